// jest runs the node projects as CommonJS, and Node 20 cannot require an ES-module-only package
// (kysely 0.29 ships only ES modules): such a package's files are turned into CommonJS by esbuild,
// which the API's build already uses to bundle them.
const { createHash } = require('node:crypto');
const { transformSync } = require('esbuild');
const { version } = require('esbuild/package.json');

module.exports = {
  getCacheKey: (sourceText, sourcePath) =>
    createHash('sha1').update(`${version}\0${sourcePath}\0${sourceText}`).digest('hex'),
  process(sourceText, sourcePath) {
    const { code, map } = transformSync(sourceText, {
      format: 'cjs',
      target: 'node20',
      sourcefile: sourcePath,
      sourcemap: true,
    });
    return { code, map };
  },
};
