/**
 * Real media files made in the browser, for tests that upload pictures and videos: PNG and JPEG
 * from a canvas, and a short WebM recorded from it with MediaRecorder (VP8), so the server's
 * content sniffing sees the genuine formats. Evaluated in a blank page (a string: this workspace
 * compiles without the DOM library).
 */
import type { Browser } from 'playwright-core';

export interface MediaFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const makeMedia = `(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 320;
  const ctx = canvas.getContext('2d');
  const draw = (text, hue) => {
    ctx.fillStyle = 'hsl(' + hue + ', 55%, 45%)';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 40px sans-serif';
    ctx.fillText(text, 30, 170);
  };
  const base64 = (blob) => new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1]);
    reader.readAsDataURL(blob);
  });
  const still = async (text, hue, type) => {
    draw(text, hue);
    return base64(await new Promise((resolve) => canvas.toBlob(resolve, type, 0.9)));
  };
  const front = await still('Front', 10, 'image/png');
  const side = await still('Driver side', 210, 'image/jpeg');
  const interior = await still('Interior', 130, 'image/png');
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
  const chunks = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  for (let i = 0; i < 15; i++) {
    draw('Walkaround ' + (i + 1), i * 24);
    await new Promise((resolve) => setTimeout(resolve, 70));
  }
  recorder.stop();
  await stopped;
  const video = await base64(new Blob(chunks, { type: 'video/webm' }));
  return { front, side, interior, video };
})()`;

/** Three pictures (PNG, JPEG, PNG) and a WebM walkaround, named with `tag` so each run's names differ. */
export async function makeRealMedia(browser: Browser, tag: string): Promise<MediaFile[]> {
  const page = await browser.newPage();
  try {
    const made = await page.evaluate<Record<'front' | 'side' | 'interior' | 'video', string>>(makeMedia);
    const file = (name: string, mimeType: string, data: string) => ({
      name: `${tag}-${name}`,
      mimeType,
      buffer: Buffer.from(data, 'base64'),
    });
    return [
      file('front.png', 'image/png', made.front),
      file('side.jpg', 'image/jpeg', made.side),
      file('interior.png', 'image/png', made.interior),
      file('walkaround.webm', 'video/webm', made.video),
    ];
  } finally {
    await page.close();
  }
}
