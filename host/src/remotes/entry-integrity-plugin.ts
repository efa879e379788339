import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** The integrity each remote entry URL must have, by absolute URL. */
const expected = new Map<string, string>();

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** Makes the entry script at `url` load only with `integrity` (no integrity: it loads unchecked). */
export function expectEntryIntegrity(url: string, integrity: string | undefined): void {
  if (integrity) expected.set(absolute(url), integrity);
  else expected.delete(absolute(url));
}

/**
 * Loads each remote's entry script with the SHA-384 the pins recorded for it (Subresource
 * Integrity), in CORS mode as integrity needs. An entry that changed after it was pinned then fails
 * to load like an unreachable one: the runtime reports it, the page falls back to a canary's stable
 * pin or shows its failure notice. The entry carries its chunks' hashes in turn.
 */
export default function entryIntegrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-entry-integrity',
    createScript({ url }) {
      const integrity = expected.get(absolute(url));
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
