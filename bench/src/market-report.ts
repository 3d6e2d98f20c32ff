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
  lines.push(
    '',
    'Targets: the detail and the search no slower than the same reads before (alone, in the same run); search p95 under 50 ms.',
    '',
  );
  return lines;
}
