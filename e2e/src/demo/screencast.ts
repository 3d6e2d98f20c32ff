import type { Page } from 'playwright-core';

/** One screen as the DevTools screencast sent it: a JPEG (base64) and when it was shown (s). */
export interface Frame {
  data: string;
  timestamp: number;
}

/** Captures what `page` shows while `walk` runs (Page.startScreencast; frames only on change). */
export async function captureScreencast(page: Page, size: { width: number; height: number }, walk: () => Promise<void>): Promise<Frame[]> {
  const session = await page.context().newCDPSession(page);
  const frames: Frame[] = [];
  session.on('Page.screencastFrame', (frame: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
    frames.push({ data: frame.data, timestamp: frame.metadata.timestamp ?? Date.now() / 1000 });
    void session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
  });
  await session.send('Page.startScreencast', { format: 'jpeg', quality: 80, maxWidth: size.width, maxHeight: size.height });
  try {
    await walk();
  } finally {
    await session.send('Page.stopScreencast');
    await session.detach();
  }
  return frames;
}
