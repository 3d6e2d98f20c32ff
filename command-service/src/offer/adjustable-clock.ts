/** A clock that runs with the machine's, plus an offset that only grows: the deadline
 * scheduler's time when ADJUSTABLE_CLOCK=1 (a browser test moves it to see a lapse). */
export interface AdjustableClock {
  now(): Date;
  advance(ms: number): void;
}

export function adjustableClock(real: () => Date = () => new Date()): AdjustableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(real().getTime() + offsetMs),
    advance(ms) {
      if (!(ms >= 0)) throw new RangeError('The clock only moves forward.');
      offsetMs += ms;
    },
  };
}
