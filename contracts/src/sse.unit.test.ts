import { describe, expect, it } from '@jest/globals';
import { sseParser, type SseEvent } from './sse';

describe('sseParser', () => {
  it('reads events split anywhere across chunks, with ids, types and multi-line data, skipping comments and retry', () => {
    const events: SseEvent[] = [];
    const parse = sseParser((event) => events.push(event));
    const text =
      'retry: 3000\n\n: ping\n\nid: 1.2\nevent: offer\ndata: {"a":1}\n\nevent: reload\ndata: {}\n\ndata: line one\ndata: line two\n\n';
    for (const piece of text.match(/.{1,5}/gs)!) parse(piece);
    expect(events).toEqual([
      { id: '1.2', event: 'offer', data: '{"a":1}' },
      { event: 'reload', data: '{}' },
      { event: 'message', data: 'line one\nline two' },
    ]);
  });

  it('holds an unfinished event until its blank line arrives', () => {
    const events: SseEvent[] = [];
    const parse = sseParser((event) => events.push(event));
    parse('id: 7.7\r\nevent: quote\r\ndata: x');
    expect(events).toEqual([]);
    parse('\r\n\r\n');
    expect(events).toEqual([{ id: '7.7', event: 'quote', data: 'x' }]);
  });
});
