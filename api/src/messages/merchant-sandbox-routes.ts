import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/query-layer';
import { ok } from '../platform/envelope';
import { setServiceClosed, updateMerchant } from './merchant-store';
import { answer, MerchantColorSchema, MerchantSchema } from './schemas';

/** Sandbox admin: the merchant's branding and service switch (not in production). */
export function registerMerchantSandboxRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['sandbox'] };

  app.put(
    '/api/sandbox/admin/merchant',
    {
      schema: {
        ...base,
        summary: "Change the merchant's branding; the logos follow the title and colour",
        body: Type.Object(
          {
            title: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
            color: Type.Optional(MerchantColorSchema),
            website: Type.Optional(Type.String({ maxLength: 200, pattern: '^https?://[^\\s]+$' })),
            icp: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
            version: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: answer(MerchantSchema) },
      },
    },
    async (request) => ok(await updateMerchant(database, request.body)),
  );

  app.put(
    '/api/sandbox/admin/merchant/service',
    {
      schema: {
        ...base,
        summary: "Close or reopen the merchant's service: while closed, signed-in calls answer 1000",
        body: Type.Object({ closed: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: answer(Type.Object({ closed: Type.Boolean() })) },
      },
    },
    async (request) => {
      await setServiceClosed(database, request.body.closed);
      return ok({ closed: request.body.closed });
    },
  );
}
