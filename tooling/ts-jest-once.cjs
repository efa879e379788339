// ts-jest, transpiling each file once per jest worker whichever project asks for it. Every
// project imports the shared core's files, and jest keeps its transform cache per project: without
// this, a fresh run transpiles each of those files once for every project.
const { createHash } = require('node:crypto');
const tsJest = require('ts-jest').default;

/** What ts-jest made of a file, by ts-jest's options, the file's path and its content. */
const transpiled = new Map();

const keyOf = (...parts) => createHash('sha1').update(parts.join('\0')).digest('hex');

module.exports = {
  /** @param {object} options ts-jest's options: projects given the same ones share what it made */
  createTransformer(options) {
    const tsJestTransformer = tsJest.createTransformer(options);
    const optionsKey = JSON.stringify(options);
    return {
      getCacheKey: (...args) => tsJestTransformer.getCacheKey(...args),
      process(sourceText, sourcePath, transformOptions) {
        const key = keyOf(optionsKey, String(transformOptions.supportsStaticESM), sourcePath, sourceText);
        if (!transpiled.has(key))
          transpiled.set(key, tsJestTransformer.process(sourceText, sourcePath, transformOptions));
        return transpiled.get(key);
      },
    };
  },
};
