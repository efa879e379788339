import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Lends the host's federation runtime to the remotes (built with `externalRuntime`), so a page
 * downloads it once. The enhanced plugin's own `provideExternalRuntime` imports the CommonJS
 * build and would ship a second copy.
 */
export default function provideRuntimeCorePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as typeof runtimeCore.Global & { _FEDERATION_RUNTIME_CORE?: unknown };
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
