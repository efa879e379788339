import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/query-layer';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { agreementTitles, findAgreement, readMerchant } from './merchant-store';
import { answer, MerchantSchema } from './schemas';

const AgreementTitleSchema = Type.Object({ id: Type.String(), title: Type.String() });

/** Public: the branding the portal loads on start, and the agreements shown at sign-up. */
export function registerMerchantRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/v1/merchant',
    {
      schema: {
        tags: ['merchant'],
        summary: 'The merchant branding the portal loads on start (logos are SVG data: URLs)',
        description:
          "Also sets the page view's report token (cookie `portal_report`), which its remote load reports need: see POST /api/v1/telemetry/remote-load.",
        response: { 200: answer(MerchantSchema) },
      },
    },
    async () => ok(await readMerchant(database)),
  );

  app.get(
    '/api/v1/merchant/user-agreement/title',
    {
      schema: {
        tags: ['merchant'],
        summary: 'The agreements shown at sign-up, in order',
        response: { 200: answer(Type.Array(AgreementTitleSchema)) },
      },
    },
    async () => ok(await agreementTitles(database)),
  );

  app.get(
    '/api/v1/merchant/user-agreement/:id',
    {
      schema: {
        tags: ['merchant'],
        summary: 'One agreement with its HTML text',
        params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }) }),
        response: { 200: answer(Type.Object({ ...AgreementTitleSchema.properties, text: Type.String() })) },
      },
    },
    async (request) => {
      const agreement = await findAgreement(database, request.params.id);
      if (!agreement) throw new ApiFailure('notFound');
      return ok(agreement);
    },
  );
}
