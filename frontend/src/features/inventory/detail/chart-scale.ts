/**
 * The arithmetic of the cohort chart: round tick values over a domain and a linear map from a
 * domain to pixels. Pure, so the chart's geometry is tested without a browser.
 */

/** About `count` round ticks (1, 2, 5 or 10 times a power of ten apart) covering [min, max]; the
 * domain widened to the outer ticks. A single value gets a band around it. */
export function niceTicks(min: number, max: number, count = 4): { ticks: number[]; min: number; max: number } {
  if (max <= min) {
    const pad = Math.max(Math.abs(min) * 0.1, 1);
    return niceTicks(min - pad, max + pad, count);
  }
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // d3's thresholds: the multiple nearest the rough step on a log scale.
  const error = rough / power;
  const step = power * (error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1);
  const firstIndex = Math.floor(min / step);
  const lastIndex = Math.ceil(max / step);
  // toPrecision: 3 x 0.2 shows as 0.6, not 0.6000000000000001.
  const at = (index: number) => Number((index * step).toPrecision(12));
  const ticks = Array.from({ length: lastIndex - firstIndex + 1 }, (_, i) => at(firstIndex + i));
  const [first, last] = [ticks[0]!, ticks.at(-1)!];
  return { ticks, min: first, max: last };
}

/** Maps [domainMin, domainMax] onto [from, to] (to may be below from: SVG's y grows downward). */
export function linearScale(domainMin: number, domainMax: number, from: number, to: number): (value: number) => number {
  const span = domainMax - domainMin || 1;
  return (value) => from + ((value - domainMin) / span) * (to - from);
}
