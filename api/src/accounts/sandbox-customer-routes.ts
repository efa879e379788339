import { PASSWORD_WORK_ERRORS, ACCOUNT_ERRORS } from './errors';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Database } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import { hashPassword } from './passwords';
import * as S from './schemas';
import { findUserByEmail, findUserByPhone, insertUser, setTrxPasswordHash } from './users';

const CustomerBody = Type.Object(
  {
    phone: S.PhoneSchema,
    password: S.NewPasswordSchema,
    email: Type.Optional(S.EmailSchema),
    trx_password: Type.Optional(S.NewPasswordSchema),
  },
  { additionalProperties: false },
);

/**
 * Sandbox only: a customer made directly, as if they had registered (and bound an e-mail), without
 * the codes. Demos and browser tests use it to start from an account that sent no SMS or e-mail yet.
 */
export function registerSandboxCustomerRoutes(app: FastifyInstance, database: Database): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/api/sandbox/admin/customers',
    {
      schema: {
        errors: [
          ACCOUNT_ERRORS.passwordRule,
          ACCOUNT_ERRORS.trxPasswordRule,
          ACCOUNT_ERRORS.phoneRegistered,
          ACCOUNT_ERRORS.emailTaken,
          ...PASSWORD_WORK_ERRORS,
        ],
        tags: ['sandbox'],
        summary:
          'Create a customer (phone, password, optional bound e-mail and transaction password) without verification codes',
        body: CustomerBody,
        response: { 200: S.envelopeOf(Type.Object({ user_id: Type.String() })) },
      },
    },
    async (request) => {
      const { phone, password, trx_password } = request.body;
      if (!S.passesPasswordRule(password)) throw new ApiFailure(ACCOUNT_ERRORS.passwordRule);
      if (trx_password !== undefined && !S.passesTrxPasswordRule(trx_password)) {
        throw new ApiFailure(ACCOUNT_ERRORS.trxPasswordRule);
      }
      const owner = { lane: 'customer', key: `phone:${phone}` } as const;
      const trxPasswordHash = trx_password === undefined ? null : await hashPassword(trx_password, owner);
      const email = request.body.email === undefined ? null : S.normaliseEmail(request.body.email);
      const passwordHash = await hashPassword(password, owner);
      const userId = await inTransaction(database, async (trx) => {
        if (await findUserByPhone(trx, phone)) throw new ApiFailure(ACCOUNT_ERRORS.phoneRegistered);
        if (email !== null && (await findUserByEmail(trx, email))) throw new ApiFailure(ACCOUNT_ERRORS.emailTaken);
        const id = await insertUser(trx, { phone, email, passwordHash, invitationCode: null });
        if (trxPasswordHash) await setTrxPasswordHash(trx, id, trxPasswordHash);
        return id;
      });
      return ok({ user_id: userId });
    },
  );
}
