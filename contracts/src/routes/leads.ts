import { z } from 'zod';
import { TestDriveRequest } from '../entities/misc';
import { Paged, PageQuery } from '../paging';
import { RowId } from './inventory-queries';
import { defineRoute } from './route-spec';

/**
 * Landing-page leads (spec sections 2 and 7): the public test-drive form, served by the command
 * service and rate limited per IP, and the Admins' list of the requests, served by the query
 * service. The body schema carries the spec's "must be specified" messages; the test-drive
 * decider checks the email and phone formats and normalises them.
 */
export const TestDriveRequestResult = z.object({ id: RowId });
export type TestDriveRequestResult = z.infer<typeof TestDriveRequestResult>;

export const requestTestDrive = defineRoute({
  method: 'POST',
  url: '/api/testdrive',
  auth: 'public',
  permissions: [],
  summary: 'Request a test drive from the landing page (name, email, phone, dealership); rate limited per IP',
  side: 'command',
  body: TestDriveRequest,
  response: { 201: TestDriveRequestResult },
});

/** One test-drive request as the Admins list it; phone in E.164 (+15551234567). */
export const Lead = z.object({
  id: RowId,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  dealership: z.string(),
  requestedAt: z.string().datetime(),
});
export type Lead = z.infer<typeof Lead>;

/** AddDealerGroup stands for "system administrator": only Admin holds it; the handler checks the
 * Admin role as well, so a future grant of that permission does not open the leads. */
export const listLeads = defineRoute({
  method: 'GET',
  url: '/api/leads',
  auth: 'user',
  permissions: ['AddDealerGroup'],
  summary: 'Test-drive requests of the landing page, newest first, paged (10); Admin only',
  side: 'query',
  querystring: PageQuery,
  response: { 200: Paged(Lead) },
});
