import type { Database } from '../db/query-layer';
import type { PortableModuleDeps } from '../platform/module';
import type { BatchRunner } from './batch/batch-runner';
import type { RevealGuard } from './cards/reveal-card';
import type { SecretCheck } from './cards/secret-check';
import type { CardIssuer } from './issuer/card-issuer';

/** What the wallet's route files share. */
export interface WalletContext {
  deps: PortableModuleDeps;
  /** Every statement of the wallet goes through it (api/README.md "Databases"). */
  database: Database;
  issuer: CardIssuer;
  batch: BatchRunner;
  secretCheck: SecretCheck;
  revealGuard: RevealGuard;
  /** Seals cardholder ID numbers at rest. */
  profileKey: () => Promise<Buffer>;
}
