import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config';
import { mailSenderFromConfig } from './mail-sender-from-config';

describe('mailSenderFromConfig', () => {
  it('logs the emails when SMTP_URL is unset, without the body', async () => {
    const lines: string[] = [];
    const sender = mailSenderFromConfig(loadConfig({ SMTP_URL: '' }), (line) => lines.push(line));
    await sender.send({ to: 'a@b.example', subject: 'Invitation', text: 'secret link' });
    expect(lines).toEqual(['mail to a@b.example: Invitation']);
    expect(sender.description).toMatch(/SMTP_URL unset/);
    await sender.close();
  });

  it('uses SMTP when SMTP_URL is set, and never shows its credentials', async () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example:587' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example:587',
      from: 'Dealer Trade Network <no-reply@dealer-trade.network.example>',
    });
    const sender = mailSenderFromConfig(config);
    expect(sender.description).toBe('SMTP via smtp://mail.example:587');
    await sender.close();
  });

  it('takes MAIL_FROM and names a bad SMTP_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example', MAIL_FROM: 'DTN <dtn@example.com>' }).mail?.from).toBe('DTN <dtn@example.com>');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
