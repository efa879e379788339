import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Thrown when a remote's manifest, entry or chunk cannot be loaded. */
export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    readonly stage: string,
    options: { cause: unknown },
  ) {
    super(`Remote module ${moduleId} could not be loaded (${stage})`, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Runtime hook for failures inside the federation runtime, before React sees them: it turns each
 * into one error type naming the module, which the page boundary shows with a retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      if (error instanceof RemoteLoadError) throw error;
      throw new RemoteLoadError(id, lifecycle, { cause: error });
    },
  };
}
