import { sql } from 'kysely';
import { createSession } from '../auth/sessions';
import { REQUEST_BODY_LIMIT_BYTES } from '@portal/shared/contract';
import { seedSandbox } from '../seed';
import { startTestApi, type SocketTestApi } from './test-api';

let api: SocketTestApi;
let token = '';
beforeAll(async () => {
  // A socket: the headers test opens the live stream too, which answers over HTTP and never ends.
  api = await startTestApi({ socket: true });
  const { phone } = await seedSandbox(api.database);
  const { id } = await api.database.kysely
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  token = await createSession(api.database, id, null);
});
afterAll(() => api.close());

const raw = async (method: string, url: string, init: RequestInit = {}) => {
  const response = await fetch(`${api.origin}${url}`, { method, ...init });
  return { status: response.status, body: (await response.json()) as unknown, headers: response.headers };
};
const json = { 'Content-Type': 'application/json' };

describe('every answer is the envelope with a catalogued code', () => {
  it.each([
    [
      'a path parameter over its length limit',
      'GET',
      `/api/v1/msg-center/announcement/${'a'.repeat(300)}`,
      {},
      414,
      1001,
    ],
    ['a malformed percent-encoding', 'GET', '/api/v1/msg-center/announcement/%E0%A4%A', {}, 400, 1001],
    ['malformed JSON', 'POST', '/api/v1/account/login', { body: '{bad', headers: json }, 400, 1001],
    ['an empty JSON body', 'POST', '/api/v1/account/login', { body: '', headers: json }, 400, 1001],
    [
      'a content type it does not take',
      'POST',
      '/api/v1/account/login',
      { body: '<a/>', headers: { 'Content-Type': 'text/xml' } },
      400,
      1001,
    ],
    ['a method no route has', 'PATCH', '/api/v1/account/login', {}, 404, 1004],
    ['an unknown path', 'GET', '/api/v1/nothing-here', {}, 404, 1004],
    [
      'a body over the limit',
      'POST',
      '/api/v1/account/login',
      { body: `"${'a'.repeat(REQUEST_BODY_LIMIT_BYTES)}"`, headers: json },
      413,
      1413,
    ],
  ] as const)('%s', async (_case, method, url, init, status, code) => {
    const answer = await raw(method, url, init as RequestInit);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, message: expect.any(String), data: null });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('personal answers are never stored', () => {
  interface Operation {
    security?: unknown[];
    parameters?: Array<{ in: string; name: string; required?: boolean }>;
  }

  /** Real ids of the demo customer for the path parameters. */
  async function pathFor(template: string): Promise<string> {
    const card = await api.database.kysely
      .selectFrom('cards')
      .select('id')
      .orderBy(sql`rowid`)
      .limit(1)
      .executeTakeFirstOrThrow();
    const announcement = await api.database.kysely
      .selectFrom('messages')
      .select('id')
      .where('user_id', 'is', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    const ids: Record<string, string> = {
      '/api/v1/card/{id}': card.id,
      '/api/v1/msg-center/announcement/{id}': announcement.id,
    };
    const prefix = Object.keys(ids).find((key) => template.startsWith(key));
    return template.replace(/\{(\w+)\}/, prefix ? (ids[prefix] ?? 'x') : 'no-such-job');
  }

  it('sends Cache-Control: no-store and nosniff on every signed-in GET of the OpenAPI document', async () => {
    const document = (await raw('GET', '/api/openapi.json')).body as { paths: Record<string, { get?: Operation }> };
    const signedInGets = Object.entries(document.paths)
      .filter(([path, { get }]) => path.startsWith('/api/v1/') && (get?.security?.length ?? 0) > 0)
      .map(([path]) => path);
    expect(signedInGets).toEqual(
      expect.arrayContaining([
        '/api/v1/account/info',
        '/api/v1/balance',
        '/api/v1/card',
        '/api/v1/balance/transactions',
      ]),
    );

    for (const template of signedInGets) {
      const url = `${await pathFor(template)}?page=1&page_size=10`;
      const controller = new AbortController();
      const response = await fetch(`${api.origin}${url}`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: controller.signal,
      });
      const headers = {
        cache: response.headers.get('cache-control'),
        sniff: response.headers.get('x-content-type-options'),
      };
      controller.abort();
      expect({ url, status: response.status < 500, ...headers }).toEqual({
        url,
        status: true,
        cache: template === '/api/v1/events' ? 'no-cache' : 'no-store',
        sniff: 'nosniff',
      });
    }
  });

  it('sends nosniff on public answers too', async () => {
    expect((await raw('GET', '/api/v1/merchant')).headers.get('x-content-type-options')).toBe('nosniff');
  });
});
