import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { NotificationType } from '@dtn/contracts/enums';
import { renderAppAt, testUser } from '../../testing/render';
import { FakeApi } from '../../testing/fake-api';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const emailsSection = async () => screen.findByRole('form', { name: 'Emails' });

describe('notification drawer: negotiation', () => {
  it('shows a counter-offer card with its text and the link to the offer', async () => {
    const counter = {
      id: '00000000-0000-4000-8000-000000000021',
      title: 'Counter-offer on the 2021 Toyota Camry',
      imageUrl: '',
      longBody: 'The seller countered your offer on the 2021 Toyota Camry with $22,000.00. Answer by Mar 2, 2025, 12:00 PM UTC.',
      link: '/myofferdetails/00000000-0000-4000-8000-000000000031',
      inventoryId: '00000000-0000-4000-8000-000000000031',
      isRead: false,
      notificationType: 'OfferCountered',
    };
    const api = new FakeApi()
      .on('GET /api/notification/count', { count: 1 })
      .on('GET /api/notification/list', { page: 1, pageCount: 1, totalCount: 1, results: [counter] });
    renderAppAt('/home', { user: testUser({ buyAuthority: true, sellAuthority: false }), api });
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));

    const [card] = await screen.findAllByTestId('notification-card');
    expect(within(card!).getByText('Counter-offer on the 2021 Toyota Camry')).toBeTruthy();
    expect(within(card!).getByText(/with \$22,000\.00\. Answer by Mar 2, 2025, 12:00 PM UTC/)).toBeTruthy();
    expect(within(card!).getByRole('link', { name: 'View Item' }).getAttribute('href')).toBe(counter.link);
  });
});

describe('preferences: emails', () => {
  it('shows one switch per notification type: negotiation’s on unless switched off, the others drawer-only', async () => {
    renderAppAt('/preferences', { user: testUser({ notificationEmailsOff: ['OfferReminder'] }) });
    const section = await emailsSection();
    expect(within(section).getAllByRole('checkbox')).toHaveLength(NotificationType.options.length);
    const counters = within(section).getByRole<HTMLInputElement>('checkbox', { name: 'Counter-offers' });
    expect(counters.checked).toBe(true);
    expect(counters.disabled).toBe(false);
    expect(within(section).getByRole<HTMLInputElement>('checkbox', { name: 'One hour left to answer' }).checked).toBe(false);
    const newOffers = within(section).getByRole<HTMLInputElement>('checkbox', { name: 'New offers (in the drawer only)' });
    expect(newOffers.disabled).toBe(true);
    expect(newOffers.checked).toBe(false);
  });

  it('saves the full set switched off, refreshes the user and says so', async () => {
    const user = testUser({ notificationEmailsOff: ['OfferReminder'] });
    const api = new FakeApi()
      .on('PUT /api/user/notification-emails', { id: user.id, position: '1/1' })
      .on('GET /api/user/getuser', { ...user, notificationEmailsOff: ['OfferCountered'] });
    renderAppAt('/preferences', { user, api });
    const section = await emailsSection();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Counter-offers' }));
    await userEvent.click(within(section).getByRole('checkbox', { name: 'One hour left to answer' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save emails' }));

    expect(await within(section).findByText('Your email choices are saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/user/notification-emails')[0]?.body).toEqual({ off: ['OfferCountered'] });
    await waitFor(() => expect(api.callsTo('GET', '/api/user/getuser')).toHaveLength(1));
    expect(within(section).getByRole<HTMLInputElement>('checkbox', { name: 'Counter-offers' }).checked).toBe(false);
  });

  it('tells when the choice could not be saved', async () => {
    const api = new FakeApi().failOn('setNotificationEmails', 500);
    renderAppAt('/preferences', { user: testUser(), api });
    const section = await emailsSection();
    await userEvent.click(within(section).getByRole('checkbox', { name: 'Offers expired' }));
    await userEvent.click(within(section).getByRole('button', { name: 'Save emails' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Your email choices could not be saved. Request failed with status 500',
    );
  });
});
