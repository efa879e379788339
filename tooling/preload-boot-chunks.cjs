// Adds <link rel="preload"> tags to the host's index.html for the chunks every first page needs
// (see the host's chunk groups in webpack-app.cjs), so that they download beside the entry script
// instead of after it has run. Chunks are found by name, so hashes may change freely.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN = 'PreloadBootChunks';

class PreloadBootChunks {
  /** @param {{ chunkNames: string[] }} options the named chunks to preload, in this order */
  constructor({ chunkNames }) {
    this.chunkNames = chunkNames;
  }

  bootFiles(compilation) {
    return this.chunkNames.flatMap((name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk) throw new Error(`${PLUGIN}: the build has no chunk named "${name}"`);
      return [...chunk.files].filter((file) => file.endsWith('.js'));
    });
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
