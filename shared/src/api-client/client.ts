import {
  callPath,
  CALLS,
  type CallAnswer,
  type CallBody,
  type CallName,
  isSessionExpiryCode,
  SPREADSHEET_CONTENT_TYPE,
  CSV_CONTENT_TYPE,
  SUCCESS_CODE,
  type Envelope,
} from '@portal/shared/contract';
import { currentLocale } from '../locale/locale-state';
import { notify } from '../notices/notices';
import { requestToken } from '../session/session-state';
import { logout } from '../session/sign-in';
import { strings } from '../strings/zh';
import { noteEventCursor } from '../live/event-cursor';
import { ApiError, type ApiErrorKind } from './api-error';

/** Request timeout (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 50_000;
/** The session-expiry message is shown at most once in this window (spec §8, §9). */
export const SESSION_EXPIRY_NOTICE_WINDOW_MS = 1_000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: Method;
  path: string;
  /** JSON body; for GET and DELETE it becomes the query string. */
  body?: unknown;
  /** Do not show the failure message: the caller shows its own. */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Sent as `Idempotency-Key`: the API answers a repeated key of a successful call with that answer,
   * moving money once; a refused call keeps nothing against its key.
   */
  idempotencyKey?: string;
  /** Sent as `X-Operation-Ticket`: the ticket of a passed transaction-password check. */
  operationTicket?: string;
  /**
   * What a network failure of a POST or PUT says: `'kept'` (the spec's 数据已保存, for a form whose
   * fields wait for a resubmission; the default), `'not-done'` (操作未完成, for a call nothing keeps),
   * or `'caller'` (nothing: the caller says what became of it, such as a freeze kept to send later).
   */
  networkFailure?: NetworkFailureNotice;
}

export type NetworkFailureNotice = 'kept' | 'not-done' | 'caller';

const settings = { baseUrl: '', fetch: (...args: Parameters<typeof fetch>) => globalThis.fetch(...args) };
let lastSessionExpiryNotice = Number.NEGATIVE_INFINITY;

/** Where calls go: the same origin by default (base path `/`); tests point it at a local server. */
export function configureApiClient(options: { baseUrl?: string; fetch?: typeof fetch }): void {
  if (options.baseUrl !== undefined) settings.baseUrl = options.baseUrl.replace(/\/$/, '');
  if (options.fetch) settings.fetch = options.fetch;
}

/** Forgets the session-expiry throttle, for tests. */
export function resetSessionExpiryNotice(): void {
  lastSessionExpiryNotice = Number.NEGATIVE_INFINITY;
}

function url(path: string, method: Method, body: unknown): string {
  const target = `${settings.baseUrl}${path}`;
  if ((method !== 'GET' && method !== 'DELETE') || body === undefined || body === null) return target;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Query)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${target}?${text}` : target;
}

function fail(kind: ApiErrorKind, message: string, status: number, code: number | null, silent: boolean): never {
  if (!silent) notify.error(message);
  throw new ApiError(kind, message, status, code, !silent);
}

/** 605…1000: the message at most once per second however many calls fail, sign-out, reject (spec §8). */
function sessionExpired(envelope: Envelope<unknown>, status: number): never {
  const now = Date.now();
  const show = now - lastSessionExpiryNotice >= SESSION_EXPIRY_NOTICE_WINDOW_MS;
  if (show) {
    lastSessionExpiryNotice = now;
    notify.error(envelope.message);
  }
  logout('session-expired');
  throw new ApiError('session-expired', envelope.message, status, envelope.code, true);
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Envelope<unknown>).code === 'number';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** One call to the API with the envelope and the whole error catalogue of spec §8. */
export async function request<T>(options: RequestOptions): Promise<T> {
  const {
    path,
    body,
    silent = false,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    idempotencyKey,
    operationTicket,
    networkFailure = 'kept',
  } = options;
  const method = options.method ?? 'GET';
  const token = requestToken();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const write = method === 'POST' || method === 'PUT';

  let response: Response;
  try {
    response = await settings.fetch(url(path, method, body), {
      method,
      headers: {
        Accept: 'application/json',
        // The API's messages come in the reader's language (it answers Chinese to anything else).
        'Accept-Language': currentLocale(),
        ...(token && { Authorization: `Bearer ${token}` }),
        ...(idempotencyKey && { 'Idempotency-Key': idempotencyKey }),
        ...(operationTicket && { 'X-Operation-Ticket': operationTicket }),
        ...(method !== 'GET' && method !== 'DELETE' && { 'Content-Type': 'application/json' }),
      },
      body: method === 'GET' || method === 'DELETE' || body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
  } catch {
    clearTimeout(timer);
    if (signal?.aborted) throw new ApiError('aborted', 'aborted', 0, null, false);
    const kind = timeout.signal.aborted ? 'timeout' : 'network';
    const message = !write
      ? strings.api.networkRead
      : networkFailure === 'kept'
        ? strings.api.networkWrite
        : strings.api.networkNotDone;
    return fail(kind, message, 0, null, silent || (write && networkFailure === 'caller'));
  }
  clearTimeout(timer);
  noteEventCursor(response.headers);

  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && [SPREADSHEET_CONTENT_TYPE, CSV_CONTENT_TYPE].some((type) => contentType.startsWith(type))) {
    return (await response.blob()) as T;
  }
  const payload = await readJson(response);
  if (isEnvelope(payload)) {
    if (isSessionExpiryCode(payload.code)) return sessionExpired(payload, response.status);
    if (payload.code === SUCCESS_CODE && response.ok) return payload.data as T;
    if (payload.code !== SUCCESS_CODE) {
      return fail(
        'business',
        strings.api.withCode(payload.message, payload.code),
        response.status,
        payload.code,
        silent,
      );
    }
  }
  const bodyMessage =
    typeof (payload as { message?: unknown })?.message === 'string' ? (payload as { message: string }).message : '';
  return fail('http', bodyMessage || strings.api.httpFailed(response.status), response.status, null, silent);
}

export interface CallOptions {
  params?: Record<string, string>;
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Required by the calls that move money: kept with the form's draft, so a resubmission moves it once. */
  idempotencyKey?: string;
  /** Required by the calls that move money out of the wallet or a card: a transaction-password ticket. */
  operationTicket?: string;
  /** What a network failure says (`RequestOptions`); a call that moves money always says 操作未完成. */
  networkFailure?: NetworkFailureNotice;
}

/** Calls one endpoint of the contract by name, with its typed body and answer. */
export function callApi<N extends CallName>(
  name: N,
  body?: CallBody<N>,
  options: CallOptions = {},
): Promise<CallAnswer<N>> {
  const { params, ...rest } = options;
  if (CALLS[name].movesMoney && !rest.idempotencyKey) throw new Error(`${name} moves money: give it an idempotencyKey`);
  if (CALLS[name].ticketed && !rest.operationTicket) throw new Error(`${name} needs a transaction-password ticket`);
  // Money is never kept to move later: its network failure says plainly that nothing moved.
  const networkFailure = CALLS[name].movesMoney ? 'not-done' : rest.networkFailure;
  return request<CallAnswer<N>>({
    method: CALLS[name].method,
    path: callPath(name, params),
    body,
    ...rest,
    networkFailure,
  });
}
