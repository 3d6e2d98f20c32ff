import type { Browser } from 'playwright-core';
import type { Frame } from './screencast';
import { withDuration } from './webm-duration';

/**
 * Plays the frames on a canvas at their own pace and records it with MediaRecorder (VP9 when the
 * browser has it, else VP8) at a bit rate that keeps text crisp: a screen recording of ~30 s stays around 1 MB (most frames barely change).
 * Runs in real time; the Duration MediaRecorder leaves out is added after. The page code is a string: this workspace compiles without the DOM library.
 */
const player = `async ({ width, height, bitsPerSecond }) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.appendChild(canvas);
  const ctx = canvas.getContext('2d');
  const frames = window.__frames;
  const type = MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm;codecs=vp8';
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: type, videoBitsPerSecond: bitsPerSecond, videoKeyFrameIntervalDuration: 2000 });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const image = (data) => new Promise((resolve) => { const img = new Image(); img.onload = () => resolve(img); img.src = 'data:image/jpeg;base64,' + data; });
  const first = frames[0].timestamp;
  ctx.drawImage(await image(frames[0].data), 0, 0, width, height);
  recorder.start(1000);
  const started = performance.now();
  for (const frame of frames) {
    const img = await image(frame.data);
    const due = (frame.timestamp - first) * 1000 - (performance.now() - started);
    if (due > 0) await new Promise((resolve) => setTimeout(resolve, due));
    ctx.drawImage(img, 0, 0, width, height);
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const duration = performance.now() - started;
  recorder.stop();
  await stopped;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const reader = new FileReader();
  return new Promise((resolve) => { reader.onload = () => resolve({ data: String(reader.result).split(',')[1], duration }); reader.readAsDataURL(blob); });
}`;

export async function encodeWebm(
  browser: Browser,
  frames: Frame[],
  size: { width: number; height: number },
  bitsPerSecond = 1_200_000,
): Promise<Buffer> {
  if (frames.length === 0) throw new Error('No frames were captured');
  const page = await browser.newPage({ viewport: size });
  try {
    // Handed over in slices: one evaluate with every frame would be a very large message.
    await page.evaluate('window.__frames = []');
    for (let i = 0; i < frames.length; i += 20) {
      await page.evaluate((slice) => (globalThis as unknown as { __frames: Frame[] }).__frames.push(...slice), frames.slice(i, i + 20));
    }
    const recorded = await page.evaluate<{ data: string; duration: number }>(`(${player})(${JSON.stringify({ ...size, bitsPerSecond })})`);
    return withDuration(Buffer.from(recorded.data, 'base64'), Math.round(recorded.duration));
  } finally {
    await page.close();
  }
}
