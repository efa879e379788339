import type { PortableModule } from '../platform/module';
import { ExportRunner } from './export-runner';
import { registerExportRoutes } from './routes';
import { registerTransactionExportRoutes } from './transaction-routes';

/**
 * Exports of cards (.xlsx) and of transactions (.csv, .xlsx): durable jobs on the job queue, run once
 * by whichever API process takes them and again from scratch after a restart or a crash.
 */
export const registerExport: PortableModule = (app, deps) => {
  const runner = new ExportRunner(deps.database, deps.config.dataDir, app.log, deps.jobs);
  registerExportRoutes(app, deps, runner);
  registerTransactionExportRoutes(app, deps, runner);
  app.addHook('onReady', async () => runner.resume());
  app.addHook('onClose', async () => runner.stop());
};
