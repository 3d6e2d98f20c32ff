import type { BodyStyle } from '@dtn/query-service/media/body-style';

/**
 * The pictures of the seeded feed posts: JPEG files in this folder, rendered once from these specs
 * by `npm run render:seed-photos --workspace e2e` (e2e/src/demo/render-seed-photos.ts) and
 * uploaded by the seed through the post commands like any user's pictures.
 */
export interface PostPhoto {
  file: string;
  style: BodyStyle;
  /** Exterior colour name, as on the vehicle (query-service/src/media/paint.ts). */
  color: string;
  /** The dealership sign behind the vehicle. */
  sign: string;
  sky: 'day' | 'dusk' | 'overcast';
  /** Seen from the other side. */
  mirrored?: boolean;
}

export const postPhotos = [
  { file: 'ram-red-front.jpg', style: 'pickup', color: 'Ruby Flare Pearl', sign: 'HEARTLAND RAM', sky: 'day' },
  { file: 'ram-red-side.jpg', style: 'pickup', color: 'Ruby Flare Pearl', sign: 'HEARTLAND RAM', sky: 'day', mirrored: true },
  { file: 'seattle-suv-blue.jpg', style: 'suv', color: 'Blueprint', sign: 'PACIFIC SUBARU', sky: 'overcast' },
  { file: 'seattle-sedan-silver.jpg', style: 'sedan', color: 'Celestial Silver', sign: 'PACIFIC SUBARU', sky: 'overcast', mirrored: true },
  { file: 'seattle-hatch-white.jpg', style: 'hatchback', color: 'Super White', sign: 'PACIFIC SUBARU', sky: 'overcast' },
  { file: 'camry-gray.jpg', style: 'sedan', color: 'Magnetic Gray', sign: 'LONE STAR TOYOTA', sky: 'day' },
  { file: 'camry-gray-rear.jpg', style: 'sedan', color: 'Magnetic Gray', sign: 'LONE STAR TOYOTA', sky: 'day', mirrored: true },
  { file: 'charlotte-service.jpg', style: 'sedan', color: 'Midnight Black Metallic', sign: 'SUNBELT SERVICE', sky: 'dusk' },
  { file: 'odyssey-white.jpg', style: 'van', color: 'Oxford White', sign: 'PACIFIC HONDA', sky: 'day' },
  { file: 'phoenix-suv-black.jpg', style: 'suv', color: 'Crystal Black Pearl', sign: 'SUNBELT LEXUS', sky: 'dusk' },
  { file: 'phoenix-sedan-white.jpg', style: 'sedan', color: 'Summit White', sign: 'SUNBELT LEXUS', sky: 'dusk', mirrored: true },
  { file: 'phoenix-coupe-red.jpg', style: 'coupe', color: 'Ruby Flare Pearl', sign: 'SUNBELT LEXUS', sky: 'day' },
  { file: 'phoenix-suv-silver.jpg', style: 'suv', color: 'Celestial Silver', sign: 'SUNBELT LEXUS', sky: 'day', mirrored: true },
  { file: 'phoenix-hatch-blue.jpg', style: 'hatchback', color: 'Blueprint', sign: 'SUNBELT LEXUS', sky: 'dusk' },
] as const satisfies readonly PostPhoto[];

export type PostPhotoFile = (typeof postPhotos)[number]['file'];
