import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { MESSAGE_ERRORS } from './errors';
import type { LiveMessageCenter } from './message-center';
import { answer, MessageInput } from './schemas';

/** Mainland mobile numbers (spec §5). */
const PHONE = '^1(3\\d|4[01456879]|5[0-35-9]|6[2567]|7[0-8]|8\\d|9[0-35-9])\\d{8}$';

const Created = answer(Type.Object({ id: Type.String() }));

function recipient(db: Db, { user_id, phone }: { user_id?: string; phone?: string }): string {
  if (user_id === undefined && phone === undefined) throw new ApiFailure(MESSAGE_ERRORS.recipientMissing);
  const id = (
    user_id !== undefined
      ? db.prepare('SELECT id FROM users WHERE id = ?').pluck().get(user_id)
      : db.prepare("SELECT id FROM users WHERE phone_prefix = '86' AND phone = ?").pluck().get(phone)
  ) as string | undefined;
  if (id === undefined) throw new ApiFailure(MESSAGE_ERRORS.recipientNotFound);
  return id;
}

/** Sandbox admin: announcements and station messages (not in production). */
export function registerMessageSandboxRoutes(fastify: FastifyInstance, db: Db, center: LiveMessageCenter): void {
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
    async (request) => ok({ id: center.postAnnouncement(request.body) }),
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
      return ok({ id: center.sendStationMessage(recipient(db, request.body), { title, content }) });
    },
  );
}
