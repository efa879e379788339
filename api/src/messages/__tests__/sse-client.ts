import http from 'node:http';

/** One item of a server-sent event stream, parsed by hand (the test must not trust a parser we ship). */
export type SseItem =
  | { kind: 'event'; name: string | undefined; id: string | undefined; data: string }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number };

export interface SseConnection {
  status: number;
  headers: Headers;
  /** The next item that matches, or a rejection after `timeoutMs`. */
  next(match?: (item: SseItem) => boolean, timeoutMs?: number): Promise<SseItem>;
  /** The next event's data, parsed. */
  nextEvent(timeoutMs?: number): Promise<{ id: string | undefined; data: Record<string, unknown> }>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens a stream with node:http and its own socket: fetch's pool opens a spare socket after an aborted
 * body, which holds a test server's close until the client's keep-alive timeout.
 */
export async function connectSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const request = http.get(url, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  request.on('error', () => undefined);
  const items: SseItem[] = [];
  let wake: (() => void) | undefined;
  const push = (item: SseItem) => {
    items.push(item);
    wake?.();
  };
  const parser = lineParser(push);
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => parser(chunk));
  const ended = new Promise<void>((resolve) => response.once('close', () => resolve()));

  async function next(match: (item: SseItem) => boolean = () => true, timeoutMs = 3000): Promise<SseItem> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = items.findIndex(match);
      if (index >= 0) return items.splice(0, index + 1)[index] as SseItem;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching server-sent item in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    status: response.statusCode ?? 0,
    headers: new Headers(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
    next,
    async nextEvent(timeoutMs) {
      const item = await next((candidate) => candidate.kind === 'event', timeoutMs);
      if (item.kind !== 'event') throw new Error('unreachable');
      return { id: item.id, data: JSON.parse(item.data) as Record<string, unknown> };
    },
    ended,
    close: () => request.destroy(),
  };
}

/** Feeds text in, pushes each comment, retry and complete event out (the SSE line rules). */
function lineParser(push: (item: SseItem) => void): (chunk: string) => void {
  let buffer = '';
  let name: string | undefined;
  let id: string | undefined;
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) push({ kind: 'event', name, id, data: data.join('\n') });
        [name, id, data] = [undefined, undefined, []];
      } else if (line.startsWith(':')) push({ kind: 'comment', text: line.slice(1).trim() });
      else {
        const [field = '', ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'id') id = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry') push({ kind: 'retry', ms: Number(value) });
      }
    }
  };
}
