import { appConfig } from './app-config';

/** Shown for an empty image value (spec section 3). */
export const unknownImage = '/media/placeholder/unknown.svg';

const socialIdLength = 36;

function join(host: string, value: string): string {
  if (!host) return value;
  return `${host.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;
}

/**
 * Spec section 3: a value whose first path segment is 36 characters long (a post's uuid) is served
 * from the social-media image host; any other value from the inventory image host; an empty value
 * shows the unknown placeholder. Absolute URLs are used as they are.
 */
export function imageUrl(
  value: string | null | undefined,
  hosts: { social: string; inventory: string } = {
    social: appConfig.socialImageHost,
    inventory: appConfig.inventoryImageHost,
  },
): string {
  const text = (value ?? '').trim();
  if (!text) return unknownImage;
  if (/^(https?:|data:|blob:)/i.test(text)) return text;
  const firstSegment = text.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
  if (firstSegment.length === socialIdLength) return join(hosts.social, text);
  return join(hosts.inventory, text);
}
