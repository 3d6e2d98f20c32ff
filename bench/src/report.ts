import { marketSection } from './market-report';
import { notYoursSection } from './not-yours-report';

/** Renders bench results as the Markdown table quoted in notes and docs. */
type Stats = { perSecond: number; p50: number; p95: number; p99: number };
type AppendRow = { concurrency: number; append: Stats; raw: Stats; ratio: number; emmett?: Stats; emmettRatio?: number };

export function renderReport(results: Record<string, unknown>): string {
  const lines = [`# Benchmarks`, '', `Run ${String(results.date)} on ${String(results.machine)} with \`npm run bench\`.`, ''];
  const append = results.append as { label: string; perLevel: number; rows: AppendRow[] } | undefined;
  if (append) {
    lines.push(`## Event store append (${append.label}, ${append.perLevel} single-event appends per level)`, '');
    lines.push(
      '| concurrency | append events/s | p50 ms | p99 ms | raw INSERT rows/s | p50 ms | p99 ms | append / raw | Emmett events/s | p50 ms | p99 ms | Emmett / raw |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const r of append.rows)
      lines.push(
        `| ${r.concurrency} | ${r.append.perSecond} | ${r.append.p50} | ${r.append.p99} | ${r.raw.perSecond} | ${r.raw.p50} | ${r.raw.p99} | ${r.ratio} | ${r.emmett?.perSecond ?? '-'} | ${r.emmett?.p50 ?? '-'} | ${r.emmett?.p99 ?? '-'} | ${r.emmettRatio ?? '-'} |`,
      );
    lines.push(
      '',
      "Targets: at concurrency 16, appends at least the raw single-row INSERT rate (ratio ≥ 1.0, group commit); Emmett's PostgreSQL store is the peer, in the same run.",
      '',
    );
  }
  const replay = results.replay as
    { label: string; events: number; ms: number; eventsPerSecond: number; runs?: number[]; vehicles: number } | undefined;
  if (replay) {
    lines.push(`## Projection replay (${replay.label})`, '');
    lines.push(
      `Rebuilt every read model from position zero: ${replay.events} events in ${replay.ms} ms = **${replay.eventsPerSecond} events/s**${replay.runs && replay.runs.length > 1 ? `, the median of ${replay.runs.length} replays of the same store (${replay.runs.join(', ')} events/s, in order)` : ''} (${replay.vehicles} vehicles in the inventory read model). Target: ≥ 30,000 events/s.`,
      '',
    );
  }
  const search = results.search as
    { label: string; vehicles: number; dealerships: number; searches: number; results: Record<string, unknown> } | undefined;
  if (search) {
    lines.push(
      `## Marketplace search (${search.label}, ${search.vehicles} vehicles at ${search.dealerships} dealerships, ${search.searches} searches per case)`,
      '',
    );
    lines.push('| case | p50 ms | p95 ms |', '|---|---|---|');
    for (const [name, value] of Object.entries(search.results)) {
      if (name === 'http') {
        for (const [caseName, v] of Object.entries(value as Record<string, { p50: number; p95: number }>))
          lines.push(`| HTTP: ${caseName} | ${v.p50} | ${v.p95} |`);
      } else {
        const v = value as { p50: number; p95: number; averageMatches: number };
        lines.push(`| ${name} (avg ${v.averageMatches} matches) | ${v.p50} | ${v.p95} |`);
      }
    }
    lines.push('', 'Target: p95 under 50 ms.', '');
  }
  lines.push(...marketSection(results.market));
  const offers = results.offers as
    | {
        label: string;
        submissions: { count: number; concurrency: number; perSecond: number; p50: number; p99: number };
        acceptToNotification: { count: number; p50: number; p95: number };
      }
    | undefined;
  if (offers) {
    const s = offers.submissions;
    const a = offers.acceptToNotification;
    lines.push(`## Offers through HTTP (${offers.label}, embedded composition)`, '');
    lines.push(
      `- Bid submissions (POST /api/offer): ${s.count} at concurrency ${s.concurrency}: **${s.perSecond}/s**, p50 ${s.p50} ms, p99 ${s.p99} ms.`,
    );
    lines.push(`- Accept to the buyer's OfferWon notification being readable: ${a.count} accepts, p50 ${a.p50} ms, p95 ${a.p95} ms.`, '');
  }
  lines.push(...notYoursSection(results.notyours));
  const standing = results.standing as
    | {
        label: string;
        orders: number;
        buyers: number;
        listingsPerSecond: number;
        reference: { listing: { count: number; p50: number; p95: number }; healthz: { p50: number; p95: number } };
        withOrders: { listing: { count: number; p50: number; p95: number }; healthz: { p50: number; p95: number } };
        withOrdersNoOffers?: { listing: { p50: number; p95: number } };
        noOffersP50Ratio?: number;
        noOffersP95Ratio?: number;
        listingP50Ratio: number;
        listingP95Ratio: number;
        instantOffers: { offers: number; vehiclesWithOffers: number; p50Ms: number; p95Ms: number; maxMs: number };
      }
    | undefined;
  if (standing) {
    const { reference: r, withOrders: w, instantOffers: o } = standing;
    lines.push(`## Standing orders (${standing.label}, ${standing.orders} orders of ${standing.buyers} buyers, embedded composition)`, '');
    lines.push(
      `- Listings (feed import, one vehicle a request) at ${standing.listingsPerSecond}/s: without orders p50 ${r.listing.p50} ms, p95 ${r.listing.p95} ms; with the orders p50 ${w.listing.p50} ms, p95 ${w.listing.p95} ms (ratios **${standing.listingP50Ratio}** / **${standing.listingP95Ratio}**); /healthz p95 ${r.healthz.p95} / ${w.healthz.p95} ms.`,
      ...(standing.withOrdersNoOffers
        ? [
            `- Listings of models no order wants, with the orders in place (the reactor finds no candidate): p50 ${standing.withOrdersNoOffers.listing.p50} ms, p95 ${standing.withOrdersNoOffers.listing.p95} ms (ratios to the reference **${standing.noOffersP50Ratio}** / **${standing.noOffersP95Ratio}**).`,
          ]
        : []),
      `- Instant offers: ${o.offers} on ${o.vehiclesWithOffers} vehicles, VehicleListed to OfferSubmitted p50 ${o.p50Ms} ms, **p95 ${o.p95Ms} ms**, max ${o.maxMs} ms (target p95 < 60 s).`,
      '',
    );
  }
  const buylist = results.buylist as
    | {
        label: string;
        items: number;
        listings: number;
        averageMatches: number;
        p50: number;
        p95: number;
        listingsPerSecond: number;
        matchesPerSecond: number;
      }
    | undefined;
  if (buylist) {
    const b = buylist;
    lines.push(`## Vehicle matching against buy lists (${b.label}, ${b.items} buy list items)`, '');
    lines.push(
      `- ${b.listings} listings through the vehicle-match projector: p50 ${b.p50} ms, p95 ${b.p95} ms per listing, ${b.listingsPerSecond} listings/s; avg ${b.averageMatches} matches per listing, **${b.matchesPerSecond} matches/s**.`,
      '',
    );
  }
  const push = results.push as
    | {
        streams: number;
        bids: number;
        deliveries: number;
        pushLatency: { p50: number; p95: number; max: number };
        serverMemoryKb: {
          before: { heapKb: number; externalKb: number; rssKb: number };
          after: { heapKb: number; externalKb: number; rssKb: number };
          perStreamKb: number;
        };
      }
    | undefined;
  if (push) {
    lines.push(`## Live pushes (GET /api/push, embedded server in a process of its own)`, '');
    lines.push(
      `- ${push.streams} connected streams; ${push.bids} bids, ${push.deliveries} offer pushes delivered to the streams that may see them.`,
    );
    lines.push(
      `- From a bid's HTTP answer to its push arriving: **p50 ${push.pushLatency.p50} ms, p95 ${push.pushLatency.p95} ms** (max ${push.pushLatency.max} ms).`,
    );
    const m = push.serverMemoryKb;
    lines.push(
      `- Server memory after a full collection, heap + buffers: ${m.before.heapKb + m.before.externalKb} KB before, ${m.after.heapKb + m.after.externalKb} KB with the streams open = **${m.perStreamKb} KB per stream** (resident set ${m.before.rssKb} KB -> ${m.after.rssKb} KB).`,
      '',
    );
  }
  const idle = results.idle as
    { seconds: number; cpuSecondsPerMinute: { node: number; postgres: number }; transactionsPerSecond: number } | undefined;
  if (idle) {
    lines.push(`## An idle \`npm start\` (embedded PostgreSQL, ${idle.seconds} s after it settled)`, '');
    lines.push(
      `- CPU: **${idle.cpuSecondsPerMinute.node} s per minute** in Node, ${idle.cpuSecondsPerMinute.postgres} s per minute in PostgreSQL; **${idle.transactionsPerSecond} transactions/s**.`,
      '',
    );
  }
  const startup = results.startup as
    | {
        firstStartSeconds: number;
        restartSeconds: number[];
        medianRestartSeconds: number;
        afterCrashSeconds?: number;
        afterNodeKilledSeconds?: number;
        withStalePid?: { seconds: number; strangerSurvived: boolean };
      }
    | undefined;
  if (startup) {
    lines.push('## `npm start`: from the command to /readyz (embedded PostgreSQL)', '');
    lines.push(
      `- First start (fresh data folder, no frontend build): **${startup.firstStartSeconds} s**. Restart: **${startup.medianRestartSeconds} s** median (${startup.restartSeconds.join(', ')} s).`,
      ...(startup.withStalePid
        ? [
            `- Restart after a crash: **${startup.afterCrashSeconds} s** (Node and PostgreSQL killed), **${startup.afterNodeKilledSeconds} s** (Node killed, its PostgreSQL left behind), **${startup.withStalePid.seconds} s** with a postmaster.pid naming another live process (${startup.withStalePid.strangerSurvived ? 'left alone' : 'which the start killed'}).`,
          ]
        : []),
      '',
      'Targets: first start under 20 s, restart under 5 s.',
      '',
    );
  }
  const uploads = results.uploads as
    | { uploads: number; filesPerUpload: number; fileMb: number; statuses: number[]; seconds: number; rssMb: Record<string, number> }
    | undefined;
  if (uploads) {
    const m = uploads.rssMb;
    lines.push(
      `## Uploads and the server's memory (\`npm start\`, ${uploads.uploads} at once of ${uploads.filesPerUpload} x ${uploads.fileMb} MB)`,
      '',
    );
    lines.push(
      `- Answers ${uploads.statuses.join(', ')} in ${uploads.seconds} s. Resident memory of the server: **${m.before} MB before, ${m.peak} MB at the peak**, ${m.after} MB right after, ${m.tenSecondsLater} MB 10 s later.`,
      '',
    );
  }
  const http = results.http as (Parameters<typeof httpSection>[0] & { skipped?: string }) | undefined;
  if (http?.skipped) lines.push(`## HTTP under load`, '', `Skipped: ${http.skipped}.`, '');
  else if (http) lines.push(...httpSection(http));
  const kafka = results.kafka as
    | {
        label: string;
        events: number;
        offerEvents: number;
        partitions: number;
        relay: { ms: number; eventsPerSecond: number };
        levels: {
          consumers: number;
          ms: number;
          eventsPerSecond: number;
          steadyEventsPerSecond: number | null;
          appliedBeforeStable: number;
        }[];
      }
    | undefined;
  if (kafka) {
    lines.push(`## Kafka: relay and one consumer group (${kafka.label}, ${kafka.events} events, ${kafka.partitions} partitions)`, '');
    lines.push(`- Relay: ${kafka.events} events published in ${kafka.relay.ms} ms = **${kafka.relay.eventsPerSecond} events/s**.`, '');
    lines.push(
      `Offers read model as one consumer group (${kafka.offerEvents} of the events are its own), from start (group join included) to every partition applied:`,
      '',
    );
    lines.push(
      '| consumers | ms | events/s from start | events/s once the group is stable | events applied before it was |',
      '|---|---|---|---|---|',
    );
    for (const l of kafka.levels)
      lines.push(`| ${l.consumers} | ${l.ms} | ${l.eventsPerSecond} | ${l.steadyEventsPerSecond ?? '-'} | ${l.appliedBeforeStable} |`);
    lines.push('');
  }
  const bundle = results.bundle as { initialKbGzip: number; budgetKbGzip: number; pages: Record<string, number> } | undefined;
  if (bundle) {
    lines.push('## Frontend production bundle (gzip, from the Vite manifest)', '');
    lines.push(
      `Initial load (entry chunk, its static imports and CSS): **${bundle.initialKbGzip} KB**; budget ${bundle.budgetKbGzip} KB.`,
      '',
    );
    lines.push('| lazily loaded page | KB gzip beyond the initial load |', '|---|---|');
    for (const [page, kb] of Object.entries(bundle.pages)) lines.push(`| ${page} | ${kb} |`);
    lines.push('');
  }
  return lines.join('\n');
}

type HttpWrk = { requestsPerSecond: number; p50: number; p99: number; non2xx: number; requests: number };
type HttpAtServer = { requests: number; within50Ms: number; within100Ms: number };
type HttpBids = HttpWrk & {
  connections?: number;
  maxProjectionLagSeconds: number;
  acceptedPerSecond?: number;
  distinctPairs?: number;
  seconds?: number;
  offeredPerSecond?: number;
  cpuMsPerAcceptedBid?: { node: number; postgres: number };
  eventLoop?: { delayP50Ms: number; delayP99Ms: number; delayMaxMs: number; gcMs: { minor: number; major: number; incremental: number } };
  atServer?: HttpAtServer;
  topStatements?: { ms: number; calls: number; rows: number; query: string }[];
};

/** The HTTP load's section: one row per load, then what the bids-only loads add. */
function httpSection(http: {
  connections: number;
  seconds: number;
  warmUpSeconds?: number;
  healthz: HttpWrk;
  mixed: HttpWrk & { ratioToHealthz: number; atServer?: HttpAtServer };
  pacedMixed?: HttpWrk & { seconds?: number; offeredPerSecond: number; atServer?: HttpAtServer };
  bidsOnly: HttpBids;
  bidsFewerConnections?: HttpBids;
  pacedBids?: HttpBids;
}): string[] {
  const pct = (share: number | undefined) => (share === undefined ? '' : `${Math.round(share * 1000) / 10}%`);
  const at = (load: { atServer?: HttpAtServer }) =>
    load.atServer ? `${pct(load.atServer.within50Ms)} / ${pct(load.atServer.within100Ms)}` : '';
  const paced = (load: { offeredPerSecond?: number }) =>
    load.offeredPerSecond ? `, paced: ${load.offeredPerSecond.toLocaleString('en-US')}/s offered` : '';
  const bidRow = (load: HttpBids) =>
    `| bids only (POST /api/offer, ${load.seconds ?? 10} s${paced(load)}) | ${load.connections ?? http.connections} | ${load.requestsPerSecond} | **${load.acceptedPerSecond ?? ''}** | ${load.p50} | **${load.p99}** | ${load.non2xx} | ${at(load)} | ${load.maxProjectionLagSeconds} s | ${load.cpuMsPerAcceptedBid ? `${load.cpuMsPerAcceptedBid.node} / ${load.cpuMsPerAcceptedBid.postgres}` : ''} |`;
  const bidLoads = [http.bidsOnly, http.bidsFewerConnections, http.pacedBids].filter((load) => load !== undefined);
  const mixedRow = (load: HttpWrk & { seconds?: number; offeredPerSecond?: number; atServer?: HttpAtServer }) =>
    `| mixed: 60% notification counts, 30% marketplace searches, 10% bids (${load.seconds ?? http.seconds} s${load.offeredPerSecond ? paced(load) : `, after ${http.warmUpSeconds ?? 0} s of warm-up`}) | ${http.connections} | **${load.requestsPerSecond}** | | ${load.p50} | **${load.p99}** | ${load.non2xx} | ${at(load)} | | |`;
  const lines = [
    `## HTTP under load (the embedded default, wrk)`,
    '',
    '| load | connections | requests/s | accepted bids/s | p50 ms | p99 ms | non-2xx | answered by the server within 50 / 100 ms | projections behind (max) | CPU ms per accepted bid, Node / PostgreSQL |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| GET /healthz (the trivial route) | ${http.connections} | ${http.healthz.requestsPerSecond} | | ${http.healthz.p50} | ${http.healthz.p99} | ${http.healthz.non2xx} | | | |`,
    mixedRow(http.mixed),
    ...(http.pacedMixed ? [mixedRow(http.pacedMixed)] : []),
    ...bidLoads.map(bidRow),
    '',
    `Mixed / healthz = **${http.mixed.ratioToHealthz}**. Each bids-only load cycles through the buyer and vehicle pairs of a stock of its own (${http.bidsOnly.distinctPairs ?? '?'} pairs); a pair bid on again answers 409 (one offer per buyer and vehicle), which is the non-2xx column, so the figure is the accepted bids. "Answered by the server" comes from its own request timings, which start once it has read a request: the time a request waited before that, and the time wrk waited for a CPU on the same 2 cores, are in wrk's percentiles only. Unpaced, each connection sends its next request as soon as the last is answered: the load runs at the server's capacity and the mean latency is connections / throughput (at 200 connections, 133 ms at 1,500 requests/s). The paced loads measure the latency at the aims' rates: wrk's threads offer the rate between them, one request per slot while a connection is free, a late slot at once; the requests/s column is the rate reached.`,
  ];
  for (const load of bidLoads) {
    const loop = load.eventLoop;
    if (loop)
      lines.push(
        '',
        `The server's event loop during the bids at ${load.connections ?? http.connections} connections${paced(load)} (the time between the ticks of a 10 ms timer, from its own metrics): p50 ${loop.delayP50Ms} ms, p99 ${loop.delayP99Ms} ms, max ${loop.delayMaxMs} ms; garbage collection ${loop.gcMs.minor} ms minor, ${loop.gcMs.major} ms major, ${loop.gcMs.incremental} ms incremental.`,
      );
  }
  const statements = http.bidsOnly.topStatements;
  if (statements) {
    lines.push(
      '',
      `PostgreSQL time by statement during the bids at ${http.bidsOnly.connections ?? http.connections} connections (pg_stat_statements):`,
      '',
    );
    lines.push('| ms | calls | rows | statement |', '|---|---|---|---|');
    for (const st of statements)
      lines.push(`| ${st.ms} | ${st.calls} | ${st.rows} | \`${st.query.replaceAll('|', '\\|').replaceAll('`', "'")}\` |`);
  }
  lines.push(
    '',
    'Aims: 1,500 mixed requests/s with p99 under 100 ms; 2,000 bids/s with p99 under 50 ms and the projections never more than 1 s behind.',
    '',
  );
  return lines;
}
