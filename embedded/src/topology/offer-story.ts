/**
 * The README's offer story through the proxy only: a buyer of Lone Star requests transport for a
 * Pacific vehicle in Plano to their Dallas store, each invited vendor gets an email with its own
 * quote link (the script's SMTP mailbox: the projections' outbox drain sends it), a vendor quotes
 * over the public link, the buyer selects the quote and submits the bid, Pacific's principal
 * accepts it, and the query service reads back the won offer, the sold vehicle and the buyer's
 * notification.
 */
import { demoDealerships } from '../seed/demo-organizations';
import { poll } from './processes';
import { expectStatus, type ProxyClient } from './proxy-client';

export interface Mailbox {
  /** The messages received so far: recipient and raw text. */
  received: ReadonlyArray<{ to: string[]; data: string }>;
}

interface OfferView {
  id: string;
  status: string;
  offerAmount: number | null;
  transportOfferAmount: number | null;
  transportBidRequest: { transportBids: { id: string; status: string; bidAmount: number | null }[] } | null;
}

interface SearchPage {
  results: { id: string; sold: boolean; dealershipId: string; data: Record<string, string> }[];
}

const dealershipNamed = (name: string) => {
  const found = demoDealerships.find((d) => d.name === name);
  if (!found) throw new Error(`no demo dealership ${name}`);
  return found;
};

/** Quoted-printable soft line breaks and escapes undone, so a link reads whole. */
const unfold = (mail: string) =>
  mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const position = (response: { headers: Record<string, string | string[] | undefined> }) => {
  const value = response.headers['x-event-position'];
  return typeof value === 'string' ? { 'x-min-position': value } : undefined;
};

export async function runOfferStory(options: {
  api: ProxyClient;
  tokens: { buyer: string; seller: string };
  mailbox: Mailbox;
}): Promise<{ inventoryId: string; offerId: string; vendorUid: string; steps: string[] }> {
  const { api, tokens, mailbox } = options;
  const steps: string[] = [];
  const plano = dealershipNamed('Pacific Toyota Plano');
  const dallas = dealershipNamed('Lone Star Toyota of Dallas');

  const page = expectStatus(
    await api.call('POST', '/api/marketplace/search?page=1&pageSize=100', { token: tokens.buyer, body: { searchRadius: 100 } }),
    'marketplace search',
  ).json<SearchPage>();
  const candidates = page.results
    .filter((v) => v.dealershipId === plano.id && !v.sold && /^\d+$/.test(v.data['List Price'] ?? ''))
    .reverse();
  if (candidates.length === 0) throw new Error('no Plano vehicle on sale within 100 miles of the buyer');

  let requested: Awaited<ReturnType<ProxyClient['call']>> | undefined;
  let vehicle = candidates[0]!;
  for (const candidate of candidates) {
    const body = {
      inventoryId: candidate.id,
      status: 'bidding-transportation',
      transportationSearchRadius: 100,
      destinationDealershipId: dallas.id,
    };
    const answer = await api.call('POST', '/api/offer', { token: tokens.buyer, body });
    if (answer.status === 409) continue; // the seed's negotiations took it
    requested = expectStatus(answer, 'transport request', 200, 201);
    vehicle = candidate;
    break;
  }
  if (!requested) throw new Error('every Plano candidate already had an offer of the buyer');
  const inventoryId = vehicle.id;
  const offerId = requested.json<{ id: string }>().id;
  const mine = async (headers?: Record<string, string>) =>
    expectStatus(
      await api.call('GET', `/api/offer/user/inventory/${inventoryId}`, { token: tokens.buyer, headers }),
      'my offer',
    ).json<OfferView>();
  const invited = (await mine(position(requested))).transportBidRequest?.transportBids ?? [];
  if (invited.length === 0) throw new Error('no transport vendor was invited');
  steps.push(`transport requested for ${inventoryId}: ${invited.length} vendors invited`);

  // Each vendor's email carries its own link; the buyer never sees a uid.
  const links = await poll(
    'the invited vendors got their quote emails',
    async () => {
      const found = mailbox.received.flatMap((m) =>
        [...unfold(m.data).matchAll(/https?:\/\/\S+?\/bidtransport\/([A-Za-z0-9_-]+)/g)].map((x) => x[1]!),
      );
      return found.length >= invited.length ? found : undefined;
    },
    60_000,
  );
  const uid = links[0]!;
  const vendorPage = expectStatus(await api.call('GET', `/api/transportation/bid/${uid}`), 'the public quote page').json<{
    status: string;
  }>();
  if (vendorPage.status !== 'pending') throw new Error(`the quote page says ${vendorPage.status}`);
  const quoted = expectStatus(await api.call('PUT', '/api/transportation/bid', { body: { uid, bidAmount: 395.5 } }), 'the vendor quote');
  steps.push('a vendor quoted 395.50 over its public link');

  const withQuote = await mine(position(quoted));
  const quote = withQuote.transportBidRequest?.transportBids.find((b) => b.bidAmount === 395.5);
  if (!quote) throw new Error('the buyer does not see the quote');
  const selected = expectStatus(
    await api.call('GET', `/api/transportation/approvebid/${quote.id}`, { token: tokens.buyer }),
    'selecting the quote',
  );
  const afterSelect = await mine(position(selected));
  if (afterSelect.status !== 'bid') throw new Error(`after selecting the quote the offer is ${afterSelect.status}`);

  const amount = Math.round(Number(vehicle.data['List Price']) * 0.9);
  const submitted = expectStatus(
    await api.call('POST', '/api/offer', {
      token: tokens.buyer,
      body: { inventoryId, offerAmount: amount, status: 'submitted', currency: 'USD' },
    }),
    'submitting the bid',
    200,
    201,
  );
  const bid = await mine(position(submitted));
  if (bid.status !== 'submitted' || bid.transportOfferAmount !== 395.5) throw new Error(`the bid reads ${JSON.stringify(bid)}`);
  steps.push(`bid ${amount} submitted with the selected transport`);

  const accepted = expectStatus(
    await api.call('PUT', `/api/offer/inventory/${inventoryId}/approve/${offerId}`, { token: tokens.seller }),
    "the seller's accept",
  );
  const won = await mine(position(accepted));
  if (won.status !== 'won') throw new Error(`after the accept the offer is ${won.status}`);
  const item = expectStatus(
    await api.call('GET', `/api/inventory/id/${inventoryId}`, { token: tokens.buyer, headers: position(accepted) }),
    'the vehicle',
  ).json<{ sold: boolean }>();
  if (!item.sold) throw new Error('the accepted vehicle does not read sold');
  await poll(
    "the buyer's OfferWon notification",
    async () =>
      expectStatus(
        await api.call('GET', '/api/notification/count?notificationType=OfferWon', { token: tokens.buyer }),
        'notification count',
      ).json<{
        count: number;
      }>().count >= 1,
    60_000,
  );
  steps.push('accepted by the seller: the offer reads won, the vehicle sold, the buyer notified');
  return { inventoryId, offerId, vendorUid: uid, steps };
}
