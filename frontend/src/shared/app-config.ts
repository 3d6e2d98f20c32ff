/**
 * Build-time settings from Vite's `import.meta.env`. Read defensively: under jest (no Vite)
 * `import.meta.env` is undefined and every value falls back to its default.
 */
type ViteEnv = Record<string, string | undefined>;
const env: ViteEnv = (import.meta as { env?: ViteEnv }).env ?? {};

export const appConfig = {
  /** Host of social-media images (post uploads); default: the app's own media route. */
  socialImageHost: env.VITE_SOCIAL_IMAGE_HOST ?? '/media/posts',
  /** Host of inventory images; default '' = same origin (values are paths like /media/...). */
  inventoryImageHost: env.VITE_INVENTORY_IMAGE_HOST ?? '',
};
