import type { FastifyInstance } from 'fastify';
import type { PortableModuleDeps } from '../platform/module';
import { sharedSecret } from '../platform/shared-secrets';

/**
 * The secret report tokens are signed with: REPORT_TOKEN_SECRET, or else the one kept in the database
 * (made by the first process that needed it), read once before the API serves. Every API process on
 * one database then accepts the tokens any of them handed out, across restarts too.
 */
export function reportTokenSecret(app: FastifyInstance, deps: PortableModuleDeps): () => Buffer {
  let secret = deps.config.reportTokenSecret;
  if (secret === null) {
    app.addHook('onReady', async () => {
      secret = await sharedSecret(deps.database, 'report-token');
    });
  }
  return () => {
    if (secret === null) throw new Error('The report token secret is read when the API gets ready');
    return secret;
  };
}
