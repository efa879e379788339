// The api-postgres jest project's cluster: started once for the run (unless API_TEST_POSTGRES_URL
// already names a server to use), its URL handed to the test workers through the environment.
import { ensurePostgres } from '../scripts/lib/ensure-postgres.mjs';
import { startPostgresCluster } from '../scripts/lib/postgres-cluster.mjs';

export default async function startPostgresForTests() {
  if (process.env.API_TEST_POSTGRES_URL) return;
  const cluster = await startPostgresCluster(ensurePostgres());
  globalThis.portalTestPostgres = cluster;
  process.env.API_TEST_POSTGRES_URL = cluster.url;
}
