// The one definition of what the host and every remote share as singletons.
const { existsSync } = require('node:fs');
const path = require('node:path');

const SHARED_DIR = path.join(__dirname, '..', 'shared');
const sharedPackage = require(path.join(SHARED_DIR, 'package.json'));
const ROUTER_SUBSET = path.join(__dirname, '..', 'shared', 'src', 'routing', 'react-router-dom.ts');

/**
 * Subpaths of the shared core that only a remote imports, yet that keep state through the core's
 * own files (the session atom, the SWR cache, SWR's internals): the host provides them from its own
 * build whether or not it imports them, so a remote runs the host's copy, on the host's one core.
 * A remote's copy would be built from files of its own (webpack shares a package's entry points,
 * never the files they import), with a session, an SWR config and a cache that no other app sees.
 */
const HOST_PROVIDED_SUBPATHS = ['./message-list'];

/**
 * Subpaths of a singleton that are never shared on their own: they work only on the files of the
 * copy of the package bundled beside them (SWR's infinite-list hook reads SWR's cache through
 * them), so the build that imports one bundles it, and the host's HOST_PROVIDED_SUBPATHS carry it.
 */
const NOT_SHARED_ALONE = { swr: { exclude: { request: /^infinite$/ } } };

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
 * package.json, so a remote built later records the ranges it was built against. The host's also
 * provides the core's HOST_PROVIDED_SUBPATHS.
 */
function sharedSingletons(appPackage, { host = false } = {}) {
  const shared = {};
  for (const { name, subpaths } of SINGLETONS) {
    const requiredVersion = rangeOf(appPackage, name);
    shared[name] = { singleton: true, requiredVersion };
    if (subpaths) shared[`${name}/`] = { singleton: true, requiredVersion, ...NOT_SHARED_ALONE[name] };
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
  if (host) {
    for (const subpath of HOST_PROVIDED_SUBPATHS) {
      const file = path.join(SHARED_DIR, sharedPackage.exports[subpath]);
      shared[`${sharedPackage.name}${subpath.slice(1)}`] = { ...own, import: file };
    }
  }
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

/**
 * Files of the singletons that no first page runs, only a page that uses them: the infinite-list
 * hook of SWR (the information center's list, through HOST_PROVIDED_SUBPATHS). The host keeps them
 * out of the chunk every first page downloads.
 */
const LATER_PAGE_LIBRARIES = /[\\/]node_modules[\\/]swr[\\/]dist[\\/]infinite[\\/]/;

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

module.exports = {
  SINGLETONS,
  LATER_PAGE_LIBRARIES,
  sharedSingletons,
  singletonPackages,
  sharedPackageName: sharedPackage.name,
};
