import { z } from 'zod';

/** Entity ids are uuid strings. Kept a plain string schema so that responses never fail on an
 * id minted by an external system; commands validate the uuids they mint themselves. */
export const Id = z.string();
export type Id = z.infer<typeof Id>;

/** Instants travel as ISO-8601 text (`Date#toISOString()`), with Z or an offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

/** A person as shown next to a post, a comment or a conversation message. */
export const PersonSummary = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
});
export type PersonSummary = z.infer<typeof PersonSummary>;
