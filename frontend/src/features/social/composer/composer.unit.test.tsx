import { screen, waitFor } from '@testing-library/react';
import { moveClock } from '../../../testing/clock';
import { userEvent, type UserEvent } from '../../../testing/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { FakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderWithApp, testUser } from '../../../testing/render';
import type { Dealership } from '@dtn/contracts/entities/dealership';
import { initialSessionState } from '../../../shared/session/session-slice';
import { typingPauseMs } from '../../../shared/standing-order-reach/reach-saga';
import { paged } from '../common/test-fixtures';
import HomePage from '../timeline/home-page';

const newPostId = '00000000-0000-4000-9000-0000000000ee';
const image = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

function composerApi() {
  return new FakeApi()
    .on('timeline', paged([], 1, 10, 0))
    .on('createPost', { id: newPostId, position: '3' })
    .on('uploadPostMedia', { id: newPostId, position: '4', media: [], attached: [], skipped: [] })
    .on('listMakes', { passengerVehicles: ['Ford', 'Toyota'], otherMakes: ['1955 Custom Belair'] })
    .on('listModels', ({ query }: FakeRequest) => (query?.make === 'Toyota' ? ['Camry', 'RAV4'] : ['F-150']));
}

async function openComposer(api: FakeApi, user = testUser(), dealerships: Dealership[] = [], events: Pick<UserEvent, 'click'> = userEvent) {
  const session = { ...initialSessionState, token: 't', user, status: 'signedIn' as const, dealerships };
  const rendered = renderWithApp(<HomePage />, { api, user, preloadedState: { session } });
  await events.click(await screen.findByRole('button', { name: "What's new, Pat?" }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a post' });
  return { ...rendered, dialog };
}

const postButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Post' });

describe('the composer', () => {
  it('keeps Post disabled while there is no text and no attachment', async () => {
    await openComposer(composerApi());
    expect(postButton().disabled).toBe(true);
    await userEvent.type(screen.getByPlaceholderText(/Share news/), '   ');
    expect(postButton().disabled).toBe(true);
    await userEvent.upload(screen.getByLabelText('Add photos or videos'), image('lot.png'));
    expect(postButton().disabled).toBe(false);
  });

  it('posts, uploads the files with the new id, refreshes the timeline, then resets and closes', async () => {
    const api = composerApi();
    const { dialog } = await openComposer(api);
    await userEvent.type(screen.getByPlaceholderText(/Share news/), ' Three new arrivals ');
    await userEvent.upload(screen.getByLabelText('Add photos or videos'), [
      image('a.png'),
      image('b.jpg', 'image/jpeg'),
      image('c.webm', 'video/webm'),
    ]);
    expect(screen.getAllByTestId('attachment-preview')).toHaveLength(3);
    await userEvent.click(screen.getByRole('radio', { name: 'Dealer group' }));
    await userEvent.click(postButton());

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.callsOf('createPost')[0]?.body).toEqual({
      postType: 'GENERAL',
      postVisibility: 'DEALERGROUP',
      content: 'Three new arrivals',
      dealerGroupId: testUser().dealerGroupId,
      attachmentCount: 3,
    });
    const upload = api.callsOf('uploadPostMedia')[0]!;
    expect(upload.params).toEqual({ id: newPostId });
    expect(((upload.body as FormData).getAll('files') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.webm']);
    await waitFor(() => expect(api.callsOf('timeline')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: "What's new, Pat?" }));
    expect((await screen.findByPlaceholderText<HTMLTextAreaElement>(/Share news/)).value).toBe('');
    expect(screen.queryAllByTestId('attachment-preview')).toHaveLength(0);
  });

  it("alerts 'Unsupported format' and 'The maximum number of attachments is 5', and skips duplicate names", async () => {
    const user = userEvent.setup({ applyAccept: false });
    await openComposer(composerApi());
    const input = screen.getByLabelText('Add photos or videos');
    await user.upload(input, [image('notes.pdf', 'application/pdf'), image('1.png')]);
    expect(screen.getByText('Unsupported format')).toBeTruthy();
    await user.upload(input, [image('1.png'), image('2.png'), image('3.png'), image('4.png'), image('5.png'), image('6.png')]);
    expect(screen.getByText('The maximum number of attachments is 5')).toBeTruthy();
    expect(screen.getAllByTestId('attachment-preview').map((li) => li.querySelector('img')?.getAttribute('alt'))).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
      '5.png',
    ]);
  });

  it('shows the error text when posting fails, and keeps the form', async () => {
    const api = composerApi().failOn('createPost', 400, { detail: 'body.content: too long' });
    await openComposer(api);
    await userEvent.type(screen.getByPlaceholderText(/Share news/), 'Hello');
    await userEvent.click(postButton());
    expect((await screen.findByTestId('composer-error')).textContent).toBe('Your post could not be saved: body.content: too long');
    expect(screen.getByPlaceholderText<HTMLTextAreaElement>(/Share news/).value).toBe('Hello');
  });

  it('shows the upload error, and posting again retries the upload without a second post', async () => {
    let uploads = 0;
    const api = composerApi().on('uploadPostMedia', () => {
      uploads += 1;
      if (uploads === 1) throw Object.assign(new Error('x'), {});
      return { id: newPostId, position: '5', media: [], attached: [], skipped: [] };
    });
    const { dialog } = await openComposer(api);
    await userEvent.upload(screen.getByLabelText('Add photos or videos'), image('a.png'));
    await userEvent.click(postButton());
    expect((await screen.findByTestId('composer-error')).textContent).toMatch(/^Your post could not be saved/);
    await userEvent.click(postButton());
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.callsOf('createPost')).toHaveLength(1);
    expect(api.callsOf('uploadPostMedia').map((call) => call.params)).toEqual([{ id: newPostId }, { id: newPostId }]);
  });

  it('offers the trade-in toggle only with sellAuthority', async () => {
    await openComposer(composerApi(), testUser({ sellAuthority: false }));
    expect(screen.queryByRole('checkbox', { name: 'Trade-in listing' })).toBeNull();
  });

  it('makes a listing: checks VIN and year, then sends the vehicle with the only dealership', async () => {
    const api = composerApi();
    const dealership = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Lone Star Toyota' } as Dealership;
    const { dialog } = await openComposer(api, testUser(), [dealership]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trade-in listing' }));
    expect(postButton().disabled).toBe(false);
    await userEvent.type(screen.getByLabelText('VIN'), '4t1c31ak0pu12345');
    await userEvent.type(screen.getByLabelText('Year'), '2031');
    await userEvent.click(postButton());
    expect(screen.getByText('A VIN has exactly 17 characters.')).toBeTruthy();
    expect(screen.getByText(/^Enter a year from 1900 to \d{4}\.$/)).toBeTruthy();
    expect(api.callsOf('createPost')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('VIN'), '6');
    await userEvent.clear(screen.getByLabelText('Year'));
    await userEvent.type(screen.getByLabelText('Year'), '2023');
    await userEvent.selectOptions(await screen.findByLabelText('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Camry' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'Camry');
    await userEvent.type(screen.getByLabelText('Mileage'), '45,120');
    await userEvent.click(postButton());
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(api.callsOf('createPost')[0]?.body).toMatchObject({
      postType: 'LISTING',
      vin: '4T1C31AK0PU123456',
      year: 2023,
      make: 'Toyota',
      model: 'Camry',
      mileage: 45120,
      attachmentCount: 0,
      dealershipId: dealership.id,
    });
  });

  it('issue 35: once the vehicle is known, says how many standing orders would bid on it and at which prices', async () => {
    jest.useFakeTimers();
    try {
      const events = userEvent.setup();
      const api = composerApi().on('standingOrderReach', { count: 2, prices: [21_000, 19_500] });
      const dealership = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Lone Star Toyota' } as Dealership;
      await openComposer(api, testUser(), [dealership], events);
      await events.click(screen.getByRole('checkbox', { name: 'Trade-in listing' }));
      await events.type(screen.getByLabelText('Year'), '2023');
      await events.selectOptions(await screen.findByLabelText('Make'), 'Toyota');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Camry' })).toBeTruthy());
      expect(screen.queryByTestId('standing-order-reach')).toBeNull();
      await events.selectOptions(screen.getByLabelText('Model'), 'Camry');
      await events.type(screen.getByLabelText('Mileage'), '45,120');
      // The reach is asked once typing has paused for the saga's pause: move the clock by it.
      await moveClock(typingPauseMs);
      expect(screen.getByTestId('standing-order-reach').textContent).toBe(
        '2 standing orders would make an instant offer: $21,000, $19,500',
      );
      expect(api.callsOf('standingOrderReach').at(-1)?.query).toEqual({
        dealershipId: dealership.id,
        make: 'Toyota',
        model: 'Camry',
        year: 2023,
        listingType: 'USED',
        mileage: 45_120,
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('finding 3: the trade-in make list keeps every decoded make, passenger-vehicle makes first', async () => {
    await openComposer(composerApi(), testUser(), []);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trade-in listing' }));
    const make = await screen.findByLabelText<HTMLSelectElement>('Make');
    await waitFor(() => expect(make.querySelectorAll('optgroup')).toHaveLength(2));
    const groups = [...make.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.value),
    ]);
    expect(groups).toEqual([
      ['Passenger vehicles', ['Ford', 'Toyota']],
      ['Other makes', ['1955 Custom Belair']],
    ]);
  });

  it('asks for the dealership when the user has several', async () => {
    const several = ['d1', 'd2'].map((n) => ({ id: `00000000-0000-4000-8000-0000000000${n}`, name: `Store ${n}` }) as Dealership);
    await openComposer(composerApi(), testUser(), several);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trade-in listing' }));
    await userEvent.click(postButton());
    expect(screen.getByText('Choose the dealership that has the vehicle.')).toBeTruthy();
    expect(screen.getAllByRole('option', { name: /^Store d/ })).toHaveLength(2);
  });

  it('finding 2: shows the server’s reason for a VIN with a wrong check digit on the VIN field', async () => {
    const reason = 'The VIN does not decode: Invalid check digit.';
    const api = composerApi().failOn('createPost', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The post is invalid.',
      errors: [{ field: 'body.vin', message: reason }],
    });
    const dealership = { id: '00000000-0000-4000-8000-0000000000d1', name: 'Lone Star Toyota' } as Dealership;
    await openComposer(api, testUser(), [dealership]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trade-in listing' }));
    await userEvent.type(screen.getByLabelText('VIN'), '4T1C31AK1PU123456');
    await userEvent.type(screen.getByLabelText('Year'), '2023');
    await userEvent.selectOptions(await screen.findByLabelText('Make'), 'Toyota');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Camry' })).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'Camry');
    await userEvent.type(screen.getByLabelText('Mileage'), '45120');
    await userEvent.click(postButton());

    const vin = screen.getByLabelText('VIN');
    await waitFor(() => expect(vin.classList.contains('is-invalid')).toBe(true));
    expect(vin.parentElement?.textContent).toMatch(reason);
    expect(screen.queryByTestId('composer-error')).toBeNull();
    expect(screen.queryByText(/The post is invalid/)).toBeNull();
    expect(screen.getByLabelText('Year').classList.contains('is-invalid')).toBe(false);

    await userEvent.type(screen.getByLabelText('VIN'), '{backspace}7');
    expect(vin.classList.contains('is-invalid')).toBe(false);
  });

  it('finding 2: names a reason for a field the form does not show above the form', async () => {
    const api = composerApi().failOn('createPost', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The post is invalid.',
      errors: [{ field: 'body.dealerGroupId', message: 'You may post only as your own dealer group.' }],
    });
    await openComposer(api);
    await userEvent.type(screen.getByPlaceholderText(/Share news/), 'Hello');
    await userEvent.click(postButton());
    expect((await screen.findByTestId('composer-error')).textContent).toBe(
      'Your post could not be saved: You may post only as your own dealer group.',
    );
  });
});
