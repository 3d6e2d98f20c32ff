import type { BodyStyle } from './body-style';

/** A side view on the 700x420 canvas, front to the left: body outline, glass, wheel centres and
 * radius, and details drawn in the shade colour (door lines, a pickup's bed). */
export interface VehicleShape {
  body: string;
  glass: string;
  wheels: [number, number];
  wheelRadius: number;
  details: string;
}

const wheelY = 268;

export const vehicleShapes: Record<BodyStyle, VehicleShape> = {
  sedan: {
    body: 'M90 250 Q95 205 150 198 L215 150 Q230 140 255 140 L420 140 Q445 140 462 155 L520 198 Q585 205 605 230 L610 250 Q610 268 590 268 L110 268 Q90 268 90 250 Z',
    glass: 'M232 196 L262 158 L335 158 L335 196 Z M350 196 L350 158 L420 158 Q435 158 446 168 L478 196 Z',
    wheels: [200, 500],
    wheelRadius: 34,
    details: 'M342 150 L342 262 M150 214 L600 214',
  },
  suv: {
    body: 'M80 252 Q82 212 122 204 L192 198 L232 126 Q240 116 258 116 L522 116 Q548 116 558 132 L604 198 Q626 204 628 228 L630 252 Q630 270 610 270 L100 270 Q80 270 80 252 Z',
    glass: 'M246 194 L270 134 L372 134 L372 194 Z M386 194 L386 134 L502 134 Q516 134 524 146 L550 194 Z',
    wheels: [190, 520],
    wheelRadius: 38,
    details: 'M379 124 L379 262 M122 214 L626 214 M300 110 L520 110',
  },
  pickup: {
    body: 'M68 254 Q70 212 110 205 L200 199 L236 128 Q242 118 260 118 L382 118 Q394 118 398 130 L406 199 L640 199 Q650 199 650 210 L650 256 Q650 272 632 272 L88 272 Q68 272 68 254 Z',
    glass: 'M250 192 L272 136 L330 136 L330 192 Z M342 192 L342 136 L378 136 Q386 136 388 146 L393 192 Z',
    wheels: [178, 548],
    wheelRadius: 38,
    details: 'M406 199 L406 268 M410 212 L646 212 M336 126 L336 262',
  },
  van: {
    body: 'M80 254 Q82 202 124 190 L198 118 Q210 106 232 106 L600 106 Q630 106 634 136 L638 254 Q638 272 618 272 L100 272 Q80 272 80 254 Z',
    glass:
      'M212 182 L246 124 L330 124 L330 182 Z M344 182 L344 124 L462 124 L462 182 Z M476 182 L476 124 L594 124 Q612 124 614 144 L616 182 Z',
    wheels: [186, 540],
    wheelRadius: 36,
    details: 'M337 116 L337 262 M469 116 L469 262 M124 214 L636 214',
  },
  coupe: {
    body: 'M88 254 Q92 218 150 211 L252 168 Q282 150 322 148 L420 148 Q462 150 502 180 L562 206 Q606 213 613 238 L615 254 Q615 270 597 270 L106 270 Q88 270 88 254 Z',
    glass: 'M270 202 L306 168 Q322 160 342 160 L372 160 L372 202 Z M386 202 L386 160 L420 160 Q450 162 478 202 Z',
    wheels: [198, 508],
    wheelRadius: 32,
    details: 'M379 156 L379 262 M150 222 L604 222',
  },
  hatchback: {
    body: 'M90 252 Q92 212 150 204 L224 150 Q238 140 258 140 L500 140 Q530 140 540 165 L556 215 L560 252 Q560 270 542 270 L108 270 Q90 270 90 252 Z',
    glass: 'M240 196 L268 156 L370 156 L370 196 Z M384 196 L384 156 L494 156 Q512 156 520 172 L530 196 Z',
    wheels: [190, 472],
    wheelRadius: 33,
    details: 'M377 150 L377 262 M150 214 L556 214',
  },
};

export { wheelY };
