import Fastify, { type FastifyInstance } from 'fastify';
import packageJson from '../package.json';

/** Every answer is this envelope; code 0 is success. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function buildServer(options: { logLevel?: string } = {}): FastifyInstance {
  const app = Fastify({ logger: { level: options.logLevel ?? 'silent' } });

  app.get('/api/health', async (): Promise<Envelope<{ status: 'ok'; version: string }>> => ({
    code: 0,
    message: 'ok',
    data: { status: 'ok', version: packageJson.version },
  }));

  return app;
}
