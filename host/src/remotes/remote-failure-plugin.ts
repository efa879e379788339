import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Thrown when a remote page module cannot be loaded: its manifest, entry or chunk is unreachable. */
export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    options: { cause: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded`, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Runtime hook for failures inside the federation runtime, before React sees them. A failed
 * module load becomes one error type naming the module, which the page boundary shows with a
 * retry. Failures of earlier steps (the manifest) are left to the runtime, which forgets them
 * only when no hook answers, so that a retry fetches the manifest again.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad' || error instanceof RemoteLoadError) return undefined;
      throw new RemoteLoadError(id, { cause: error });
    },
  };
}
