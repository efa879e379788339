import type { Database } from '../db/query-layer';
import type { MessageCenter, PortableModuleDeps } from '../platform/module';
import type { BatchRunner } from './batch/batch-runner';
import type { RevealGuard } from './cards/reveal-card';
import type { SecretCheck } from './cards/secret-check';
import type { CardIssuer } from './issuer/card-issuer';

/**
 * What the wallet needs: a module on the query layer's deps, and the message center (batch failures,
 * wallet freezes, card transactions), which runs on SQLite only until it is on the layer too.
 */
export interface WalletDeps extends PortableModuleDeps {
  messages: MessageCenter;
}

/** What the wallet's route files share. */
export interface WalletContext {
  deps: WalletDeps;
  /** Every statement of the wallet goes through it (api/README.md "Databases"). */
  database: Database;
  issuer: CardIssuer;
  batch: BatchRunner;
  secretCheck: SecretCheck;
  revealGuard: RevealGuard;
  /** Seals cardholder ID numbers at rest. */
  profileKey: Buffer;
}
