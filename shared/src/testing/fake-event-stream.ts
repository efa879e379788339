import type { StationMessageEvent } from '../contract/messages';

/** Encodes one server-sent event as the API writes it. */
const encoder = new TextEncoder();

/**
 * The live stream in a component test: give `fetch` to `startLiveEvents` (`stream: { fetch }`) and
 * `send` events as the API would, each with the next id. An event sent before the stream is open
 * waits for it.
 */
export function fakeEventStream() {
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;
  const waiting: Uint8Array[] = [];
  let lastId = 0;
  return {
    fetch: async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open = controller;
          waiting.splice(0).forEach((chunk) => controller.enqueue(chunk));
          init?.signal?.addEventListener('abort', () => {
            open = null;
            controller.error(new DOMException('aborted', 'AbortError'));
          });
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    },
    send(event: StationMessageEvent): void {
      lastId += 1;
      const chunk = encoder.encode(`id: ${lastId}\ndata: ${JSON.stringify(event)}\n\n`);
      if (open) open.enqueue(chunk);
      else waiting.push(chunk);
    },
  };
}

export type FakeEventStream = ReturnType<typeof fakeEventStream>;
