import { z } from 'zod';
import { defineRoute } from './route-spec';

/** Media served without a token: an <img> tag sends no bearer header, so vehicle pictures must
 * be public. Only generated placeholders for now (the demo seed points its vehicles at them). */

export const placeholderNamePattern = /^[a-z0-9-]{1,80}\.svg$/;

export const PlaceholderParams = z.object({
  // A slug of make and model, as the demo seed writes it: `subaru-outback.svg`.
  name: z.string().max(84).regex(placeholderNamePattern, 'must be a lower-case make-model slug ending in .svg'),
});

/** The body styles a placeholder is drawn in (read from vPIC's body class by the seed). */
export const placeholderBodyStyles = ['sedan', 'suv', 'pickup', 'van', 'coupe', 'hatchback'] as const;

export const PlaceholderQuery = z.object({
  // Which of a vehicle's pictures this is (1, 2, 3 ...), shown as a caption.
  view: z.coerce.number().int().min(1).max(99).optional(),
  // The vehicle's body style (default sedan) and exterior colour as a slug ("ruby-flare-pearl").
  style: z.enum(placeholderBodyStyles).optional(),
  color: z
    .string()
    .max(60)
    .regex(/^[a-z0-9-]+$/, 'must be a lower-case colour slug')
    .optional(),
});

export const placeholderImage = defineRoute({
  method: 'GET',
  url: '/media/placeholder/:name',
  auth: 'public',
  permissions: [],
  summary: 'A generated SVG picture of a vehicle make and model in its body style and colour (image/svg+xml)',
  side: 'query',
  params: PlaceholderParams,
  querystring: PlaceholderQuery,
});
