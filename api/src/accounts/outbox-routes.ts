import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Outbox } from './outbox';
import { ok } from '../platform/envelope';
import { envelopeOf } from './schemas';

const OutboxQuery = Type.Object({ to: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });

const OutboxEntry = Type.Object({
  id: Type.String(),
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  code: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

/** Sandbox only: what the outbox transport delivered to one phone or e-mail, newest first (at most 50). */
export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/sandbox/outbox',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SMS and e-mails sent to a phone or e-mail address, with their codes and links',
        querystring: OutboxQuery,
        response: { 200: envelopeOf(Type.Array(OutboxEntry)) },
      },
    },
    async (request) => ok(await outbox.list(request.query.to)),
  );
}
