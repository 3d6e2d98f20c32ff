/**
 * Reads kafka_consumer_lag{topic,partition,group} from a projections process's /metrics (the
 * Prometheus text of its ops listener): the lag the operator's dashboards see.
 *
 *   consumerLag(metricsUrl, topic): { total, byGroup, partitions }
 */
export interface ConsumerLag {
  /** Messages not yet applied, summed over every group and partition. */
  total: number;
  /** The most one group has not applied (summed over its partitions). */
  worstGroup: number;
  groups: string[];
  partitions: number;
}

export async function consumerLag(metricsUrl: string, topic: string): Promise<ConsumerLag> {
  const text = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(5000) })).text();
  const byGroup = new Map<string, number>();
  let partitions = 0;
  for (const line of text.split('\n')) {
    const match = /^kafka_consumer_lag\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    if (labels.topic !== topic) continue;
    partitions++;
    byGroup.set(labels.group!, (byGroup.get(labels.group!) ?? 0) + Number(match[2]));
  }
  const lags = [...byGroup.values()];
  return {
    total: lags.reduce((sum, lag) => sum + lag, 0),
    worstGroup: Math.max(0, ...lags),
    groups: [...byGroup.keys()].sort(),
    partitions,
  };
}
