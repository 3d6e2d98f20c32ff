/**
 * Uploads and the server's memory: `npm start`'s server (embedded-app.ts), one demo user's
 * BENCH_UPLOADS posts (default 3), then that many uploads at once (POST /api/post/image/{id},
 * multipart), each of 5 files of BENCH_UPLOAD_MB (default 24) sent from files on disk, so the
 * client holds none of it. Reports the server's resident memory (VmRSS of its Node process)
 * before, its peak during the uploads (VmHWM, reset just before them through clear_refs), right
 * after, and after 10 s more (a buffered upload stays resident).
 */
import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomFillSync } from 'node:crypto';
import { startEmbeddedApp } from './embedded-app';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 3);
const FILE_MB = Number(process.env.BENCH_UPLOAD_MB ?? 24);
const FILES_PER_UPLOAD = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const memoryOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
};

/** A JPEG header, then random bytes: each file different content, recognised as a picture. */
async function writeSamples(dir: string, count: number): Promise<string[]> {
  const files: string[] = [];
  const bytes = Buffer.alloc(FILE_MB * 1024 * 1024);
  for (let i = 0; i < count; i++) {
    randomFillSync(bytes);
    bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
    const file = path.join(dir, `photo-${i}.jpg`);
    await writeFile(file, bytes);
    files.push(file);
  }
  return files;
}

export async function uploadsBenchmark() {
  const dir = await mkdtemp(path.join(tmpdir(), 'dtn-bench-uploads-'));
  const app = await startEmbeddedApp({ LOG_LEVEL: 'warn' });
  try {
    const samples = await writeSamples(dir, UPLOADS * FILES_PER_UPLOAD);
    const token = await app.token('principal@lonestar.example');
    const headers = { authorization: `Bearer ${token}` };
    const posts: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const res = await fetch(`${app.url}/api/post`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Upload bench ${i}`, attachmentCount: FILES_PER_UPLOAD }),
      });
      posts.push(((await res.json()) as { id: string }).id);
    }
    const { node } = await app.pids();
    await sleep(5_000);
    const before = await memoryOf(node);
    await writeFile(`/proc/${node}/clear_refs`, '5');
    const started = performance.now();
    const statuses = await Promise.all(
      posts.map(async (id, i) => {
        const form = new FormData();
        for (const file of samples.slice(i * FILES_PER_UPLOAD, (i + 1) * FILES_PER_UPLOAD))
          form.append('files', await openAsBlob(file), path.basename(file));
        const res = await fetch(`${app.url}/api/post/image/${id}`, { method: 'POST', headers, body: form });
        await res.text();
        return res.status;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const after = await memoryOf(node);
    await sleep(10_000);
    const settled = await memoryOf(node);
    return {
      uploads: UPLOADS,
      filesPerUpload: FILES_PER_UPLOAD,
      fileMb: FILE_MB,
      statuses,
      seconds: Math.round(seconds * 10) / 10,
      rssMb: { before: before.rssMb, peak: after.peakMb, after: after.rssMb, tenSecondsLater: settled.rssMb },
    };
  } finally {
    await app.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
