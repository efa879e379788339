import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO = path.join(__dirname, '..', '..', '..', '..');
const APPS = ['host', 'remote-auth', 'remote-cards', 'remote-messages', 'shared'];
const SESSION_MODULE = path.join(REPO, 'shared', 'src', 'session');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === '__tests__') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the session storage keys', () => {
  it('are touched by the session module alone', () => {
    const touching = APPS.flatMap((app) => sourceFiles(path.join(REPO, app, 'src')))
      .filter((file) => !file.startsWith(SESSION_MODULE))
      .filter((file) => /STORAGE_KEYS\.(token|isLogin|signInInProgress)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(REPO, file));
    expect(touching).toEqual([]);
  });
});
