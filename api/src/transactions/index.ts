import type { ApiModule, PortableModule } from '../platform/module';
import { registerTransactionRoutes } from './routes';
import { registerTransactionSandboxRoutes } from './sandbox-routes';

/** Every transaction of the cards and the wallet in one list, and each on its own (on both databases). */
export const registerTransactions: PortableModule = (app, deps) => registerTransactionRoutes(app, deps);

/**
 * The sandbox call that seeds a customer's transactions (sandbox mode only). Its statements are on the
 * query layer; it tells the customer's live stream through the message center, so it registers with the
 * wallet, on SQLite, until the message center is on the layer too.
 */
export const registerTransactionSandbox: ApiModule = (app, deps) => {
  if (deps.config.mode === 'sandbox') registerTransactionSandboxRoutes(app, deps);
};
