import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Thrown when a remote page module cannot be loaded: its entry or a chunk is unreachable. */
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
 * module load (its entry script or a chunk unreachable) becomes one error type naming the module,
 * which the page boundary shows with a retry; the runtime forgets the failed entry, so a retry
 * fetches it again. Failures of other steps (a module of no registered remote) are left to the
 * runtime.
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
