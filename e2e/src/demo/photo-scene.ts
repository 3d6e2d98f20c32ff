import { paintOf } from '@dtn/query-service/media/paint';
import { escapeXml } from '@dtn/query-service/media/placeholder-svg';
import { vehicleShapes, wheelY } from '@dtn/query-service/media/vehicle-shapes';
import type { PostPhoto } from '@dtn/embedded/seed/post-photos/photos';

const skies: Record<PostPhoto['sky'], [string, string]> = {
  day: ['#7fb2e5', '#d8e8f5'],
  dusk: ['#f2a65a', '#f7dcb4'],
  overcast: ['#a9b4bf', '#dde2e7'],
};

/** A dealer's lot at 960x576: sky, the showroom with its sign, asphalt with bay lines, the vehicle. */
export function photoSvg(photo: PostPhoto): string {
  const paint = paintOf(photo.color);
  const shape = vehicleShapes[photo.style];
  const [top, bottom] = skies[photo.sky];
  const [front, rear] = shape.wheels;
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${wheelY}" r="${shape.wheelRadius}" fill="#1b1e22"/>` +
    `<circle cx="${x}" cy="${wheelY}" r="${Math.round(shape.wheelRadius * 0.55)}" fill="#b8bec5"/>` +
    `<circle cx="${x}" cy="${wheelY}" r="${Math.round(shape.wheelRadius * 0.15)}" fill="#5b636c"/>`;
  const flip = photo.mirrored ? ' transform="translate(700 0) scale(-1 1)"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="576" viewBox="0 0 960 576" font-family="Helvetica, Arial, sans-serif">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5d646b"/><stop offset="1" stop-color="#3b4046"/></linearGradient>
  <linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>
<rect width="960" height="576" fill="url(#sky)"/>
<rect x="60" y="120" width="840" height="200" fill="#e9ecef"/>
<rect x="60" y="120" width="840" height="36" fill="#2b3a4a"/>
<text x="480" y="146" text-anchor="middle" font-size="24" font-weight="700" letter-spacing="4" fill="#ffffff">${escapeXml(photo.sign)}</text>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${90 + i * 135}" y="176" width="110" height="120" fill="#9fb6c9" stroke="#7a8b99" stroke-width="3"/>`).join('')}
<rect x="0" y="318" width="960" height="258" fill="url(#road)"/>
${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${40 + i * 150} 576 L${110 + i * 130} 330" stroke="#e8e8e8" stroke-width="5" stroke-opacity="0.7"/>`).join('')}
<g transform="translate(95 150) scale(1.12)">
  <ellipse cx="${(front + rear) / 2}" cy="${wheelY + shape.wheelRadius - 4}" rx="${(rear - front) / 2 + 120}" ry="16" fill="#000" fill-opacity="0.35"/>
  <g${flip}>
    <path d="${shape.body}" fill="${paint.body}" stroke="${paint.shade}" stroke-width="3" stroke-linejoin="round"/>
    <path d="${shape.body}" fill="url(#shine)"/>
    <path d="${shape.glass}" fill="#27313b" stroke="${paint.shade}" stroke-width="2" stroke-linejoin="round"/>
    <path d="${shape.details}" fill="none" stroke="${paint.shade}" stroke-width="2" stroke-opacity="0.6"/>
    ${wheel(front)}${wheel(rear)}
  </g>
</g>
</svg>`;
}
