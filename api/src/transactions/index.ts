import type { ApiModule } from '../platform/module';
import { registerTransactionRoutes } from './routes';
import { registerTransactionSandboxRoutes } from './sandbox-routes';

/** Every transaction of the cards and the wallet in one list, and each on its own. */
export const registerTransactions: ApiModule = (app, deps) => {
  registerTransactionRoutes(app, deps);
  if (deps.config.mode === 'sandbox') registerTransactionSandboxRoutes(app, deps);
};
