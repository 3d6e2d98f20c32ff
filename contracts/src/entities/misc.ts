import { z } from 'zod';
import { maxEmailLength, maxNameLength, maxPhoneLength } from '../constants';

const required = (error: string, maxLength: number) => z.string({ error }).trim().min(1, { error }).max(maxLength);

/** The landing page's test-drive form, with the messages of spec section 5; the decider checks
 * the email and phone formats. */
export const TestDriveRequest = z.object({
  name: required('Name must be specified', maxNameLength),
  email: required('Email must be specified', maxEmailLength),
  phone: required('Phone number must be specified', maxPhoneLength),
  dealership: required('Dealership must be specified', maxNameLength),
});
export type TestDriveRequest = z.infer<typeof TestDriveRequest>;
