import { ERRORS } from '../platform/error-codes';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { REMOTE_LOAD_REPORT_PATH, REMOTE_PAGE_OUTCOMES } from '@portal/shared/contract';
import { answer } from '../messages/schemas';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { createRequireAdmin } from '../platform/require-admin';
import { listLoadCounts } from './load-counts';
import { createReportIntake } from './report-intake';
import { createReportLimit, REPORT_VIEWS_PER_HOUR, REPORTS_PER_MINUTE } from './report-limit';
import { issueReportToken, REPORT_TOKEN_COOKIE, reportTokenCookie, reportTokenOf } from './report-token';

/** A remote's name, as in the pins (`remote-cards`). */
const RemoteSchema = Type.String({ pattern: '^remote-[a-z]{1,40}$' });
/** A host name, as the browser's `location.hostname` gives it. */
const MerchantSchema = Type.String({ pattern: '^[a-z0-9.-]{1,253}$|^\\[[0-9a-f:]{2,39}\\]$' });
/** A version folder or the folder URL of another origin (see the pins). */
const VersionSchema = Type.String({ minLength: 1, maxLength: 300 });
const OutcomeSchema = Type.Union(REMOTE_PAGE_OUTCOMES.map((outcome) => Type.Literal(outcome)));

const LoadCountsSchema = Type.Object({
  merchant: Type.String(),
  remote: RemoteSchema,
  version: Type.String(),
  views: Type.Integer({ description: 'distinct page views that reported this pin' }),
  render_failed: Type.Integer({ description: 'of them, views where a page of this pin threw while rendering' }),
  load_failed: Type.Integer({ description: 'of them, views where its entry or a chunk could not be loaded' }),
  last_at: Type.String({ format: 'date-time' }),
});

/** The branding call every page view makes at boot: its answer carries the view's report token. */
const TOKEN_ISSUING_URL = '/api/v1/merchant';

/**
 * Where browsers report how each pinned remote's page went (no sign-in: visitors load remotes too,
 * but a page view's report token) and where operators read the counts (with ADMIN_TOKEN), which is
 * what a canary is judged by.
 */
export function registerTelemetryRoutes(app: FastifyInstance, deps: PortableModuleDeps, secret: () => Buffer): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const allowReport = createReportLimit(deps.database, 'load-reports', deps.config.reportsPerAddressPerMinute);
  const intake = createReportIntake(deps, secret);

  // Runs for every answer: a callback hook, not an async one, that looks at the route (an object built
  // per read) only for a request to the token's path.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method === 'GET' &&
      reply.statusCode === 200 &&
      request.url.startsWith(TOKEN_ISSUING_URL) &&
      request.routeOptions.url === TOKEN_ISSUING_URL
    ) {
      const token = issueReportToken(secret(), request.hostname.replace(/:\d+$/, ''));
      reply.header('set-cookie', reportTokenCookie(token, request.protocol === 'https'));
    }
    done(null, payload);
  });

  api.post(
    REMOTE_LOAD_REPORT_PATH,
    {
      bodyLimit: 1024,
      schema: {
        errors: [ERRORS.tooManyRequests],
        tags: ['telemetry'],
        summary: 'How a remote page went in a page view: rendered, threw while rendering, or failed to load',
        description:
          `Counts only with the page view's report token, the HttpOnly cookie \`${REPORT_TOKEN_COOKIE}\` that` +
          ` GET ${TOKEN_ISSUING_URL} sets (signed by the API, naming the merchant, valid 30 minutes),` +
          ' for a remote and pin the merchant gets now, once per page view, remote and pin, and at most' +
          ` ${REPORT_VIEWS_PER_HOUR} page views an hour per client address by default (REPORT_VIEWS_PER_ADDRESS_PER_HOUR);` +
          ' anything else is answered `counted: false` and changes nothing. At most' +
          ` ${REPORTS_PER_MINUTE} reports a minute per client address by default (REPORTS_PER_ADDRESS_PER_MINUTE), then 1029.`,
        body: Type.Object(
          { merchant: MerchantSchema, remote: RemoteSchema, version: VersionSchema, outcome: OutcomeSchema },
          { additionalProperties: false },
        ),
        response: { 200: answer(Type.Object({ counted: Type.Boolean() })) },
      },
    },
    async (request) => {
      if (!(await allowReport(request.ip))) throw new ApiFailure('tooManyRequests');
      const counted = await intake(request.body, reportTokenOf(request.headers.cookie), request.ip);
      return ok({ counted });
    },
  );

  if (!deps.config.adminToken) return;
  api.get(
    '/api/admin/remote-loads',
    {
      preHandler: createRequireAdmin(deps.config.adminToken),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Page views of every pinned remote version, by merchant; filters by merchant, remote and time',
        querystring: Type.Object({
          merchant: Type.Optional(MerchantSchema),
          remote: Type.Optional(RemoteSchema),
          since: Type.Optional(Type.String({ format: 'date-time', description: 'only page views from then on' })),
        }),
        response: { 200: answer(Type.Array(LoadCountsSchema)) },
      },
    },
    async (request) => ok(await listLoadCounts(deps.database, request.query)),
  );
}
