// Subresource Integrity for the chunks a remote's entry loads.
//
// The pins record the SHA-384 of a remote version's remoteEntry.js and the host loads the entry with
// it. This plugin makes that one hash cover every file the entry loads after it: the entry's chunk
// loader carries the SHA-384 of each chunk and sets it as the chunk script's `integrity`, so a chunk
// changed after the build fails to load, and a changed table of hashes changes the entry's own hash.
//
// webpack-subresource-integrity does this for ordinary builds but not for module federation's
// containers (its placeholders for a container's chunks stay unresolved: waysact/webpack-subresource-
// integrity#176), hence these few lines on webpack's own hooks, the same way: a placeholder of the
// hash's length per chunk, replaced by the hash once every chunk's bytes are final.
const { createHash } = require('node:crypto');

const NAME = 'ChunkIntegrityPlugin';
const HASH_PREFIX = 'sha384-';
/** 48 bytes in base64. */
const HASH_LENGTH = 64;
const MARK = 'CHUNK-INTEGRITY-';
/** Well-formed, and the hash of no file (48 zero bytes). */
const NO_FILE_HAS = `${HASH_PREFIX}${'A'.repeat(HASH_LENGTH)}`;
const PLACEHOLDER = new RegExp(`${HASH_PREFIX}${MARK}([^-"']+)-*`, 'g');

/** A stand-in for a chunk's hash, exactly as long as the hash, so source maps stay right. */
function placeholderFor(chunkId) {
  const body = `${MARK}${chunkId}-`;
  if (String(chunkId).includes('-'))
    throw new Error(`${NAME}: chunk id ${chunkId} has a '-', which ends a placeholder`);
  if (body.length > HASH_LENGTH) throw new Error(`${NAME}: chunk id ${chunkId} is too long for a placeholder`);
  return `${HASH_PREFIX}${body.padEnd(HASH_LENGTH, '-')}`;
}

const sha384 = (buffer) => `${HASH_PREFIX}${createHash('sha384').update(buffer).digest('base64')}`;

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    const { RuntimeGlobals, RuntimeModule, Template, Compilation } = webpack;
    const { chunkHasJs } = webpack.javascript.JavascriptModulesPlugin;
    const table = `${RuntimeGlobals.require}.chunkIntegrity`;

    /** `__webpack_require__.chunkIntegrity`: chunk id → placeholder, for every chunk the runtime may load. */
    class ChunkIntegrityRuntimeModule extends RuntimeModule {
      constructor() {
        super('chunk integrity', RuntimeModule.STAGE_BASIC);
      }

      generate() {
        const { chunkGraph } = this.compilation;
        const hashes = {};
        for (const chunk of this.chunk.getAllAsyncChunks()) {
          if (chunkHasJs(chunk, chunkGraph)) hashes[chunk.id] = placeholderFor(chunk.id);
        }
        return `${table} = ${JSON.stringify(hashes)};`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.loadScript).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule());
      });

      // A chunk missing from the table gets a hash no file has: it fails to load rather than load unchecked.
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        Template.asString([
          source,
          `if (chunkId !== undefined) script.integrity = ${table}[chunkId] || ${JSON.stringify(NO_FILE_HAS)};`,
        ]),
      );

      // After the real content hashes (the chunks' bytes are final then), before compression.
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        (assets) => {
          const hashOf = new Map();
          for (const chunk of compilation.chunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'));
            if (file) hashOf.set(String(chunk.id), sha384(compilation.getAsset(file).source.buffer()));
          }
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js')) continue;
            const text = source.source().toString();
            if (!text.includes(MARK)) continue;
            const filled = text.replace(PLACEHOLDER, (placeholder, chunkId) => {
              const hash = hashOf.get(chunkId);
              if (!hash) throw new Error(`${NAME}: ${file} loads chunk ${chunkId}, which has no file to hash`);
              return hash;
            });
            compilation.updateAsset(file, new webpack.sources.RawSource(filled));
          }
        },
      );
    });
  }
}

module.exports = { ChunkIntegrityPlugin };
