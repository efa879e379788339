import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { withTexts } from '@portal/shared/boot';
import { reportLoad } from './load-report';
import { ensureRemotesRegistered, fallBackToStable, runningPin } from './register';
import { reloadPage } from './reload-page';
import { containerName, type RemoteName } from './remote-names';
import { tracked, type TrackedPromise } from './settled-promise';

/** A loaded page of a remote, with the remote and pin it came from (what its outcome is reported against). */
export interface RemotePageModule {
  default: ComponentType;
  remote?: RemoteName;
  pin?: string;
}

const loads = new Map<string, TrackedPromise<RemotePageModule>>();

/** Loads a page module, and its English texts for a reader of English. */
async function loadOnce(id: string): Promise<RemotePageModule> {
  const module = await withTexts(loadRemote<RemotePageModule>(id));
  if (!module?.default) throw new Error(`Remote module ${id} has no page component`);
  return module;
}

/** Loads a module from the pin `remote` runs now, and reports a failure (a success is reported once it renders). */
async function loadReported(remote: RemoteName, id: string): Promise<RemotePageModule> {
  const pin = runningPin(remote);
  try {
    return { default: (await loadOnce(id)).default, remote, pin };
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
export function loadRemotePage(remote: RemoteName, expose: string): TrackedPromise<RemotePageModule> {
  const id = `${containerName(remote)}/${expose.replace(/^\.\//, '')}`;
  let loading = loads.get(id);
  if (!loading) {
    loading = tracked(load(remote, id));
    loads.set(id, loading);
    loading.catch(() => loads.delete(id));
  }
  return loading;
}

/** Reports that a loaded page rendered: mounted without its error boundary catching. */
export function pageRendered({ remote, pin }: RemotePageModule): void {
  if (remote && pin) reportLoad(remote, pin, 'rendered');
}

/**
 * Reports that a loaded page threw while rendering. When it came from a canary (and the browser is
 * online), the tab switches to the remote's stable pin and the page loads afresh: the canary's
 * modules already run in this page, and a second build of the same remote beside them would collide
 * with them. Answers true when the page is about to reload.
 */
export function pageFailedToRender({ remote, pin }: RemotePageModule): boolean {
  if (!remote || !pin) return false;
  reportLoad(remote, pin, 'render-failed');
  if (!navigator.onLine || runningPin(remote) !== pin || !fallBackToStable(remote)) return false;
  reloadPage();
  return true;
}
