import type { FastifyBaseLogger } from 'fastify';
import type { PortableModule, PortableModuleDeps } from '../platform/module';
import { BatchRunner } from './batch/batch-runner';
import { registerTicketRoutes } from './tickets/routes';
import { registerProfileRoutes } from './profiles/routes';
import { profileKeyOf } from './profiles/profile-key';
import { registerBatchRoutes } from './batch/routes';
import { registerCardActionRoutes } from './cards/action-routes';
import { registerCardNamingAndBulkRoutes } from './cards/naming-and-bulk-routes';
import { RevealGuard } from './cards/reveal-card';
import { registerCardRoutes } from './cards/routes';
import { accessCodeSecretCheck, type SecretCheck } from './cards/secret-check';
import { settleIssuerTask } from './cards/settle';
import { tellCardTransactions } from './cards/card-transaction-notice';
import type { WalletContext } from './context';
import { purgeIdempotencyKeys } from './idempotency';
import { CardIssuer } from './issuer/card-issuer';
import { registerBalanceRoutes } from './ledger/routes';
import { registerCardLimitRoutes } from './limits/routes';
import { registerWalletSandboxRoutes } from './sandbox/routes';
import { registerSpendingRoutes } from './spending/routes';
import { registerWalletAdminRoutes } from './admin/routes';

export { decideTopUp } from './ledger/top-up';
export { seedDemoWallet } from './seed/seed-demo-wallet';
export type { SecretCheck, SecretCheckResult } from './cards/secret-check';

/**
 * Picks up, after a restart, whatever the last process left unfinished: issuer transitions that are
 * due (or overdue) and RUNNING batch jobs, from where their rows say they stood; on PostgreSQL the
 * issuer then goes on looking for the due tasks other processes stored.
 */
export async function resumeWalletWork({ issuer, batch }: Pick<WalletContext, 'issuer' | 'batch'>): Promise<void> {
  issuer.kick();
  issuer.watchOthers();
  await batch.resume();
}

/** Builds the wallet's services; `secretCheck` (a fresh access code by default) guards card secrets. */
export function createWalletModule(
  deps: PortableModuleDeps,
  log: FastifyBaseLogger,
  secretCheck?: SecretCheck,
): WalletContext {
  const { database } = deps;
  const issuer = new CardIssuer(database, log);
  const batch = new BatchRunner(database, issuer, deps.messages, log, deps.jobs);
  issuer.onSettle(async (trx, task, success) => {
    const settled = await settleIssuerTask(database, trx, task, success);
    if (!settled) return null;
    const nextBatchStep = await batch.onCardSettled(trx, settled);
    return () => {
      nextBatchStep?.();
      // An opening settles its load, a deletion its payout: both card transactions change status.
      if (settled.kind === 'OPEN' || settled.kind === 'DELETE')
        tellCardTransactions(deps.messages, log, settled.userId);
    };
  });
  return {
    deps,
    database,
    issuer,
    batch,
    secretCheck: secretCheck ?? accessCodeSecretCheck(database),
    revealGuard: new RevealGuard(),
    profileKey: profileKeyOf(deps),
  };
}

/**
 * Wallet balances, top-ups, cards, card transactions, batch jobs, their operator calls and sandbox admin
 * calls, on both databases.
 */
export const registerWallet: PortableModule = (app, deps) => {
  const context = createWalletModule(deps, app.log);
  registerBalanceRoutes(app, context);
  registerSpendingRoutes(app, context);
  registerCardRoutes(app, context);
  registerCardActionRoutes(app, context);
  registerCardNamingAndBulkRoutes(app, context);
  registerCardLimitRoutes(app, context);
  registerBatchRoutes(app, context);
  registerTicketRoutes(app, context);
  registerProfileRoutes(app, context);
  if (deps.config.mode === 'sandbox') registerWalletSandboxRoutes(app, context);
  if (deps.config.adminToken !== null) registerWalletAdminRoutes(app, context, deps.config.adminToken);
  app.addHook('onReady', async () => {
    await purgeIdempotencyKeys(deps.database.kysely);
    await resumeWalletWork(context);
  });
  app.addHook('onClose', async () => {
    context.issuer.stop();
    context.batch.stop();
  });
};
