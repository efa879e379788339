// Adds <link rel="preload"> tags to the host's index.html for the chunks every first page needs
// (the shared libraries, the shared core, the host's boot code), so that they download beside the
// entry script instead of after it has run. Chunks are found by the modules they hold, so names and
// hashes may change freely.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadBootChunks';

/** The file paths a (possibly concatenated) module was built from. */
function resourcesOf(module) {
  const inner = module.modules ?? [module];
  return inner.map((each) => each.resource).filter(Boolean);
}

function addScripts(files, chunk) {
  for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
}

class PreloadBootChunks {
  /**
   * @param {object} options
   * @param {string[]} options.modules absolute paths of the modules whose chunks are preloaded
   * @param {string[]} options.chunkNames named chunks preloaded as well
   */
  constructor({ modules, chunkNames }) {
    this.modules = new Set(modules.map((file) => path.resolve(file)));
    this.chunkNames = new Set(chunkNames);
  }

  bootFiles(compilation) {
    const files = new Set();
    for (const chunk of compilation.chunks) {
      if (chunk.hasRuntime()) continue; // the entry itself is already a script tag
      const holdsBootModule = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) =>
        resourcesOf(module).some((resource) => this.modules.has(resource)),
      );
      if (holdsBootModule) {
        // A lazy import loads every chunk of its group: the chunks split off beside a boot module too.
        for (const group of chunk.groupsIterable)
          for (const sibling of group.chunks) if (!sibling.hasRuntime()) addScripts(files, sibling);
      } else if (this.chunkNames.has(chunk.name)) addScripts(files, chunk);
    }
    return [...files].sort();
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        // The entry starts the opened page's remote: it goes first, ahead of the preloads.
        for (const tag of data.headTags) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        const preloads = this.bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...preloads);
        return data;
      });
    });
  }
}

module.exports = { PreloadBootChunks };
