import { WALLET_ERRORS } from '../errors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import type { WalletContext } from '../context';
import { answer } from '../schemas';
import { readProfile, saveProfile } from './profile-store';

const PhonePrefix = Type.Union([Type.Literal('86'), Type.Literal('852')]);

export const ProfileSchema = Type.Object({
  name: Type.String(),
  id_number_masked: Type.String({ description: 'the first three and last four characters' }),
  phone_prefix: PhonePrefix,
  phone: Type.String(),
  website: Type.String(),
  updated_at: Type.String({ format: 'date-time' }),
});

/** The customer's cardholder profile: read (masked) and create or correct. */
export function registerProfileRoutes(app: FastifyInstance, { deps, database, profileKey }: WalletContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = { tags: ['cards'] };
  api.get(
    '/api/v1/cardholder-profile',
    {
      preHandler: deps.requireUser,
      schema: {
        ...base,
        summary: "The customer's cardholder profile, the ID number masked; null when none is on file",
        response: answer(Type.Object({ profile: Type.Union([ProfileSchema, Type.Null()]) })),
      },
    },
    async (request) => ok({ profile: await readProfile(database.kysely, await profileKey(), request.userId) }),
  );
  api.put(
    '/api/v1/cardholder-profile',
    {
      preHandler: deps.requireUser,
      schema: {
        errors: [WALLET_ERRORS.profileInvalid],
        ...base,
        summary:
          'Create or correct the cardholder profile: Latin name, mainland ID number (check code), +86 or +852 phone, http(s) website; 4090 names the broken rule',
        body: Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 128 }),
            id_number: Type.String({ minLength: 1, maxLength: 32 }),
            phone_prefix: PhonePrefix,
            phone: Type.String({ minLength: 1, maxLength: 20 }),
            website: Type.String({ minLength: 1, maxLength: 256 }),
          },
          { additionalProperties: false },
        ),
        response: answer(ProfileSchema),
      },
    },
    async (request) => ok(await saveProfile(database.kysely, await profileKey(), request.userId, request.body)),
  );
}
