// Stops and removes the api-postgres project's cluster (postgres-jest-setup.mjs).
export default async function stopPostgresForTests() {
  const cluster = globalThis.portalTestPostgres;
  if (!cluster) return;
  delete globalThis.portalTestPostgres;
  delete process.env.API_TEST_POSTGRES_URL;
  await cluster.stop();
}
