import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/query-layer';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { MESSAGE_ERRORS } from './errors';
import type { LiveMessageCenter } from './message-center';
import { answer, MessageInput } from './schemas';

/** Mainland mobile numbers (spec §5). */
const PHONE = '^1(3\\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\\d|9[0-35-9])\\d{8}$';

const Created = answer(Type.Object({ id: Type.String() }));

async function recipient(
  database: Database,
  { user_id, phone }: { user_id?: string; phone?: string },
): Promise<string> {
  if (user_id === undefined && phone === undefined) throw new ApiFailure(MESSAGE_ERRORS.recipientMissing);
  const users = database.kysely.selectFrom('users').select('id');
  const found = await (
    user_id !== undefined
      ? users.where('id', '=', user_id)
      : users.where('phone_prefix', '=', '86').where('phone', '=', phone as string)
  ).executeTakeFirst();
  if (found === undefined) throw new ApiFailure(MESSAGE_ERRORS.recipientNotFound);
  return found.id;
}

/** Sandbox admin: announcements and station messages (not in production). */
export function registerMessageSandboxRoutes(
  fastify: FastifyInstance,
  database: Database,
  center: LiveMessageCenter,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['sandbox'] };

  app.post(
    '/api/sandbox/admin/announcements',
    {
      schema: {
        ...base,
        summary: 'Post an announcement to every customer; answered once stored, then sent to every open stream',
        body: Type.Object(MessageInput, { additionalProperties: false }),
        response: { 200: Created },
      },
    },
    async (request) => ok({ id: await center.postAnnouncement(request.body) }),
  );

  app.post(
    '/api/sandbox/admin/messages',
    {
      schema: {
        errors: [MESSAGE_ERRORS.recipientMissing, MESSAGE_ERRORS.recipientNotFound],
        ...base,
        summary: 'Send a station message to one user, named by user_id or phone',
        body: Type.Object(
          {
            user_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
            phone: Type.Optional(Type.String({ pattern: PHONE })),
            ...MessageInput,
          },
          { additionalProperties: false },
        ),
        response: { 200: Created },
      },
    },
    async (request) => {
      const { title, content } = request.body;
      const userId = await recipient(database, request.body);
      return ok({ id: await center.sendStationMessage(userId, { title, content }) });
    },
  );
}
