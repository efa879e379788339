import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as subset from '../react-router-dom';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const APP_SOURCES = ['host/src', 'remote-auth/src', 'remote-cards/src', 'remote-messages/src', 'shared/src'];

/** Every non-test source file of the apps and the shared core. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The value names a file imports from `react-router-dom` (type-only names are erased). */
function routerImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)].flatMap(
    ([, typeOnly, names]) =>
      typeOnly
        ? []
        : (names ?? '')
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe("the portal's react-router-dom", () => {
  const files = APP_SOURCES.flatMap((dir) => sources(path.join(ROOT, dir)));

  it('exports every router name the apps import, so none is undefined at runtime', () => {
    const missing = files.flatMap((file) =>
      routerImports(file)
        .filter((name) => !(name in subset))
        .map((name) => `${path.relative(ROOT, file)}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('is what the apps import the router from', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.filter((file) => routerImports(file).length > 0).length).toBeGreaterThan(3);
  });
});
