import { viteEnv as env } from './vite-env';

/** Build-time settings from Vite's `import.meta.env`; under jest (no Vite) every value takes its default. */
export const appConfig = {
  /** Host of social-media images (post uploads); default: the app's own media route. */
  socialImageHost: env.VITE_SOCIAL_IMAGE_HOST ?? '/media/posts',
  /** Host of inventory images; default '' = same origin (values are paths like /media/...). */
  inventoryImageHost: env.VITE_INVENTORY_IMAGE_HOST ?? '',
};
