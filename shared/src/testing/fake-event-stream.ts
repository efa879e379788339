import { CARD_TRANSACTIONS_EVENT, type StationMessageEvent } from '../contract/messages';

/** Encodes one server-sent event as the API writes it. */
const encoder = new TextEncoder();

/**
 * The live stream in a component test: give `fetch` to `startLiveEvents` (`stream: { fetch }`) and
 * `send` events (or `sendCardTransactions`) as the API would, each with the next id. An event sent before the stream is open
 * waits for it.
 */
export function fakeEventStream() {
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;
  const waiting: Uint8Array[] = [];
  let lastId = 0;
  const write = (frame: (id: number) => string): void => {
    lastId += 1;
    const chunk = encoder.encode(frame(lastId));
    if (open) open.enqueue(chunk);
    else waiting.push(chunk);
  };
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
      write((id) => `id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    /** The API's card-transactions event: a card transaction was recorded or changed status. */
    sendCardTransactions(): void {
      write((id) => `event: ${CARD_TRANSACTIONS_EVENT}\nid: ${id}\ndata: {}\n\n`);
    },
  };
}

export type FakeEventStream = ReturnType<typeof fakeEventStream>;
