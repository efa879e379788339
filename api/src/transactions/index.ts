import type { PortableModule } from '../platform/module';
import { registerTransactionRoutes } from './routes';
import { registerTransactionSandboxRoutes } from './sandbox-routes';

/** Every transaction of the cards and the wallet in one list, and each on its own (on both databases). */
export const registerTransactions: PortableModule = (app, deps) => registerTransactionRoutes(app, deps);

/** The sandbox call that seeds a customer's transactions (sandbox mode only), telling their live stream. */
export const registerTransactionSandbox: PortableModule = (app, deps) => {
  if (deps.config.mode === 'sandbox') registerTransactionSandboxRoutes(app, deps);
};
