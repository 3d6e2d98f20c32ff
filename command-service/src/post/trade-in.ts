import type { ImportVehicleInput } from '@dtn/contracts/routes/inventory-commands';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The trade-in a listing post lists: the post's vehicle at its dealership, showing the post's
 * pictures, or until they are uploaded a drawing of its make and model (query-service/src/media). */
export function tradeInRow(
  post: { id: string; vin: string; year: number; make: string; model: string; mileage: number; content: string; created: string },
  pictures: string[],
): ImportVehicleInput {
  return {
    vin: post.vin,
    stockNumber: `POST-${post.id.slice(0, 8)}`,
    year: post.year,
    make: post.make,
    model: post.model,
    listingType: 'USED' as const,
    tradeIn: true,
    postId: post.id,
    inventoryDate: post.created,
    images: pictures.length > 0 ? pictures : [`/media/placeholder/${slug(post.make)}-${slug(post.model)}.svg`],
    data: { Odometer: String(post.mileage), Description: post.content.trim() },
  };
}
