import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '../../testing/user-event';
import { renderWithApp } from '../../testing/render';
import { FakeApi } from '../../testing/fake-api';
import LandingPage from './landing-page';

describe('landing page', () => {
  it('has a sign-in button, the demo video with a caption, the prompt and a footer', () => {
    const { container } = renderWithApp(<LandingPage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/video/dtn-demo.webm');
    expect(container.querySelector('figcaption')?.textContent).toMatch(/Demo/);
    expect(screen.getByText('Press start to take a test drive')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toMatch(/©/);
  });

  it('requires the four fields with the spec messages, then posts, resets and closes', async () => {
    const api = new FakeApi().on('POST /api/testdrive', { id: 1 });
    renderWithApp(<LandingPage />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' }).value).toBe('US');

    await userEvent.click(screen.getByRole('button', { name: 'Request a test drive' }));
    for (const message of [
      'Name must be specified',
      'Email must be specified',
      'Phone number must be specified',
      'Dealership must be specified',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(api.callsTo('POST', '/api/testdrive')).toHaveLength(0);
    expect(screen.queryByTestId('test-drive-sent')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana Dealer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '555 123 4567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Dealership' }), 'Dana Motors');
    await userEvent.click(screen.getByRole('button', { name: 'Request a test drive' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByTestId('test-drive-sent').textContent).toMatch(/Your test-drive request is on its way/);
    expect(api.callsTo('POST', '/api/testdrive')[0]?.body).toEqual({
      name: 'Dana Dealer',
      email: 'dana@example.com',
      phone: '+1 555 123 4567',
      dealership: 'Dana Motors',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' })).value).toBe('');
  });

  it('finding 2: shows the server’s reason for a bad email on the email field, not only that the request is invalid', async () => {
    const api = new FakeApi().failOn('POST /api/testdrive', 400, {
      type: 'urn:dtn:problem:validation',
      detail: 'The test-drive request is invalid.',
      errors: [{ field: 'body.email', message: 'Email must be a valid email address' }],
    });
    renderWithApp(<LandingPage />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('dialog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dana Dealer');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '555 123 4567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Dealership' }), 'Dana Motors');
    await userEvent.click(screen.getByRole('button', { name: 'Request a test drive' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.classList.contains('is-invalid')).toBe(true));
    expect(email.closest('.mb-3')?.textContent).toMatch('Email must be a valid email address');
    expect(screen.queryByText(/The test-drive request is invalid/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Name' }).classList.contains('is-invalid')).toBe(false);

    // Corrected, the field no longer looks wrong.
    await userEvent.type(email, '.com');
    expect(email.classList.contains('is-invalid')).toBe(false);
  });

  it('finding 2: shows the problem’s detail above the form when no field is named', async () => {
    const api = new FakeApi().failOn('POST /api/testdrive', 429, {
      type: 'urn:dtn:problem:too-many-requests',
      detail: 'Too many requests; try again in a minute.',
    });
    renderWithApp(<LandingPage />, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('dialog');
    for (const [name, value] of [
      ['Name', 'Dana'],
      ['Email', 'dana@example.com'],
      ['Phone', '555 123 4567'],
      ['Dealership', 'Dana Motors'],
    ]) {
      await userEvent.type(screen.getByRole('textbox', { name }), value!);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Request a test drive' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your request could not be sent: Too many requests; try again in a minute.',
    );
  });
});
