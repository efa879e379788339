// One webpack setup for the host and every remote; each app passes only what is its own.
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { gzipAsync } = require('@gfx/zopfli');
const { sharedSingletons, singletonPackages } = require('./federation-shared.cjs');
const { PreloadBootChunks } = require('./preload-boot-chunks.cjs');

/** The text files the build compresses ahead of time. */
const PRECOMPRESSED = /\.(js|json|html|css|svg)$/;

const ROOT = path.resolve(__dirname, '..');
const SHARED_SRC = path.join(ROOT, 'shared', 'src');
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
 * How the host's lazy code is cut into files. It downloads every shared singleton at start, so it
 * gets them in one chunk: one request and one gzip stream instead of a dozen (about 5 kB less on the
 * first page). Libraries a later page imports keep their own chunks.
 */
function hostChunks(appDir) {
  const names = singletonPackages(appDir).map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const test = new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
  return {
    cacheGroups: {
      singletons: { test, name: 'singletons', chunks: 'async', enforce: true },
      // The app's own modules that two lazy chunks both use (the remote loading code that the entry
      // starts early and the boot code also runs) are downloaded once, however small.
      ownShared: { test: path.join(appDir, 'src'), chunks: 'async', minChunks: 2, minSize: 0, priority: -5 },
    },
  };
}

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
 * @param {string[]} [options.bootModules] files (from the repository root) whose chunks the host's
 *   index.html preloads: what every first page runs
 * @param {Record<string, string|boolean>} env webpack's `--env` values: `version`, `distRoot`
 */
function createAppConfig({ role, appDir, federation, devPort, bootModules = [] }, env = {}) {
  const pkg = require(path.join(appDir, 'package.json'));
  const serving = Boolean(env.WEBPACK_SERVE);
  const production = !serving;
  const version = typeof env.version === 'string' ? env.version : pkg.version;
  const distRoot = typeof env.distRoot === 'string' ? path.resolve(env.distRoot) : path.join(ROOT, 'dist');
  // A production remote is only its container; served alone it also gets its standalone shell.
  const withPage = role === 'host' || serving;

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
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
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
      splitChunks: role === 'host' && production ? hostChunks(appDir) : undefined,
      // Terser over esbuild's minifier: about 7% fewer gzip bytes on the sign-in page.
      minimizer: [new TerserPlugin({ terserOptions: { ecma: 2020, compress: { passes: 2 } } })],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(path.basename(appDir)),
        __APP_VERSION__: JSON.stringify(version),
      }),
      new ModuleFederationPlugin({
        filename: 'remoteEntry.js',
        ...federation,
        shared: sharedSingletons(pkg),
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
      // Brotli and Zopfli gzip files beside the text assets, served by the edges to browsers that
      // accept them (brotli about a sixth smaller than gzip; browsers send it over https and to localhost).
      production &&
        new CompressionPlugin({
          test: PRECOMPRESSED,
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
          threshold: 1024,
          minRatio: 0.9,
        }),
      production &&
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
      role === 'host' &&
        production &&
        new PreloadBootChunks({
          modules: bootModules.map((file) => path.join(ROOT, file)),
          chunkNames: ['singletons'],
        }),
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
