// What the browser downloads to render /sign-in, in gzip bytes: the host's JavaScript (every
// file, an upper bound) plus remote-auth's entry and the chunks of its SignIn module. Shared
// libraries come from the host, so a remote's own fallback copies are not counted.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './run.mjs';

/** Target for the sign-in page, in gzip bytes. */
export const SIGN_IN_BUDGET = 200 * 1024;

const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

function hostFiles(distDir) {
  const assets = path.join(distDir, 'host', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assets, name));
}

function remoteFiles(distDir, remote, version, expose) {
  const folder = path.join(distDir, remote, version);
  const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8'));
  const module = manifest.exposes.find((entry) => entry.path === expose);
  if (!module) throw new Error(`${remote} ${version} does not expose ${expose}`);
  const files = [manifest.metaData.remoteEntry.name, ...module.assets.js.sync, ...module.assets.js.async];
  return files.map((file) => path.join(folder, file));
}

export function signInBundleReport(distDir = path.join(ROOT, 'dist')) {
  const pins = JSON.parse(readFileSync(path.join(ROOT, 'deploy', 'pins', 'default.json'), 'utf8'));
  const apps = [
    { app: 'host', files: hostFiles(distDir) },
    { app: 'remote-auth', files: remoteFiles(distDir, 'remote-auth', pins['remote-auth'], './SignIn') },
  ].map(({ app, files }) => ({ app, files: files.length, gzip: files.reduce((sum, file) => sum + gzipBytes(file), 0) }));
  const total = apps.reduce((sum, app) => sum + app.gzip, 0);
  return { apps, total, budget: SIGN_IN_BUDGET };
}

export function printBundleReport(report) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nJavaScript downloaded to render /sign-in (gzip):');
  for (const { app, files, gzip } of report.apps) console.log(`  ${app.padEnd(12)} ${kb(gzip).padStart(9)}  (${files} files)`);
  const verdict = report.total <= report.budget ? 'within' : 'OVER';
  console.log(`  ${'total'.padEnd(12)} ${kb(report.total).padStart(9)}  ${verdict} the ${kb(report.budget)} budget\n`);
}
