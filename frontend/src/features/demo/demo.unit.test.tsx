import { screen } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { FakeApi } from '../../testing/fake-api';
import { renderAppAt, renderWithApp, testUser } from '../../testing/render';
import DemoPage from './demo-page';

const didReset = { updated: 60, relisted: 4, spotlighted: 3, unspotlighted: 2, offersClosed: 1 };

describe('demo reset', () => {
  it("says 'Demo reset successfully!' and what the reset did", async () => {
    const user = userEvent.setup();
    const api = new FakeApi().on('resetDemo', didReset);
    renderWithApp(<DemoPage />, { api, user: testUser() });
    expect(screen.getByText('You reset the demo data of Lone Star Auto Group.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset Demo' }));
    expect(await screen.findByText('Demo reset successfully!')).toBeTruthy();
    expect(screen.getByTestId('demo-summary').textContent).toBe(
      '60 vehicles restored, 4 relisted, 3 spotlighted, 2 unspotlighted, 1 offers closed.',
    );
    expect(api.callsOf('resetDemo')).toHaveLength(1);
  });

  it("says 'Demo reset failed!' when the reset fails", async () => {
    const user = userEvent.setup();
    renderWithApp(<DemoPage />, { api: new FakeApi().failOn('resetDemo', 404), user: testUser() });
    await user.click(screen.getByRole('button', { name: 'Reset Demo' }));
    expect(await screen.findByText('Demo reset failed!')).toBeTruthy();
    expect(screen.queryByText('Demo reset successfully!')).toBeNull();
  });

  it('is for holders of InviteUser', async () => {
    const api = new FakeApi();
    renderAppAt('/demo', { api, user: testUser({ role: 'SalesAssociate' }) });
    expect(await screen.findByText('unauthorized')).toBeTruthy();
  });
});
