import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLS, DEVICE_TYPES, type DeviceType } from '@portal/shared/contract';
import { ok } from '../platform/envelope';
import { tokenOf, type AccountsContext } from './context';
import * as S from './schemas';
import {
  forgetTrustedDevice,
  listSessions,
  listTrustedDevices,
  revokeSessionById,
  revokeSessionsBut,
} from './session-list';

const SignInBrowser = {
  browser: Type.Union([Type.String(), Type.Null()], { description: 'Browser and major version, from the User-Agent' }),
  os: Type.Union([Type.String(), Type.Null()], { description: 'Operating system, from the User-Agent' }),
  device_type: Type.Unsafe<DeviceType>({ type: 'string', enum: [...DEVICE_TYPES] }),
  ip: Type.String({ description: 'Client address at sign-in' }),
};

const AccountSessionSchema = Type.Object({
  id: Type.String({ description: 'Opaque id (never the token)' }),
  current: Type.Boolean({ description: 'The session making this call' }),
  ...SignInBrowser,
  signed_in_at: Type.String({ format: 'date-time' }),
  last_active_at: Type.String({ format: 'date-time', description: 'Recorded at most once a minute' }),
});

const TrustedDeviceSchema = Type.Object({
  id: Type.String({ description: 'Opaque id (never the device id or its hash)' }),
  current: Type.Boolean({ description: "The calling session's device" }),
  ...SignInBrowser,
  trusted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  expires_at: Type.String({ format: 'date-time' }),
});

const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{32}$' }) });

/**
 * The settings screen's sessions and trusted devices: list them, sign one session or all others out,
 * forget a device. Each acts only on the caller's own account: another account's id is not found (1004).
 */
export function registerSessionRoutes(app: FastifyInstance, context: AccountsContext): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { database, requireUser } = context;
  const tags = ['account'];

  api.get(
    CALLS.sessions.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The account's signed-in sessions, this one first",
        response: { 200: S.envelopeOf(Type.Array(AccountSessionSchema)) },
      },
    },
    async (request) => ok(await listSessions(database, request.userId, tokenOf(request.headers.authorization))),
  );

  api.delete(
    CALLS.revokeOtherSessions.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sign out every other session of the account (their live streams end at once)',
        response: { 200: S.envelopeOf(Type.Object({ revoked: Type.Integer() })) },
      },
    },
    async (request) =>
      ok({ revoked: await revokeSessionsBut(database, request.userId, tokenOf(request.headers.authorization)) }),
  );

  api.delete(
    CALLS.revokeSession.path.replace('{id}', ':id'),
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sign out one session of the account (its live stream ends at once); 1004 if not its own',
        params: IdParams,
        response: { 200: S.NullAnswer },
      },
    },
    async (request) => {
      await revokeSessionById(database, request.userId, request.params.id);
      return ok(null);
    },
  );

  api.get(
    CALLS.trustedDevices.path,
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The devices the account trusts (no code check at sign-in for 30 days), this one first',
        response: { 200: S.envelopeOf(Type.Array(TrustedDeviceSchema)) },
      },
    },
    async (request) => ok(await listTrustedDevices(database, request.userId, tokenOf(request.headers.authorization))),
  );

  api.delete(
    CALLS.forgetTrustedDevice.path.replace('{id}', ':id'),
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Stop trusting one device: its next sign-in asks for the code check; 1004 if not its own',
        params: IdParams,
        response: { 200: S.NullAnswer },
      },
    },
    async (request) => {
      await forgetTrustedDevice(database, request.userId, request.params.id);
      return ok(null);
    },
  );
}
