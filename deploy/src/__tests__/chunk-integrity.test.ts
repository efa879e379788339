import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebpackPluginInstance, default as webpackFunction } from 'webpack';

const ROOT = path.join(__dirname, '..', '..', '..');
// The builds' own webpack, federation plugin, chunk-integrity plugin (tooling/chunk-integrity.cjs) and minifier.
/* eslint-disable @typescript-eslint/no-require-imports */
const webpack = require(require.resolve('webpack', { paths: [ROOT] })) as typeof webpackFunction;
const { ModuleFederationPlugin } = require(
  require.resolve('@module-federation/enhanced/webpack', { paths: [ROOT] }),
) as { ModuleFederationPlugin: new (options: object) => WebpackPluginInstance };
const { ChunkIntegrityPlugin } = require(path.join(ROOT, 'tooling', 'chunk-integrity.cjs')) as {
  ChunkIntegrityPlugin: new () => WebpackPluginInstance;
};
const { minimizer } = require(path.join(ROOT, 'tooling', 'minimizer.cjs')) as {
  minimizer: () => WebpackPluginInstance;
};
/* eslint-enable @typescript-eslint/no-require-imports */

const sha384 = (file: string) => `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'chunk-integrity-'));
  writeFileSync(path.join(dir, 'page.js'), "export default () => import('./later.js');\n");
  writeFileSync(path.join(dir, 'later.js'), 'export const later = "loaded later";\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Builds a federation container exposing a page that loads a chunk of its own. */
function build(): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: {},
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimize: true, minimizer: [minimizer()] },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote_test',
        filename: 'remoteEntry.js',
        exposes: { './Page': './page.js' },
        dts: false,
        manifest: false,
      }),
      new ChunkIntegrityPlugin(),
    ],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve();
    }),
  );
}

describe("a remote's entry", () => {
  it('carries the SHA-384 of every chunk it loads, and sets it on the chunk scripts', async () => {
    await build();
    const out = path.join(dir, 'dist');
    const entry = readFileSync(path.join(out, 'remoteEntry.js'), 'utf8');
    const chunks = readdirSync(out).filter((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    const table = /chunkIntegrity\s*=\s*(\{[^}]*\})/.exec(entry)?.[1] ?? '';
    const recorded = Object.values(JSON.parse(table.replace(/([{,])\s*"?([\w.]+)"?\s*:/g, '$1"$2":')) as object);
    expect(recorded.sort()).toEqual(chunks.map((file) => sha384(path.join(out, file))).sort());
    expect(entry).toMatch(/\.integrity\s*=/);
    expect(entry).not.toContain('CHUNK-INTEGRITY-');
  }, 60_000);
});
