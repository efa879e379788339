import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ensureRemotesRegistered } from './register';
import { containerName, type RemoteName } from './remote-names';

export interface RemotePageModule {
  default: ComponentType;
}

/** Loads one exposed page module of a remote, after every remote is registered. */
export async function loadRemotePage(remote: RemoteName, expose: string): Promise<RemotePageModule> {
  await ensureRemotesRegistered();
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) {
    throw new Error(`Remote module ${id} has no page component`);
  }
  return module;
}
