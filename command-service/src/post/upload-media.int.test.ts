import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { streamIds } from '@dtn/contracts';
import { localMediaStorage } from '@dtn/platform/media/local-media-storage';
import { sampleMedia } from '@dtn/platform/media/sample-media';
import { buildCommandService } from '../app';
import { createWorld, type Person, type World } from '../testing/test-world';

/** Uploads over real HTTP into a real folder: the limits hold while the files stream, each
 * user's quota holds under concurrent uploads, and a refused upload leaves nothing behind. */
const maxFileBytes = 1024 * 1024;
/** Two uploads of five 600 KB files fit (each about 3.0 MB with its multipart framing); three do
 * not. Above what one request may carry (6 x 1 MiB), so the limit a file meets is MEDIA_MAX_BYTES. */
const quotaBytes = 7_000_000;

let world: World;
let base: string;
let close: () => Promise<void>;
let mediaDir: string;
/** The OS temporary folder while the tests run, where the route receives files. */
let spoolDir: string;
const savedTmpdir = process.env.TMPDIR;
const tokens = new Map<string, string>();

interface Answer {
  status: number;
  headers: Headers;
  body: { status?: number; detail?: string; errors?: { field: string; message: string }[]; attached?: string[] };
}

const tokenOf = async (who: Person) => {
  if (!tokens.has(who.email)) {
    const res = await fetch(`${base}/auth/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: who.email }),
    });
    tokens.set(who.email, ((await res.json()) as { access_token: string }).access_token);
  }
  return tokens.get(who.email)!;
};

const newPost = async (who: Person) => {
  const res = await fetch(`${base}/api/post`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenOf(who)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ content: 'Fresh trade-ins', attachmentCount: 5 }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
};

const upload = async (who: Person, postId: string, files: { name: string; bytes: Uint8Array }[]): Promise<Answer> => {
  const form = new FormData();
  for (const file of files) form.append('files', new Blob([file.bytes]), file.name);
  const res = await fetch(`${base}/api/post/image/${postId}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${await tokenOf(who)}` },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
};

/** A real jpeg's start, then `size` bytes in all, different for each seed. */
const picture = (size: number, seed: number) => {
  const bytes = new Uint8Array(size).map((_, i) => (i * 7 + seed * 13) & 255);
  bytes.set(sampleMedia.jpg!(seed));
  return bytes;
};

const filesIn = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
const reservedBytes = async (who: Person) =>
  (
    await world.db.query<{ n: number }>('SELECT coalesce(sum(bytes), 0)::int AS n FROM media_upload_reservations WHERE user_id = $1', [
      who.id,
    ])
  ).rows[0]!.n;
const eventsOf = async (postId: string) => (await world.store.readStream(streamIds.post(postId))).events.map((e) => e.type);

beforeAll(async () => {
  world = await createWorld();
  mediaDir = await mkdtemp(join(tmpdir(), 'dtn-upload-media-'));
  spoolDir = await mkdtemp(join(tmpdir(), 'dtn-upload-spool-'));
  process.env.TMPDIR = spoolDir;
  process.env.MEDIA_MAX_BYTES = String(maxFileBytes);
  process.env.MEDIA_QUOTA_BYTES_PER_DAY = String(quotaBytes);
  const app = await buildCommandService({ store: world.store, db: world.db, auth: { mode: 'dev' }, media: localMediaStorage(mediaDir) });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  close = () => app.close();
}, 60_000);

afterAll(async () => {
  await close?.();
  await world?.dispose();
  process.env.TMPDIR = savedTmpdir;
  delete process.env.MEDIA_MAX_BYTES;
  delete process.env.MEDIA_QUOTA_BYTES_PER_DAY;
  await rm(mediaDir, { recursive: true, force: true });
  await rm(spoolDir, { recursive: true, force: true });
});

const person = async (email: string) => {
  const who = await world.addPerson({ email, group: 'seller' });
  await world.caughtUp();
  return who;
};

describe('POST /api/post/image/:id limits', () => {
  it('stops a file past MEDIA_MAX_BYTES with 413 naming it, and keeps nothing of the upload', async () => {
    const who = await person('big-files@sunrise.example');
    const id = await newPost(who);
    const before = await filesIn(mediaDir);
    // The answer comes while the client is still sending the files after the one too large:
    // more than the sockets' buffers hold, so the server must read them on to be heard.
    const answer = await upload(who, id, [
      { name: 'fine.jpg', bytes: picture(1_000, 1) },
      { name: 'huge.jpg', bytes: picture(2 * maxFileBytes, 2) },
      ...[3, 4, 5, 6].map((seed) => ({ name: `after-${seed}.jpg`, bytes: picture(maxFileBytes, seed) })),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(answer.body.errors).toEqual([
      { field: 'body.files[1]', message: expect.stringContaining(`${maxFileBytes} bytes (MEDIA_MAX_BYTES)`) },
    ]);
    expect(await filesIn(mediaDir)).toEqual(before);
    expect(await filesIn(spoolDir)).toEqual([]);
    expect(await eventsOf(id)).toEqual(['PostCreated']);
    expect(await reservedBytes(who)).toBe(0);
    // The same user uploads again at once: the connection and the quota are whole.
    const retry = await upload(who, id, [{ name: 'fine.jpg', bytes: picture(maxFileBytes, 1) }]);
    expect(retry.status).toBe(200);
    expect(await reservedBytes(who)).toBe(maxFileBytes);
  });

  it('takes a file of exactly MEDIA_MAX_BYTES', async () => {
    const who = await person('exact@sunrise.example');
    const answer = await upload(who, await newPost(who), [{ name: 'exact.jpg', bytes: picture(maxFileBytes, 4) }]);
    expect(answer.status).toBe(200);
    expect(answer.body.attached).toHaveLength(1);
  });

  it('refuses more files than a post holds in one request with 400, keeping nothing', async () => {
    const who = await person('many@sunrise.example');
    const id = await newPost(who);
    const answer = await upload(
      who,
      id,
      Array.from({ length: 7 }, (_, i) => ({ name: `p${i}.jpg`, bytes: picture(500, 10 + i) })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.map((e) => e.field)).toEqual(['body.files']);
    expect(await eventsOf(id)).toEqual(['PostCreated']);
    expect(await reservedBytes(who)).toBe(0);
    expect(await filesIn(spoolDir)).toEqual([]);
  });
});

describe('POST /api/post/image/:id quota', () => {
  it('lets concurrent uploads of one user take no more than MEDIA_QUOTA_BYTES_PER_DAY; the rest are 429 naming it', async () => {
    const who = await person('busy@sunrise.example');
    const posts = await Promise.all([1, 2, 3, 4].map(() => newPost(who)));
    const before = (await filesIn(mediaDir)).length;
    const answers = await Promise.all(
      posts.map((id, i) =>
        upload(
          who,
          id,
          ['front', 'back', 'left', 'right', 'inside'].map((side, j) => ({
            name: `${side}.jpg`,
            bytes: picture(600_000, 100 + 5 * i + j),
          })),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.headers.get('content-type')).toContain('application/problem+json');
      expect(refused.body.detail).toContain(`${quotaBytes} bytes`);
      expect(refused.body.detail).toContain('MEDIA_QUOTA_BYTES_PER_DAY');
      expect(refused.body.errors?.map((e) => e.field)).toEqual(['body.files']);
      // The day's first upload ages out in 24 hours.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    }
    expect(await reservedBytes(who)).toBe(6_000_000);
    expect((await filesIn(mediaDir)).length - before).toBe(10);
    const attached = await Promise.all(posts.map(async (id) => (await eventsOf(id)).filter((t) => t === 'PostMediaAttached').length));
    expect(attached.sort()).toEqual([0, 0, 1, 1]);
    expect(await filesIn(spoolDir)).toEqual([]);
  });

  it('is each user’s own', async () => {
    const who = await person('fresh@sunrise.example');
    const answer = await upload(who, await newPost(who), [{ name: 'one.jpg', bytes: picture(50_000, 200) }]);
    expect(answer.status).toBe(200);
  });
});
