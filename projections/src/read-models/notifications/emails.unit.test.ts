import { describe, expect, it } from '@jest/globals';
import { emailsOf, emailWindowMs, type Mailbox } from './emails';
import type { NotificationRow } from './writes';

const userId = '5c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d40';
const event = { id: '6c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d41', createdAt: new Date('2025-03-01T12:00:00.000Z') };
const row = (type: string): NotificationRow => ({
  id: '7c9d2c1e-4f5a-4b6c-8d7e-9f0a1b2c3d42',
  createdAt: '2025-03-01T12:00:00.000Z',
  userId,
  type,
  title: 'Counter-offer on the 2021 Toyota Camry',
  longBody: 'The seller countered.',
  link: '/myofferdetails/x',
  imageUrl: '',
  inventoryId: 'x',
  offerId: 'y',
});
const mailboxes = (off: string[] = [], email = 'pat@sunrise.example') =>
  new Map<string, Mailbox>([[userId, { email, emailsOff: new Set(off) }]]);
const options = { now: event.createdAt.getTime(), baseUrl: 'https://dtn.example' };

describe('emailsOf', () => {
  it('mails a negotiation notification with its title, text and link', () => {
    const [email] = emailsOf(event, [row('OfferCountered')], mailboxes(), options);
    expect(email).toMatchObject({ toAddress: 'pat@sunrise.example', subject: 'Counter-offer on the 2021 Toyota Camry' });
    expect(email?.body).toContain('Open the offer:\n<https://dtn.example/myofferdetails/x>');
    expect(email?.body).toContain('https://dtn.example/preferences');
  });

  it('finding 6: puts every link on a line of its own inside <...>, so wrapping never cuts one', () => {
    const [email] = emailsOf(event, [row('OfferCountered')], mailboxes(), options);
    const links = email!.body.split('\n').filter((line) => line.includes('https://'));
    expect(links).toEqual(['<https://dtn.example/myofferdetails/x>', '<https://dtn.example/preferences>']);
  });

  it('mails no type outside negotiation’s, none switched off, and none without an address', () => {
    expect(emailsOf(event, [row('NewOffer')], mailboxes(), options)).toEqual([]);
    expect(emailsOf(event, [row('OfferCountered')], mailboxes(['OfferCountered']), options)).toEqual([]);
    expect(emailsOf(event, [row('OfferCountered')], mailboxes([], ''), options)).toEqual([]);
    expect(emailsOf(event, [row('OfferCountered')], new Map(), options)).toEqual([]);
  });

  it('mails what happened within the last day only (a rebuild does not mail the history)', () => {
    expect(emailsOf(event, [row('OfferExpired')], mailboxes(), { ...options, now: options.now + emailWindowMs })).toHaveLength(1);
    expect(emailsOf(event, [row('OfferExpired')], mailboxes(), { ...options, now: options.now + emailWindowMs + 1 })).toEqual([]);
  });

  it('gives the same id to the same event and recipient', () => {
    expect(emailsOf(event, [row('BoughtNow')], mailboxes(), options)[0]?.id).toBe(
      emailsOf(event, [row('BoughtNow')], mailboxes(), options)[0]?.id,
    );
  });
});
