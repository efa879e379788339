import type { ApiModule } from '../platform/module';
import { registerTelemetryRoutes } from './routes';

/** Load outcomes of the pinned remotes, reported by browsers and read by the pin tool's watcher. */
export const registerTelemetry: ApiModule = (app, deps) => registerTelemetryRoutes(app, deps);
