/** Characters that would end a text node or an attribute in XML. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A neutral side view of a car: body, cabin, windows, wheels. Drawn once, never data driven. */
const CAR = [
  '<path d="M90 250 Q95 205 150 198 L215 150 Q230 140 255 140 L420 140 Q445 140 462 155 L520 198 Q585 205 605 230 L610 250 Q610 268 590 268 L110 268 Q90 268 90 250 Z" fill="#9aa5b1"/>',
  '<path d="M232 196 L262 158 L335 158 L335 196 Z M350 196 L350 158 L420 158 Q435 158 446 168 L478 196 Z" fill="#e4e7eb"/>',
  '<circle cx="200" cy="268" r="34" fill="#3e4c59"/><circle cx="200" cy="268" r="14" fill="#cbd2d9"/>',
  '<circle cx="500" cy="268" r="34" fill="#3e4c59"/><circle cx="500" cy="268" r="14" fill="#cbd2d9"/>',
].join('');

/** A 700x420 placeholder picture: the car, the make and model under it, and which view it is. */
export function placeholderSvg(label: string, view: number | undefined): string {
  const caption = view === undefined ? '' : `<text x="680" y="405" text-anchor="end" font-size="16" fill="#7b8794">View ${view}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="420" viewBox="0 0 700 420" role="img" aria-label="${escapeXml(label)}" font-family="Helvetica, Arial, sans-serif">`,
    '<rect width="700" height="420" fill="#f5f7fa"/>',
    '<rect x="0" y="302" width="700" height="4" fill="#e4e7eb"/>',
    CAR,
    `<text x="350" y="360" text-anchor="middle" font-size="30" font-weight="600" fill="#323f4b">${escapeXml(label)}</text>`,
    caption,
    '</svg>',
  ].join('');
}
