import type { FastifyBaseLogger, preHandlerHookHandler } from 'fastify';
import type { AccessPurpose } from '@portal/shared/contract';
import { bearerToken } from '../auth/sessions';
import type { CodeSendLimits, SignInLimits } from '../config';
import type { Database } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import { ApiFailure, type ErrorDefinition } from '../platform/api-failure';
import type { AddressGate } from './address-gate';
import { composeCodeMessage } from './code-messages';
import { storeCode, type Channel, type CodePurpose } from './codes';
import { reserveSend } from './send-limits';
import type { CodeTransport } from './transport';
import { findUserById, type UserRow } from './users';

/** What the account routes share. */
export interface AccountsContext {
  /** The query layer (api/README.md "Databases"): every statement of the module runs on it. */
  database: Database;
  transport: CodeTransport;
  /** Signed in; before the device check or the e-mail binding, only the routes that finish the sign-in. */
  requireUser: preHandlerHookHandler;
  brand: { title: string; portalOrigin: string };
  codeSendLimits: CodeSendLimits;
  signInLimits: SignInLimits;
  /** Sign-ins per client address: this minute's count and those being checked now. */
  addressGate: AddressGate;
}

export interface CodeRequest {
  channel: Channel;
  target: string;
  purpose: CodePurpose;
  /** What an access code authorises (its message names it); absent for other codes and when the portal did not say. */
  accessPurpose?: AccessPurpose;
  /** Who may use the code; null when nobody may (an unknown account). */
  userId: string | null;
  /** False for a decoy: stored and counted like any code, but sent to nobody. */
  deliver: boolean;
}

/**
 * Applies the send limits, stores the code and hands it to the transport without waiting, so the
 * answer (and its timing) is the same whether or not anything was delivered.
 */
export async function sendCode(
  context: AccountsContext,
  request: CodeRequest,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const outcome = await inTransaction(
    context.database,
    async (trx): Promise<{ refused: ErrorDefinition } | { code: string }> => {
      const refused = await reserveSend(trx, context.database.dialect, request.target, ip, context.codeSendLimits);
      return refused ? { refused } : { code: await storeCode(trx, request) };
    },
  );
  if ('refused' in outcome) throw new ApiFailure(outcome.refused);
  if (!request.deliver) return;
  const message = composeCodeMessage(context.brand, { ...request, to: request.target, code: outcome.code });
  context.transport.send(message).catch((error: unknown) => {
    log.error({ err: error, channel: request.channel, purpose: request.purpose }, 'code delivery failed');
  });
}

/** The signed-in user's row (requireUser has already checked the session). */
export async function signedInUser(context: AccountsContext, userId: string): Promise<UserRow> {
  const user = await findUserById(context.database.kysely, userId);
  if (!user) throw new ApiFailure('notSignedIn');
  return user;
}

/** The bearer token of a request that passed requireUser. */
export function tokenOf(authorization: string | undefined): string {
  const token = bearerToken(authorization);
  if (!token) throw new ApiFailure('notSignedIn');
  return token;
}
