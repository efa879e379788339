import path from 'node:path';
import { PAGE_LIST, REMOTE_NAMES } from '@portal/shared';

/** Every path of spec §2, with whether it needs a signed-in user. */
const SPEC_PATHS = {
  '/sign-in': 'signed-out',
  '/sign-up': 'signed-out',
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

describe('the page list', () => {
  it('has exactly the paths of spec §2, each once', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(SPEC_PATHS).sort());
  });

  it.each(Object.entries(SPEC_PATHS))('%s is %s', (routePath, access) => {
    const page = PAGE_LIST.find((entry) => entry.path === routePath);
    expect(page?.access).toBe(access);
    expect(page?.layout).toBe(access === 'signed-in' ? 'main' : 'plain');
  });

  it.each(Object.entries(OWNER))('%s is rendered by %s', (routePath, owner) => {
    expect(PAGE_LIST.find((entry) => entry.path === routePath)?.owner).toBe(owner);
  });

  it.each(REMOTE_NAMES)("is what %s's federation config exposes, module for module", (remote) => {
    const listed = PAGE_LIST.flatMap((page) => (page.owner === remote ? [page.module] : []));
    expect(exposesOf(remote).sort()).toEqual([...listed].sort());
  });
});
