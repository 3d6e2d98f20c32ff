/**
 * `npm run generate:seed-photos` (the e2e workspace's render:seed-photos): draws the seeded feed posts' pictures
 * (embedded/src/seed/post-photos/photos.ts) in Chromium and writes them as JPEG files next to
 * their specs, where the seed uploads them from. Re-run after changing a spec; commit the files.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postPhotos } from '@dtn/embedded/seed/post-photos/photos';
import { launchChromium } from '../harness/browser';
import { photoSvg } from './photo-scene';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../embedded/src/seed/post-photos');

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 960, height: 576 } });
  for (const photo of postPhotos) {
    await page.setContent(`<html><body style="margin:0">${photoSvg(photo)}</body></html>`);
    const jpeg = await page.screenshot({ type: 'jpeg', quality: 72, clip: { x: 0, y: 0, width: 960, height: 576 } });
    writeFileSync(path.join(folder, photo.file), jpeg);
    console.log(`${photo.file}: ${(jpeg.length / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
