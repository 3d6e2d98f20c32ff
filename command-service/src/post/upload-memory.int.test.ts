import { spawn, type ChildProcess } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';

/**
 * Uploads are not held in memory: the command service in a process of its own
 * (upload-memory-server.ts) takes three uploads of five 8 MB files at once, and its resident
 * memory at the peak (VmHWM, reset just before) grows by far less than the 120 MB they carry.
 * Held whole, the same uploads grew it by more than they carry (the parts, then each file
 * joined into one buffer). A peak, not a sample: garbage collection's timing cannot hide it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const uploads = 3;
const filesPerUpload = 5;
const fileBytes = 8 * 1024 * 1024;
const carried = uploads * filesPerUpload * fileBytes;

let server: ChildProcess;
let url: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dtn-upload-memory-test-'));
  server = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'upload-memory-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout! }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`the upload server exited (${code})`)));
  });
  url = (JSON.parse(firstLine) as { url: string }).url;
}, 120_000);

afterAll(async () => {
  if (server?.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
});

const residentKb = async (field: 'VmRSS' | 'VmHWM') => {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]);
};

const call = async (pathname: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${url}${pathname}`, { ...init, headers });
};

/** Sent from files on disk: the test process holds none of the bytes either. */
const upload = async (token: string, postId: string, files: string[]) => {
  const form = new FormData();
  for (const file of files) form.append('files', await openAsBlob(file), path.basename(file));
  const res = await call(`/api/post/image/${postId}`, { method: 'POST', body: form, token });
  await res.text();
  return res.status;
};

it('grows the server by far less than the uploads carry', async () => {
  const tokenRes = await call('/auth/dev/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'seller@sunrise.example' }),
  });
  const token = ((await tokenRes.json()) as { access_token: string }).access_token;
  const posts = await Promise.all(
    Array.from({ length: uploads + 1 }, async () => {
      const res = await call('/api/post', {
        method: 'POST',
        token,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Walkaround photos', attachmentCount: filesPerUpload }),
      });
      return ((await res.json()) as { id: string }).id;
    }),
  );
  const bytes = Buffer.alloc(fileBytes);
  const files: string[] = [];
  for (let i = 0; i <= uploads * filesPerUpload; i++) {
    randomFillSync(bytes);
    bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    files.push(path.join(dir, `photo-${i}.jpg`));
    await writeFile(files[i]!, bytes);
  }
  // One upload first, so that what any upload loads once (modules, pools) is in the baseline.
  expect(await upload(token, posts[uploads]!, [files[uploads * filesPerUpload]!])).toBe(200);

  const before = await residentKb('VmRSS');
  await writeFile(`/proc/${server.pid}/clear_refs`, '5');
  const statuses = await Promise.all(
    posts.slice(0, uploads).map((id, i) => upload(token, id, files.slice(i * filesPerUpload, (i + 1) * filesPerUpload))),
  );
  const peak = await residentKb('VmHWM');

  expect(statuses).toEqual([200, 200, 200]);
  const growthMb = Math.round((peak - before) / 1024);
  // Measured: 7 MB streamed, 219 MB held whole (the server's resident set before: about 250 MB).
  expect(growthMb).toBeLessThan(carried / 1024 / 1024 / 3);
}, 120_000);
