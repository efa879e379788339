import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { LAST_EVENT_ID_HEADER } from '@portal/shared/contract';
import packageJson from '../../package.json';
import type { ErrorDefinition } from '../platform/api-failure';
import { routeErrors } from './route-errors';

/** The tags of the document, one per area of the API; every operation names one of them. */
const TAGS = [
  { name: 'platform', description: 'The API itself: whether it answers, and its version.' },
  { name: 'account', description: 'Registration, sign-in, codes, passwords, e-mail, sessions and trusted devices.' },
  { name: 'merchant', description: 'The merchant’s branding and user agreements (public).' },
  { name: 'messages', description: 'Station messages and announcements.' },
  { name: 'events', description: 'The live event stream (server-sent events).' },
  { name: 'wallet', description: 'Wallet balances, top-ups, spending and the transaction-password check.' },
  { name: 'cards', description: 'Cards, their money, limits and secrets; batches and card exports.' },
  { name: 'transactions', description: 'Every movement of the wallet and the cards, and its export.' },
  { name: 'telemetry', description: 'Reports the portal sends: remote loads and CSP violations.' },
  { name: 'admin', description: 'The operators’ calls, with the operator key (ADMIN_TOKEN).' },
  { name: 'sandbox', description: 'Sandbox mode only: stand-ins for the merchant’s back office.' },
];

/** The OpenAPI document's fixed part; the paths come from the route schemas. */
const OPENAPI_BASE = {
  openapi: '3.1.0',
  info: {
    title: 'Card wallet portal: reference merchant API',
    version: packageJson.version,
    description:
      'Every answer is the envelope {code, message, data}; code 0 is success. A failure answers data null, its ' +
      'HTTP status and its code, each listed on the operation; api/README.md explains the codes.',
  },
  servers: [{ url: '/', description: 'The origin of the portal: its edge forwards /api to the API' }],
  tags: TAGS,
  components: {
    securitySchemes: {
      bearer: {
        type: 'http' as const,
        scheme: 'bearer',
        description:
          'The token of a sign-in. Until its device check has passed and the account has an e-mail, it reaches only ' +
          'send/code, send/code-auto, login/code/check, email/bind, account/info (masked) and sign-out; ' +
          'any other signed-in call answers 605.',
      },
    },
  },
};

/** `GET /api/v1/card/:id/transactions` -> `getCardByIdTransactions`: unique, as method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment && segment !== 'api' && segment !== 'v1')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', ...segment.slice(1).split('_')] : segment.split(/[-_]/)));
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/** The failure envelope of one HTTP status, with the codes the route answers with it. */
function failureAnswer(failures: ErrorDefinition[]) {
  const messages = new Map<number, string[]>();
  for (const { code, message } of failures) {
    const known = messages.get(code) ?? [];
    if (!known.includes(message)) messages.set(code, [...known, message]);
  }
  const codes = [...messages.keys()].sort((a, b) => a - b);
  const schema = {
    type: 'object',
    properties: {
      code: { type: 'integer', enum: codes },
      message: { type: 'string', description: 'in the language Accept-Language asks for (Chinese unless English)' },
      data: { type: 'null' },
    },
    required: ['code', 'message', 'data'],
    additionalProperties: false,
  };
  return {
    description: codes.map((code) => `${code} ${messages.get(code)?.join(' / ')}`).join('; '),
    content: { 'application/json': { schema } },
  };
}

/**
 * The success of a route that answers no JSON (a file, an event stream): its `produces` types. The
 * failures stay JSON, so `produces` describes the success only.
 */
function producedAnswer(produces: readonly string[] | undefined) {
  if (!produces?.length) return {};
  const content = Object.fromEntries(produces.map((type) => [type, { schema: { type: 'string' } }]));
  return { 200: { description: `The answer as ${produces.join(' or ')}`, content } };
}

/** Every failure a route answers, by HTTP status. */
function failureAnswers(failures: ErrorDefinition[]): Record<string, ReturnType<typeof failureAnswer>> {
  const byStatus = new Map<number, ErrorDefinition[]>();
  for (const failure of failures) byStatus.set(failure.status, [...(byStatus.get(failure.status) ?? []), failure]);
  return Object.fromEntries(
    [...byStatus.keys()].sort((a, b) => a - b).map((status) => [status, failureAnswer(byStatus.get(status) ?? [])]),
  );
}

/** A success answer's description, where the route's schema gives none (@fastify/swagger's key). */
/** The header every signed-in answer carries (see the live events in api/README.md). */
const LAST_EVENT_ID: Record<string, object> = {
  [LAST_EVENT_ID_HEADER]: {
    type: 'string',
    pattern: '^\\d+$',
    description: 'The id of the last live event committed when the API answered (0 before the first)',
  },
};

function describedSuccesses(response: unknown, signedIn: boolean): object {
  return Object.fromEntries(
    Object.entries((response ?? {}) as Record<string, Record<string, unknown>>).map(([status, schema]) => [
      status,
      {
        ...(schema.description === undefined && { 'x-response-description': 'Success: the envelope, code 0' }),
        ...schema,
        ...(signedIn && { headers: LAST_EVENT_ID }),
      },
    ]),
  );
}

/**
 * Completes each operation of the document: its id, its tags, its security (none for a public call)
 * and its failures. They are added to the document only, not to the route's `response`, so Fastify
 * compiles no serializer for them: a failure's envelope is sent by the error handler as it is.
 */
const documentRoute: SwaggerTransform = ({ schema, url, route }) => {
  const { errors: _declared, produces, ...documented } = schema ?? {};
  const method = [route.method].flat()[0] ?? 'GET';
  const security = documented.security ?? [];
  return {
    url,
    schema: {
      ...documented,
      operationId: documented.operationId ?? operationIdOf(method, url),
      tags: documented.tags ?? ['platform'],
      security,
      response: {
        ...producedAnswer(produces),
        ...describedSuccesses(documented.response, security.length > 0),
        ...failureAnswers(routeErrors(route, schema)),
      },
    },
  };
};

/** @fastify/swagger's options: the document is generated from the route schemas. */
export const SWAGGER_OPTIONS: FastifyDynamicSwaggerOptions = { openapi: OPENAPI_BASE, transform: documentRoute };
