/**
 * Server-Sent Events, read from a byte stream by hand: the browser's EventSource cannot send a
 * bearer token, so the app (and the tests) read /api/push with fetch and parse it here.
 *
 *   const parse = sseParser((event) => ...)   parse(chunk) for each decoded text chunk
 *   event: { id?, event (default 'message'), data }; `retry:` lines and `:` comments are skipped
 */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export function sseParser(onEvent: (event: SseEvent) => void): (chunk: string) => void {
  let buffer = '';
  return (chunk) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | undefined;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length > 0 || id !== undefined) onEvent({ ...(id !== undefined ? { id } : {}), event, data: data.join('\n') });
    }
  };
}
