import type { PortableModule } from '../platform/module';
import { ExportRunner } from './export-runner';
import { registerExportRoutes } from './routes';
import { registerTransactionExportRoutes } from './transaction-routes';

/**
 * Exports of cards (.xlsx) and of transactions (.csv, .xlsx): durable jobs, resumed from scratch after a
 * restart (on both databases).
 */
export const registerExport: PortableModule = (app, deps) => {
  const runner = new ExportRunner(deps.database, deps.config.dataDir, app.log);
  registerExportRoutes(app, deps, runner);
  registerTransactionExportRoutes(app, deps, runner);
  app.addHook('onReady', async () => runner.resume());
  app.addHook('onClose', async () => runner.stop());
};
