/** The not-yours timing bench (./not-yours.bench) as a Markdown section of the report. */
type Summary = { p50: number; mean: number };
interface Row {
  route: string;
  theirs: Summary;
  unknown: Summary;
  control: Summary;
  difference: Summary;
  controlDifference: Summary;
}

export function notYoursSection(value: unknown): string[] {
  if (!value) return [];
  const result = value as { label: string; rounds: number; rows: Row[] };
  const lines = [
    `## Not yours costs what not there costs (${result.label}, ${result.rounds} calls of each kind, one at a time)`,
    '',
    "Milliseconds over HTTP on the embedded composition: someone else's id, a random id, and a second random id as the control. Δ = theirs − random; the control's Δ is the noise.",
    '',
    '| route, caller | theirs p50 / mean | random p50 / mean | Δ p50 / mean | control Δ p50 / mean |',
    '|---|---|---|---|---|',
  ];
  for (const r of result.rows) {
    const pair = (s: Summary) => `${s.p50} / ${s.mean}`;
    lines.push(`| ${r.route} | ${pair(r.theirs)} | ${pair(r.unknown)} | ${pair(r.difference)} | ${pair(r.controlDifference)} |`);
  }
  lines.push('');
  return lines;
}
