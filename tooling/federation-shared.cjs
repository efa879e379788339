// The one definition of what the host and every remote share as singletons.
const { existsSync } = require('node:fs');
const path = require('node:path');

const sharedPackage = require(path.join(__dirname, '..', 'shared', 'package.json'));
const ROUTER_SUBSET = path.join(__dirname, '..', 'shared', 'src', 'routing', 'react-router-dom.ts');

/** Packages that must exist once per page; `subpaths` also shares `<name>/...` imports. */
const SINGLETONS = [
  { name: 'react', subpaths: true },
  { name: 'react-dom', subpaths: true },
  { name: 'react-router-dom', subpaths: false },
  { name: 'jotai', subpaths: true },
  { name: 'swr', subpaths: true },
  { name: 'styled-components', subpaths: false },
];

function rangeOf(appPackage, name) {
  const range = appPackage.dependencies && appPackage.dependencies[name];
  if (!range) {
    throw new Error(`${appPackage.name} must declare "${name}" in dependencies to share it`);
  }
  return range;
}

/**
 * The shared core's versions an app accepts, from its dependency (`workspace:^1.2.0` is `^1.2.0`):
 * what the host's share negotiation and the pins tool hold a remote build to.
 */
function builtAgainst(range) {
  const declared = range.replace(/^workspace:/, '');
  if (!/^[\^~]?\d+\.\d+\.\d+/.test(declared)) {
    throw new Error(
      `The dependency on ${sharedPackage.name} must name the version it is built against, like "workspace:^1.2.0" (got "${range}")`,
    );
  }
  return declared;
}

/**
 * Shared-module config for one app, with each `requiredVersion` taken from that app's own
 * package.json, so a remote built later records the ranges it was built against.
 */
function sharedSingletons(appPackage) {
  const shared = {};
  for (const { name, subpaths } of SINGLETONS) {
    const requiredVersion = rangeOf(appPackage, name);
    shared[name] = { singleton: true, requiredVersion };
    if (subpaths) shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  // react-router-dom is provided as the portal's own subset of the router (one copy, tree-shaken).
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: ROUTER_SUBSET,
    version: require(
      require.resolve('react-router-dom/package.json', { paths: [path.join(__dirname, '..', 'shared')] }),
    ).version,
  };
  const own = {
    singleton: true,
    version: sharedPackage.version,
    requiredVersion: builtAgainst(rangeOf(appPackage, sharedPackage.name)),
  };
  shared[sharedPackage.name] = own;
  // Its subpaths (money, contract, …) load only where a page imports them, from the same provider.
  shared[`${sharedPackage.name}/`] = own;
  return shared;
}

/** The folder of an installed package, found from `fromDir` (works for packages without exports of package.json). */
function packageDir(name, fromDir) {
  let dir = path.dirname(require.resolve(name, { paths: [fromDir] }));
  while (!existsSync(path.join(dir, 'package.json')) || require(path.join(dir, 'package.json')).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the package folder of ${name}`);
    dir = parent;
  }
  return dir;
}

/** The singletons and every package they depend on, as installed for one app. */
function singletonPackages(appDir) {
  const found = new Map();
  const queue = SINGLETONS.map(({ name }) => [name, appDir]);
  while (queue.length > 0) {
    const [name, fromDir] = queue.shift();
    if (found.has(name)) continue;
    let dir;
    try {
      dir = packageDir(name, fromDir);
    } catch {
      continue; // an optional dependency that is not installed
    }
    found.set(name, dir);
    // Peers of a singleton are singletons themselves (react), or optional tooling never bundled.
    const { dependencies = {} } = require(path.join(dir, 'package.json'));
    for (const dependency of Object.keys(dependencies)) queue.push([dependency, dir]);
  }
  return [...found.keys()];
}

module.exports = { SINGLETONS, sharedSingletons, singletonPackages, sharedPackageName: sharedPackage.name };
