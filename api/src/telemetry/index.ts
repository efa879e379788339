import type { PortableModule } from '../platform/module';
import { registerCspReports } from './csp-reports';
import { reportTokenSecret } from './report-token-secret';
import { registerTelemetryRoutes } from './routes';

/**
 * What browsers report: load outcomes of the pinned remotes (read by the pin tool's watcher) and
 * Content-Security-Policy violations (logged).
 */
export const registerTelemetry: PortableModule = (app, deps) => {
  registerTelemetryRoutes(app, deps, reportTokenSecret(app, deps));
  registerCspReports(app, deps);
};
