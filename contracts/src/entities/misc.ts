import { z } from 'zod';

const required = (error: string) => z.string({ error }).trim().min(1, { error });

/** The landing page's test-drive form, with the messages of spec section 5. */
export const TestDriveRequest = z.object({
  name: required('Name must be specified'),
  email: required('Email must be specified'),
  phone: required('Phone number must be specified'),
  dealership: required('Dealership must be specified'),
});
export type TestDriveRequest = z.infer<typeof TestDriveRequest>;
