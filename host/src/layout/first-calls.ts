import {
  REQUEST_TIMEOUT_MS,
  configureApiClient,
  currentLocale,
  type Locale,
  type PageEntry,
  type PageKey,
} from '@portal/shared';
import { storedSession } from '@portal/shared/boot';
import type { CallRoute } from '@portal/shared/contract';

/**
 * A read a screen shows first: a GET route of the contract (checked against it) and its query string
 * exactly as the client writes it (the parameters in the order the page gives them).
 */
interface FirstCall {
  route: Extract<CallRoute, `GET ${string}`>;
  query?: string;
}

/**
 * What the main layout reads as it opens, on every page it frames: the account (the account menu),
 * the unread count (the bell) and the wallet's status (the frozen banner and the money actions).
 */
const MAIN_LAYOUT_CALLS: readonly FirstCall[] = [
  { route: 'GET /api/v1/account/info' },
  { route: 'GET /api/v1/msg-center/station-msg/unread-quantity' },
  { route: 'GET /api/v1/balance/account-balance-status' },
];

/** What a page reads for its first screen when opened at its plain path (no query), exactly as it asks. */
const PAGE_CALLS: Partial<Record<PageKey, readonly FirstCall[]>> = {
  wallet: [
    { route: 'GET /api/v1/balance' },
    { route: 'GET /api/v1/balance/card-amount' },
    { route: 'GET /api/v1/card/opened-available' },
  ],
  card: [{ route: 'GET /api/v1/card', query: 'page=1&page_size=10' }],
};

/** How long an answer asked ahead waits for its read; a read that comes later asks the API itself. */
export const KEEP_ANSWER_MS = 10_000;

/** Answers asked ahead, each for one read, by address, token and language. */
const answers = new Map<string, Promise<Response>>();
const keyOf = (url: string, token: string, language: string) => `${token} ${language} ${url}`;

/** The headers the client sends with a read (`request` in the shared core's client; a test holds them equal). */
const readHeaders = (token: string, language: Locale) => ({
  Accept: 'application/json',
  'Accept-Language': language,
  Authorization: `Bearer ${token}`,
});

function askAhead(url: string, token: string, language: Locale): void {
  const key = keyOf(url, token, language);
  if (answers.has(key)) return;
  const answer = fetch(url, { headers: readHeaders(token, language), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  // A failure is the read's to report; an answer no read took is dropped quietly.
  answer.catch(() => undefined);
  answers.set(key, answer);
  setTimeout(() => {
    if (answers.get(key) === answer) answers.delete(key);
  }, KEEP_ANSWER_MS);
}

/** The answer asked ahead for this request of the client, once: a GET with the same address, token and language. */
function takeAhead(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Response> | undefined {
  const headers = new Headers(init?.headers);
  const token = headers.get('Authorization')?.replace(/^Bearer /, '');
  if ((init?.method ?? 'GET') !== 'GET' || !token) return undefined;
  const key = keyOf(String(input), token, headers.get('Accept-Language') ?? '');
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** Makes the client's reads take the answers asked ahead; every other request goes to the network. */
const offerAnswers = () =>
  configureApiClient({ fetch: (input, init) => takeAhead(input, init) ?? globalThis.fetch(input, init) });

/**
 * Asks the reads of the opened page's first screen (its main layout's, and the page's own at its
 * plain path) as soon as the shared core is in, beside the rendering of the page instead of after
 * it: the client's first identical read takes each answer (through its `fetch`), so the first
 * screen waits for no round trip of its own.
 */
export function primeFirstCalls(page: PageEntry, session = storedSession(), search = window.location.search): void {
  if (page.access !== 'signed-in' || !session.isLogin) return;
  offerAnswers();
  const pageCalls = (search === '' && PAGE_CALLS[page.key]) || [];
  const calls = [...(page.layout === 'main' ? MAIN_LAYOUT_CALLS : []), ...pageCalls];
  const language = currentLocale();
  for (const { route, query } of calls) {
    askAhead(`${route.slice('GET '.length)}${query ? `?${query}` : ''}`, session.token, language);
  }
}
