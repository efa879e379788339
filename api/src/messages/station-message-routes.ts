import { ERRORS } from '../platform/error-codes';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { preferredLanguage } from '@portal/shared/contract';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import type { MessageStore } from './message-store';
import { answer, MessageId, MessageTypeSchema, StationMessageSchema } from './schemas';

const ListQuery = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 100_000 }),
    page_size: Type.Integer({ minimum: 1, maximum: 100 }),
    type: Type.Optional(MessageTypeSchema),
  },
  { additionalProperties: false },
);

const PageSchema = Type.Object({
  list: Type.Array(StationMessageSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});

/** The signed-in user's station messages and the announcements: list, read status, unread count. */
export function registerStationMessageRoutes(
  fastify: FastifyInstance,
  deps: Pick<PortableModuleDeps, 'requireUser'>,
  store: MessageStore,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = deps.requireUser;
  const base = { tags: ['messages'] };

  app.get(
    '/api/v1/msg-center/station-msg/list',
    {
      preHandler,
      schema: {
        ...base,
        summary: "The user's station messages and the announcements, newest first",
        querystring: ListQuery,
        response: { 200: answer(PageSchema) },
      },
    },
    async (request, reply) => {
      // System messages are built in the reader's language, so the answer varies with it.
      reply.header('vary', 'Accept-Language');
      return ok(await store.list(request.userId, request.query, preferredLanguage(request.headers['accept-language'])));
    },
  );

  app.put(
    '/api/v1/msg-center/station-msg/read-status',
    {
      preHandler,
      schema: {
        errors: [ERRORS.notFound],
        ...base,
        summary: 'Mark one station message or announcement read for this user (idempotent)',
        body: Type.Object({ id: MessageId }, { additionalProperties: false }),
        response: { 200: answer(Type.Null()) },
      },
    },
    async (request) => {
      // Another user's station message is as unknown as a made-up id.
      if (!(await store.markRead(request.userId, request.body.id))) throw new ApiFailure('notFound');
      return ok(null);
    },
  );

  app.put(
    '/api/v1/msg-center/station-msg/read-all',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'Mark every station message and announcement (or those of one type) read for this user',
        body: Type.Object({ type: Type.Optional(MessageTypeSchema) }, { additionalProperties: false }),
        response: { 200: answer(Type.Object({ marked: Type.Integer({ description: 'How many were unread' }) })) },
      },
    },
    async (request) => ok({ marked: await store.markAllRead(request.userId, request.body.type) }),
  );

  app.get(
    '/api/v1/msg-center/station-msg/unread-quantity',
    {
      preHandler,
      schema: {
        ...base,
        summary: 'How many station messages and announcements the user has not read',
        response: { 200: answer(Type.Object({ count: Type.Integer() })) },
      },
    },
    async (request) => ok({ count: await store.unreadCount(request.userId) }),
  );
}
