import type { FileWriter } from '../atomic-write';
import type { Fetch } from './published';

/** Everything a command touches, passed in so a test runs it without a process. */
export interface PinsContext {
  /** The pins files and `history.jsonl`. */
  pinsDir: string;
  /** The build output: `host/mf-manifest.json` and `<remote>/<version>/`. */
  distDir: string;
  /** Who makes the change, for the history. */
  who: string;
  now: () => Date;
  fetch: Fetch;
  /** How long another origin may take to serve a manifest; 5 s when not given. */
  fetchTimeoutMs?: number;
  /** Reloads nginx after its CSP map changed (PINS_RELOAD, like `nginx -s reload`); none on the Node edge. */
  reloadCommand?: string;
  /** Writes the temporary pins file; a test passes one that crashes. */
  writeFile?: FileWriter;
}

export const DEFAULT_FETCH_TIMEOUT_MS = 5000;
