import path from 'node:path';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { ROUTES } from '../routes/route-table';

/** Every path of spec §2, with whether it needs a signed-in user. */
const SPEC_PATHS = {
  '/sign-in': 'public',
  '/sign-up': 'public',
  '/sign-email': 'public',
  '/forget-password': 'public',
  '/change-password-check': 'public',
  '/reset-password': 'public',
  '/agreement': 'public',
  '/network-anomaly': 'public',
  '/wallet': 'signed-in',
  '/settings': 'signed-in',
  '/card': 'signed-in',
  '/create-card': 'signed-in',
  '/card-details': 'signed-in',
  '/bulk-export': 'signed-in',
  '/create-card/verification': 'signed-in',
  '/create-card/secondary-verification-data': 'signed-in',
  '/information-center': 'signed-in',
  '/information-announcement-details': 'signed-in',
} as const;

/** Which remote owns which page (architecture: packages). */
const OWNER: Record<string, string> = {
  '/sign-in': 'remote-auth',
  '/sign-up': 'remote-auth',
  '/sign-email': 'remote-auth',
  '/forget-password': 'remote-auth',
  '/change-password-check': 'remote-auth',
  '/reset-password': 'remote-auth',
  '/agreement': 'remote-auth',
  '/settings': 'remote-auth',
  '/wallet': 'remote-cards',
  '/card': 'remote-cards',
  '/create-card': 'remote-cards',
  '/card-details': 'remote-cards',
  '/bulk-export': 'remote-cards',
  '/create-card/verification': 'remote-cards',
  '/create-card/secondary-verification-data': 'remote-cards',
  '/information-center': 'remote-messages',
  '/information-announcement-details': 'remote-messages',
  '/network-anomaly': 'host',
};

function exposesOf(remote: string): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the federation configs are CommonJS
  const config = require(path.join(__dirname, '..', '..', '..', remote, 'federation.config.cjs')) as {
    exposes: Record<string, string>;
  };
  return Object.keys(config.exposes);
}

describe('the route table', () => {
  it('has exactly the paths of spec §2, each once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(SPEC_PATHS).sort());
  });

  it.each(Object.entries(SPEC_PATHS))('%s is %s', (routePath, access) => {
    const route = ROUTES.find((entry) => entry.path === routePath);
    expect(route?.access).toBe(access);
    expect(route?.layout).toBe(access === 'signed-in' ? 'main' : 'plain');
  });

  it.each(Object.entries(OWNER))('%s is rendered by %s', (routePath, owner) => {
    const route = ROUTES.find((entry) => entry.path === routePath)!;
    expect('host' in route.page ? 'host' : route.page.remote).toBe(owner);
  });

  it('references only modules that the remote exposes in its federation config', () => {
    for (const route of ROUTES) {
      if ('host' in route.page) continue;
      expect(exposesOf(route.page.remote)).toContain(route.page.expose);
    }
  });

  it.each(REMOTE_NAMES)('routes every page module that %s exposes', (remote) => {
    const routed = ROUTES.flatMap((route) =>
      'remote' in route.page && route.page.remote === remote ? [route.page.expose] : [],
    );
    expect([...routed].sort()).toEqual(exposesOf(remote).sort());
  });
});
