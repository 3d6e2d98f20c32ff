import type { BodyStyle } from './body-style';
import { neutralPaint, type Paint } from './paint';
import { vehicleShapes, wheelY } from './vehicle-shapes';

/** Characters that would end a text node or an attribute in XML. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export interface PlaceholderOptions {
  /** Which of the vehicle's pictures (1, 2, 3 ...): shown as a caption; even views face the other way. */
  view?: number;
  style?: BodyStyle;
  paint?: Paint;
}

/** The vehicle of one body style in its paint: shadow, body, glass, details, wheels. */
function vehicle(style: BodyStyle, paint: Paint): string {
  const shape = vehicleShapes[style];
  const [front, rear] = shape.wheels;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${wheelY}" r="${shape.wheelRadius}" fill="#1f2328"/>` +
    `<circle cx="${x}" cy="${wheelY}" r="${Math.round(shape.wheelRadius * 0.5)}" fill="#c9ced4"/>` +
    `<circle cx="${x}" cy="${wheelY}" r="${Math.round(shape.wheelRadius * 0.16)}" fill="#6b7480"/>`;
  return [
    `<ellipse cx="${(front + rear) / 2}" cy="${wheelY + shape.wheelRadius - 2}" rx="${(rear - front) / 2 + 110}" ry="14" fill="#000" fill-opacity="0.16"/>`,
    `<path d="${shape.body}" fill="${paint.body}" stroke="${paint.shade}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${shape.glass}" fill="#b9c7d6" stroke="${paint.shade}" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${shape.details}" fill="none" stroke="${paint.shade}" stroke-width="2" stroke-opacity="0.6"/>`,
    wheel(front),
    wheel(rear),
  ].join('');
}

/**
 * A 700x420 picture of a vehicle: its body style in its exterior colour on a light backdrop,
 * with the make and model under it and which view it is. Drawn from the URL alone.
 */
export function placeholderSvg(label: string, options: PlaceholderOptions = {}): string {
  const { view, style = 'sedan', paint = neutralPaint } = options;
  const caption = view === undefined ? '' : `<text x="680" y="405" text-anchor="end" font-size="16" fill="#52606d">View ${view}</text>`;
  // Even views show the other side, so a vehicle's pictures differ.
  const facing = view !== undefined && view % 2 === 0 ? ' transform="translate(700 0) scale(-1 1)"' : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="420" viewBox="0 0 700 420" role="img" aria-label="${escapeXml(label)}" font-family="Helvetica, Arial, sans-serif">`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f9fb"/><stop offset="1" stop-color="#e3e8ee"/></linearGradient></defs>',
    '<rect width="700" height="420" fill="url(#sky)"/>',
    '<rect x="0" y="302" width="700" height="118" fill="#d5dbe2"/>',
    // Scaled into the middle 4:3 of the picture: cards crop the sides of a 5:3 image.
    `<g${facing}><g transform="translate(52.5 36) scale(0.85)">${vehicle(style, paint)}</g></g>`,
    `<text x="350" y="362" text-anchor="middle" font-size="30" font-weight="600" fill="#1f2933">${escapeXml(label)}</text>`,
    caption,
    '</svg>',
  ].join('');
}
