// One webpack setup for the host and every remote; each app passes only what is its own.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzipAsync } = require('@gfx/zopfli');
const { LATER_PAGE_LIBRARIES, sharedSingletons, singletonPackages } = require('./federation-shared.cjs');
const { PreloadBootChunks } = require('./preload-boot-chunks.cjs');
const { ChunkIntegrityPlugin } = require('./chunk-integrity.cjs');
const { minimizer } = require('./minimizer.cjs');

/** The text files the build compresses ahead of time. */
const PRECOMPRESSED = /\.(js|json|html|css|svg)$/;

const ROOT = path.resolve(__dirname, '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
/** What SWR gets for the `use-sync-external-store/shim` it imports for older Reacts: React 19's own hook. */
const SYNC_EXTERNAL_STORE = path.join(SHARED_SRC, 'runtime', 'use-sync-external-store.ts');
const API_URL = process.env.API_URL || 'http://127.0.0.1:4000';

/**
 * Entry file names with a content hash. The federation runtime of enhanced 2.9 asks webpack 5.111
 * for the entry's path before hashes exist (module-federation/core#5077); the same folder without
 * the hash answers that question, and the real file still gets its hash.
 */
function hashedEntryFilename(pathData) {
  const hashed = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return hashed ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js';
}

/**
 * How the host's lazy code is cut into files, so that a first page downloads three scripts: the
 * entry, `early` (the code that starts the opened page's remote, run as soon as its few kilobytes
 * arrive) and `boot` (the shared singletons, the shared core and the host's boot code, in one request
 * and one gzip stream). A module goes to the chunk of the first list it is reached from. Libraries and
 * code only later pages import keep their own chunks.
 */
function hostChunkGroups(appDir, { bootModules, earlyModules }) {
  const names = singletonPackages(appDir).map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const singleton = new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  // Source files only: the federation's own modules (what a chunk consumes) stay where they are.
  const reachedFrom =
    (files) =>
    (module, { chunkGraph }) =>
      Boolean(module.resource) &&
      [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
        [...chunkGraph.getChunkModulesIterable(chunk)].some((each) => files.has(each.resource)),
      );
  const early = reachedFrom(new Set(earlyModules));
  const boot = reachedFrom(new Set(bootModules));
  // The singletons' code but what only a later page runs, and the store hook that stands in for SWR's shim.
  const firstPageSingleton = (resource = '') =>
    (singleton.test(resource) && !LATER_PAGE_LIBRARIES.test(resource)) || resource === SYNC_EXTERNAL_STORE;
  return {
    early: { test: early, name: 'early', chunks: 'async', enforce: true, priority: 20 },
    boot: {
      test: (module, context) => firstPageSingleton(module.resource) || boot(module, context),
      name: 'boot',
      chunks: 'async',
      enforce: true,
      priority: 10,
    },
  };
}

/** A module of English texts: `strings.en.ts`, `en.ts` and the like (see the shared core's catalogue). */
const ENGLISH_TEXTS = /[./\\]en\.ts$/;

/**
 * Every English text module of an app in one chunk, which only readers of English fetch: one request
 * however many catalogues the page has. The host's holds the shared core's English too; a remote's
 * holds only its own, as the shared core a remote runs is the host's.
 */
function englishChunkGroup(role, appDir) {
  const dirs = [path.join(appDir, 'src'), ...(role === 'host' ? [SHARED_SRC] : [])];
  const ownEnglish = ({ resource }) =>
    Boolean(resource) && ENGLISH_TEXTS.test(resource) && dirs.some((dir) => resource.startsWith(dir + path.sep));
  return { english: { test: ownEnglish, name: 'english', chunks: 'async', enforce: true, priority: 30 } };
}

/** The chunks the host's index.html preloads. */
const HOST_START_CHUNKS = ['early', 'boot'];

/** The folder a build lands in: the host at `<dist>/host`, a remote at `<dist>/<remote>/<version>`. */
function outputFolder({ role, appDir, version, distRoot }) {
  if (role === 'host') return path.join(distRoot, 'host');
  return path.join(distRoot, path.basename(appDir), version);
}

/**
 * @param {object} options
 * @param {'host'|'remote'} options.role
 * @param {string} options.appDir the app's folder
 * @param {object} options.federation `{ name, exposes?, runtimePlugins? }`
 * @param {number} options.devPort port of `webpack serve`
 * @param {string[]} [options.bootModules] files (from the repository root) every first page runs: the
 *   host's `boot` chunk holds them and what they import, with the shared singletons
 * @param {string[]} [options.earlyModules] files (from the repository root) the entry runs first, to
 *   start the opened page's remote: the host's `early` chunk holds them and what they import
 * @param {Record<string, string|boolean>} env webpack's `--env` values: `version`, `distRoot`, and
 *   `quick` for a production build left unminified and uncompressed (the same modules, federation and
 *   integrity, built in a fraction of the time: for a build no customer downloads, such as a test's)
 */
function createAppConfig({ role, appDir, federation, devPort, bootModules = [], earlyModules = [] }, env = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const serving = Boolean(env.WEBPACK_SERVE);
  const production = !serving;
  /** Minified, with compressed copies beside: what customers download. */
  const compact = production && !env.quick;
  const version = typeof env.version === 'string' ? env.version : pkg.version;
  const distRoot = typeof env.distRoot === 'string' ? path.resolve(env.distRoot) : path.join(ROOT, 'dist');
  // A production remote is only its container; served alone it also gets its standalone shell.
  const withPage = role === 'host' || serving;
  const fromRoot = (files) => files.map((file) => path.join(ROOT, file));

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // Maps are written beside the build for error reporting but never linked, and the edge never serves them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: withPage ? { main: './src/index.ts' } : {},
    output: {
      path: outputFolder({ role, appDir, version, distRoot }),
      publicPath: role === 'host' ? '/' : 'auto',
      filename: production ? hashedEntryFilename : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      uniqueName: federation.name,
      clean: true,
      // Integrity checks need CORS mode: a remote's chunks load with crossorigin="anonymous".
      crossOriginLoading: role === 'remote' && production ? 'anonymous' : false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { 'use-sync-external-store/shim$': SYNC_EXTERNAL_STORE },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          include: [path.join(appDir, 'src'), SHARED_SRC],
          loader: 'esbuild-loader',
          options: { loader: 'tsx', target: 'es2020', jsx: 'automatic' },
        },
        {
          test: /\.(png|svg|ico|jpe?g|webp)$/,
          type: 'asset/resource',
          generator: { filename: 'assets/[name].[contenthash:8][ext]' },
        },
      ],
    },
    optimization: {
      splitChunks: production
        ? {
            cacheGroups: {
              ...englishChunkGroup(role, appDir),
              ...(role === 'host' &&
                hostChunkGroups(appDir, { bootModules: fromRoot(bootModules), earlyModules: fromRoot(earlyModules) })),
            },
          }
        : undefined,
      minimize: compact,
      // The builds' one minifier (tooling/minimizer.cjs gives its figures).
      minimizer: [minimizer()],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(path.basename(appDir)),
        __APP_VERSION__: JSON.stringify(version),
      }),
      new ModuleFederationPlugin({
        filename: 'remoteEntry.js',
        ...federation,
        shared: sharedSingletons(pkg, { host: role === 'host' }),
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // Built remotes use the federation runtime the host lends them (see the host's plugins).
        experiments: {
          externalRuntime: role === 'remote' && production,
          // The host loads each remote's entry script directly (not its manifest) and only in a
          // browser: the runtime's manifest-snapshot and Node loading code are left out.
          // A remote loads no other remote, so its entry leaves out the code that would.
          optimization: { disableSnapshot: true, disableRemote: role === 'remote', target: 'web' },
        },
      }),
      // A remote's entry carries the SHA-384 of each of its chunks, and its chunk loader sets them as
      // the scripts' integrity: the hash the pins record for the entry then covers every file it loads.
      role === 'remote' && production && new ChunkIntegrityPlugin(),
      // Brotli and Zopfli gzip files beside the text assets, served by the edges to browsers that
      // accept them (brotli about a sixth smaller than gzip; browsers send it over https and to localhost).
      compact &&
        new CompressionPlugin({
          test: PRECOMPRESSED,
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
          threshold: 1024,
          minRatio: 0.9,
        }),
      compact &&
        new CompressionPlugin({
          test: PRECOMPRESSED,
          filename: '[path][base].gz',
          algorithm: (input, _options, done) =>
            gzipAsync(input, { numiterations: 5 }).then((output) => done(null, Buffer.from(output)), done),
          threshold: 1024,
          minRatio: 0.9,
        }),
      withPage &&
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: role === 'host' ? '' : `${path.basename(appDir)} (standalone)`,
        }),
      role === 'host' && production && new PreloadBootChunks({ chunkNames: HOST_START_CHUNKS }),
    ].filter(Boolean),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      host: '127.0.0.1',
      port: devPort,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_URL, changeOrigin: false }],
      client: { overlay: { warnings: false } },
    },
  };
}

module.exports = { createAppConfig, ROOT };
