/** The market bench (./market.bench) as a Markdown section of the report. */
type Summary = { p50: number; p95: number };
interface MarketResult {
  label: string;
  vehicles: number;
  sales: number;
  samples: number;
  loadMs: number;
  rebuild: {
    events: number;
    ms: number;
    eventsPerSecond: number;
    statements: { statement: string; count: number; ms: number }[];
    outsideSqlMs: number;
  };
  current: Summary;
  reads: Record<string, Summary>;
}

export function marketSection(value: unknown): string[] {
  if (!value) return [];
  const m = value as MarketResult;
  const r = m.rebuild;
  const lines = [
    `## Market figures (${m.label}, ${m.vehicles} vehicles at 2000 dealerships, ${m.sales} sales)`,
    '',
    `- Rebuilt from the events (the market projector alone, ${r.events} OfferAccepted): ${r.ms} ms = **${r.eventsPerSecond} events/s**. Target: ≥ 30,000 events/s. The sales took ${m.loadMs} ms to append.`,
    `- Where the rebuild's time goes: ${r.statements
      .slice(0, 5)
      .map((s) => `${s.ms} ms in ${s.count} × \`${s.statement}…\``)
      .join('; ')}; ${r.outsideSqlMs} ms outside SQL (reading and parsing the events, the figures in Node).`,
    `- Kept current: one more sale projected (its cohort recomputed), p50 ${m.current.p50} ms, p95 ${m.current.p95} ms.`,
    '',
    `| read (${m.samples} of each, interleaved) | p50 ms | p95 ms |`,
    '|---|---|---|',
  ];
  for (const [name, s] of Object.entries(m.reads)) lines.push(`| ${name} | ${s.p50} | ${s.p95} |`);
  lines.push('', ...ratios(m.reads));
  lines.push(
    '',
    'Targets: the detail and the search no slower than the same reads before (alone, in the same run); search p95 under 50 ms.',
    '',
  );
  return lines;
}

/** Each read with its figures against the same read without them, p50 and p95 (1.0: no slower). */
function ratios(reads: Record<string, Summary>): string[] {
  const find = (start: string) => Object.entries(reads).find(([name]) => name.startsWith(start))?.[1];
  const pairs: [string, Summary | undefined, Summary | undefined][] = [
    ['detail', find('detail: the vehicle with its market figures'), find('detail: the vehicle alone')],
    ['search', find('search, radius 100 mi: with market figures'), find('search, radius 100 mi: the page alone')],
  ];
  const known = pairs.filter((p): p is [string, Summary, Summary] => !!p[1] && !!p[2]);
  if (known.length === 0) return [];
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return [
    `With figures / alone: ${known.map(([name, w, a]) => `${name} p50 **${ratio(w.p50, a.p50)}**, p95 **${ratio(w.p95, a.p95)}**`).join('; ')}.`,
  ];
}
