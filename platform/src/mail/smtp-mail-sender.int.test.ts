import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { migrateReadModels } from '@dtn/projections';
import { drainOutbox } from '@dtn/projections/outbox-drain';
import { createTestDatabase, type TestDatabase } from '../db/test-database';
import { createSmtpMailSender, type SmtpMailSender } from './smtp-mail-sender';

interface Received {
  from: string | undefined;
  to: string[];
  user: unknown;
  data: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No certificate here: plain SMTP, as behind a local relay.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user,
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nobody listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const from = 'Dealer Trade Network <no-reply@dealer-trade.network.example>';
const inviteLink = 'https://dtn.example/invite/accept?token=abc123def456';

describe('createSmtpMailSender', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let sender: SmtpMailSender;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    sender = createSmtpMailSender({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from });
  });
  afterAll(async () => {
    await sender.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it('hands the message to the SMTP server with the envelope, subject and body', async () => {
    await sender.send({
      to: 'jane.buyer@dealer.example',
      subject: 'You are invited to the Dealer Trade Network',
      text: `Accept the invitation: ${inviteLink}`,
    });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@dealer-trade.network.example');
    expect(mail?.to).toEqual(['jane.buyer@dealer.example']);
    // The credentials from the URL were used.
    expect(mail?.user).toBe('mailer');
    expect(mail?.data).toMatch(/^Subject: You are invited to the Dealer Trade Network\r?$/m);
    expect(mail?.data).toMatch(/^From: Dealer Trade Network <no-reply@dealer-trade\.network\.example>\r?$/m);
    expect(mail?.data).toMatch(/^To: jane\.buyer@dealer\.example\r?$/m);
    expect(mail?.data).toContain(inviteLink);
  });

  it('rejects when the server is unreachable, so the drain retries the row', async () => {
    const unreachable = createSmtpMailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from });
    try {
      await expect(unreachable.send({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });

  it('rejects wrong credentials', async () => {
    const wrong = createSmtpMailSender({ url: `smtp://mailer:nope@127.0.0.1:${smtp.port}`, from });
    try {
      await expect(wrong.send({ to: 'a@b.example', subject: 's', text: 't' })).rejects.toThrow(/Invalid username or password/);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await wrong.close();
    }
  });

  it('refuses a URL that is not smtp:// or smtps://', () => {
    expect(() => createSmtpMailSender({ url: 'http://127.0.0.1:25', from })).toThrow(/smtp:\/\//);
  });
});

describe('drainOutbox with the SMTP sender', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await migrateReadModels(db);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.dispose();
  });

  const insertRow = (id: string, to: string) =>
    db.query(`INSERT INTO rm_outbox (id, to_address, subject, body, created_at) VALUES ($1, $2, $3, $4, now())`, [
      id,
      to,
      'Your invitation',
      `Join here: ${inviteLink}`,
    ]);
  const sentAt = async (id: string) =>
    (await db.query<{ sent_at: Date | null }>('SELECT sent_at FROM rm_outbox WHERE id = $1', [id])).rows[0]?.sent_at;

  it('leaves the row unsent while the server is unreachable, then sends it and marks it sent', async () => {
    const id = '0b9f6a52-3c1e-4d8a-9f1e-2a7c5d4e6f01';
    await insertRow(id, 'new.member@dealer.example');

    const down = createSmtpMailSender({ url: `smtp://127.0.0.1:${await closedPort()}`, from });
    await expect(drainOutbox(db, down)).rejects.toThrow();
    await down.close();
    expect(await sentAt(id)).toBeNull();

    const up = createSmtpMailSender({ url: `smtp://127.0.0.1:${smtp.port}`, from });
    try {
      expect(await drainOutbox(db, up)).toBe(1);
    } finally {
      await up.close();
    }
    expect(await sentAt(id)).toBeInstanceOf(Date);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['new.member@dealer.example']);
    expect(smtp.received[0]?.data).toContain(inviteLink);
  });
});
