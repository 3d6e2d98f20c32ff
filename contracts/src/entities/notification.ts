import { z } from 'zod';
import { NotificationType } from '../enums';
import { AgingDigestVehicle } from './aging';
import { Id } from './common';

/** A notification of the bell drawer and the matches page (spec section 3). */
export const Notification = z.object({
  id: Id,
  title: z.string(),
  imageUrl: z.string(),
  longBody: z.string(),
  /** In-app path of the optional 'View Item' link. */
  link: z.string().nullable(),
  inventoryId: Id.nullable(),
  isRead: z.boolean(),
  notificationType: NotificationType,
  /** An AgingDigest's vehicles, so the drawer offers their actions; absent on other types. */
  agingVehicles: z.array(AgingDigestVehicle).optional(),
});
export type Notification = z.infer<typeof Notification>;
