import type { ApiModule, PortableModule } from '../platform/module';
import { registerTransactionRoutes } from './routes';
import { registerTransactionSandboxRoutes } from './sandbox-routes';

/** Every transaction of the cards and the wallet in one list, and each on its own (on both databases). */
export const registerTransactions: PortableModule = (app, deps) => registerTransactionRoutes(app, deps);

/**
 * The sandbox call that seeds a customer's transactions (sandbox mode only). It stays on SQLite with
 * the wallet: it resolves the customer and seeds their first cards through the wallet's synchronous
 * helpers, and tells their live stream through the message center.
 */
export const registerTransactionSandbox: ApiModule = (app, deps) => {
  if (deps.config.mode === 'sandbox') registerTransactionSandboxRoutes(app, deps);
};
