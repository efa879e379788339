import type { PortableModule } from '../platform/module';
import { ensureMerchant } from './merchant-store';
import { registerMerchantRoutes } from './merchant-routes';
import { registerMerchantSandboxRoutes } from './merchant-sandbox-routes';

/**
 * The merchant's branding and agreements (public), and their sandbox admin: on the query layer, so on
 * SQLite and PostgreSQL alike. The merchant row and the seed agreements are made before the API
 * answers (once; later starts keep what was edited).
 */
export const registerMerchant: PortableModule = (app, { config, database }) => {
  app.addHook('onReady', () => ensureMerchant(database, config.merchant));
  registerMerchantRoutes(app, database);
  if (config.mode === 'sandbox') registerMerchantSandboxRoutes(app, database);
};
