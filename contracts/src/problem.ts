import { z } from 'zod';

export const problemContentType = 'application/problem+json';

/** One invalid input field; `field` is the dotted path of the offending value (e.g. `body.vin`). */
export const ProblemFieldError = z.object({ field: z.string(), message: z.string() });
export type ProblemFieldError = z.infer<typeof ProblemFieldError>;

/** RFC 7807 problem details, the body of every 4xx/5xx answer. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().optional(),
  errors: z.array(ProblemFieldError).optional(),
  /** 412 Precondition Failed: what is current now (for an offer, its OfferTerms). */
  current: z.record(z.string(), z.unknown()).optional(),
});
export type Problem = z.infer<typeof Problem>;
