// jest's own runtime, with V8's code cache kept for the life of a worker. Every test file gets a
// fresh module registry, so a worker compiles the same modules (React, Fastify, kysely, the
// portal's own) again for each file it runs: here each module's first compilation leaves V8's code
// cache behind, and the next files' compilations of the very same source start from it. The cache
// is keyed by file and checked against the source, so a changed file is compiled afresh.
const path = require('node:path');
const vm = require('node:vm');

const jestRuntime = require.resolve('jest-runtime', {
  paths: [path.dirname(require.resolve('jest-runner', { paths: [path.dirname(require.resolve('jest'))] }))],
});

/** Per file: the source compiled, and V8's code cache of it. */
const codeCache = new Map();
const compileFunction = vm.compileFunction;

vm.compileFunction = function compileFunctionWithCodeCache(source, params, options) {
  const file = options?.filename;
  if (typeof file !== 'string' || options.cachedData !== undefined) return compileFunction(source, params, options);
  const cached = codeCache.get(file);
  if (cached?.source === source) {
    const compiled = compileFunction(source, params, { ...options, cachedData: cached.data });
    if (!compiled.cachedDataRejected) return compiled;
  }
  const compiled = compileFunction(source, params, { ...options, produceCachedData: true });
  if (compiled.cachedDataProduced) codeCache.set(file, { source, data: compiled.cachedData });
  return compiled;
};

module.exports = require(jestRuntime);
