import type { PortableModuleDeps } from '../../platform/module';
import { sharedSecret } from '../../platform/shared-secrets';
import { profileKeyFile } from './sealing';

/**
 * The key that seals cardholder ID numbers: PROFILE_ENCRYPTION_KEY (required in production), else
 * the sandbox's own, made once: on SQLite a file beside the database (`DATA_DIR/profile.key`), on
 * PostgreSQL a secret kept in the database, so every API process seals and opens with the same key
 * whatever its data folder (the copy to PostgreSQL carries a `profile.key` there). Read on first use.
 */
export function profileKeyOf({
  config,
  database,
}: Pick<PortableModuleDeps, 'config' | 'database'>): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () => {
    key ??= (async () => {
      if (config.profileKey) return config.profileKey;
      if (database.dialect === 'sqlite') return profileKeyFile(config.dataDir);
      return sharedSecret(database, 'profile-key');
    })();
    return key;
  };
}
