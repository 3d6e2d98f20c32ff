import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestDatabase, type TestDatabase } from '@dtn/platform/db/test-database';
import { createSmtpMailSender } from '@dtn/platform/mail/smtp-mail-sender';
import { closedPort, startSmtpServer, type SmtpTestServer } from '@dtn/platform/mail/smtp-test-server';
import { migrateReadModels } from './migrations/migrate';
import { drainOutbox } from './outbox-drain';
import { insertOutboxEmail, sentAtOf } from './read-models/outbox/testing';

const from = 'Dealer Trade Network <no-reply@dealer-trade.network.example>';
const inviteLink = 'https://dtn.example/invite/accept?token=abc123def456';

describe('drainOutbox with the SMTP sender', () => {
  let db: TestDatabase;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.dispose();
  });

  it('leaves the row unsent while the server is unreachable, then sends it and marks it sent', async () => {
    const id = '0b9f6a52-3c1e-4d8a-9f1e-2a7c5d4e6f01';
    await insertOutboxEmail(db, {
      id,
      toAddress: 'new.member@dealer.example',
      subject: 'Your invitation',
      body: `Join here: ${inviteLink}`,
    });

    const down = createSmtpMailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from });
    await expect(drainOutbox(db, down)).rejects.toThrow();
    await down.close();
    expect(await sentAtOf(db, id)).toBeNull();

    const up = createSmtpMailSender({ url: `smtp://127.0.0.1:${smtp.port}`, from });
    try {
      expect(await drainOutbox(db, up)).toBe(1);
    } finally {
      await up.close();
    }
    expect(await sentAtOf(db, id)).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['new.member@dealer.example']);
    expect(smtp.received[0]?.data).toContain(inviteLink);
  });
});
