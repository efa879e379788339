import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bearerToken, hashToken } from '../auth/sessions';
import { ApiFailure } from '../platform/api-failure';
import { preferredLanguage } from '@portal/shared/contract';
import type { PortableModuleDeps } from '../platform/module';
import type { LiveMessageCenter } from './message-center';
import { MESSAGE_ERRORS } from './errors';

/** The client waits this long before reconnecting (spec §9: 3 s). */
const RETRY_MS = 3000;

/** A Last-Event-ID we issued: a decimal event id; anything else means "no replay". */
function lastEventId(header: string | undefined): number | null {
  return header && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * GET /api/v1/events: the signed-in user's server-sent events. The stream joins the hub first and
 * holds its live events while the missed ones after Last-Event-ID are read and written, so no event
 * falls between the two, and none comes twice.
 */
export function registerEventsRoute(
  fastify: FastifyInstance,
  deps: Pick<PortableModuleDeps, 'requireUser'>,
  center: LiveMessageCenter,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/v1/events',
    {
      preHandler: deps.requireUser,
      schema: {
        errors: [MESSAGE_ERRORS.tooManyUserStreams, MESSAGE_ERRORS.tooManyAddressStreams],
        tags: ['events'],
        produces: ['text/event-stream'],
        summary:
          'Server-sent events: station messages, announcements, FREEZE and card-transactions; replays after Last-Event-ID',
        description:
          'text/event-stream. Each event is `id: <event id>` and `data: {type, unread_quantity, id, title, status, content}`, ' +
          'except `event: card-transactions` with `data: {}`, sent when a card transaction of the user is recorded or changes status; ' +
          'a `: heartbeat` comment every 15 s; missed events (at most 100, at most 24 h old) come first after Last-Event-ID. ' +
          'The stream ends as soon as its session does (sign-out, password change or reset, expiry, disabled account, ' +
          'closed service), after a last `event: session-ended` whose data is `{code, message}` (605–608 or 1000). ' +
          'Beyond 10 open streams of one user it answers 3011, beyond LIVE_STREAMS_PER_ADDRESS from one client address 3010.',
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ description: 'The id of the last event received' })),
        }),
      },
    },
    async (request, reply) => {
      // requireUser let the call in, so it bore a token.
      const token = bearerToken(request.headers.authorization) as string;
      const { userId } = request;
      const full = center.live.fullCap(userId, request.ip);
      if (full === 'user') throw new ApiFailure(MESSAGE_ERRORS.tooManyUserStreams);
      if (full === 'address') throw new ApiFailure(MESSAGE_ERRORS.tooManyAddressStreams);
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'X-Accel-Buffering': 'no',
        // The socket is not reused after a stream, so ending it at shutdown frees the server at once.
        Connection: 'close',
        'x-request-id': request.id,
      });
      response.write(`retry: ${RETRY_MS}\n\n`);
      // The stream speaks the language it was opened in; a reader who switches later gets it on reconnect.
      const language = preferredLanguage(request.headers['accept-language']);
      const after = lastEventId(request.headers['last-event-id']);
      const session = { tokenHash: hashToken(token), language };
      const stream = center.live.add(userId, request.ip, session, response);
      try {
        stream.release(after === null ? [] : await center.replayFrames(userId, after, language));
      } catch (error) {
        // The missed events could not be read: the stream ends, and the client reconnects to replay.
        request.log.warn({ err: error }, 'missed events not replayed');
        response.end();
      }
    },
  );
}
