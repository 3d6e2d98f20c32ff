/**
 * What an accept raced against one other request may end as: exactly what one of the two orders,
 * one request after the other, gives (the trade-integrity issue's rule). The bid starts submitted
 * at $20,000 (version 0); for a restore it was cancelled first (version 1). With If-Match both
 * requests name the version seen before the race, so the one that comes second finds the offer
 * moved (412) where without it the rules of the status answer (409) or it applies to what is
 * there now (an accept after an update sells at the new amount: the seller's bare call).
 */
type RaceKind = 'update' | 'cancel' | 'restore' | 'reject';
export interface Race {
  kind: RaceKind;
  ifMatch: boolean;
}
export interface Outcome {
  /** HTTP status of the accept and of the other request. */
  accept: number;
  other: number;
  /** The offer's status and amount, and whether the vehicle is sold to it, afterwards. */
  offer: string;
  amount: number | null;
  sold: boolean;
}

export const raceKinds: Race[] = (['update', 'cancel', 'restore', 'reject'] as const).flatMap((kind) => [
  { kind, ifMatch: false },
  { kind, ifMatch: true },
]);

const won = (accept: number, other: number, amount = 20000): Outcome => ({ accept, other, offer: 'won', amount, sold: true });
const unsold = (accept: number, other: number, offer: string, amount = 20000): Outcome => ({ accept, other, offer, amount, sold: false });

/** [the other request first, the accept first]. */
export function expectedOutcomes({ kind, ifMatch }: Race): [Outcome, Outcome] {
  const moved = ifMatch ? 412 : 409;
  switch (kind) {
    case 'update':
      return [ifMatch ? unsold(412, 200, 'submitted', 1) : won(200, 200, 1), won(200, moved)];
    case 'cancel':
      return [unsold(moved, 200, 'cancelled'), won(200, moved)];
    case 'restore':
      return [ifMatch ? unsold(412, 200, 'submitted') : won(200, 200), unsold(409, 200, 'submitted')];
    case 'reject':
      return [unsold(moved, 200, 'lost'), won(200, moved)];
  }
}
