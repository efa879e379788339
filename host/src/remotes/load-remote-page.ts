import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { withTexts } from '@portal/shared/boot';
import { reportLoad } from './load-report';
import { ensureRemotesRegistered, fallBackToStable, runningPin } from './register';
import { containerName, type RemoteName } from './remote-names';
import { tracked } from './settled-promise';

export interface RemotePageModule {
  default: ComponentType;
}

const loads = new Map<string, Promise<RemotePageModule>>();

/** Loads a page module, and its English texts for a reader of English. */
async function loadOnce(id: string): Promise<RemotePageModule> {
  const module = await withTexts(loadRemote<RemotePageModule>(id));
  if (!module?.default) throw new Error(`Remote module ${id} has no page component`);
  return module;
}

/** Loads a module from the pin `remote` runs now, and reports how it went. */
async function loadReported(remote: RemoteName, id: string): Promise<RemotePageModule> {
  const pin = runningPin(remote);
  try {
    const module = await loadOnce(id);
    if (pin) reportLoad(remote, pin, 'rendered');
    return module;
  } catch (error) {
    if (pin) reportLoad(remote, pin, 'load-failed');
    throw error;
  }
}

/**
 * Loads a page module after every remote is registered. When the remote runs a canary that fails to
 * load (and the browser is online), the page is loaded from the remote's stable pin instead, at once.
 */
async function load(remote: RemoteName, id: string): Promise<RemotePageModule> {
  await ensureRemotesRegistered();
  try {
    return await loadReported(remote, id);
  } catch (error) {
    if (!navigator.onLine || !fallBackToStable(remote)) throw error;
    return loadReported(remote, id);
  }
}

/**
 * Loads one exposed page module of a remote, after every remote is registered. The promise is
 * kept so a page visited again renders at once; a failed load is dropped so a retry loads anew.
 */
export function loadRemotePage(remote: RemoteName, expose: string): Promise<RemotePageModule> {
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  let loading = loads.get(id);
  if (!loading) {
    loading = tracked(load(remote, id));
    loads.set(id, loading);
    loading.catch(() => loads.delete(id));
  }
  return loading;
}
