/**
 * The throughput benchmark's baseline: a bare Fastify hello-world, in a process of its own started
 * the way the API's is. Listens on PORT (127.0.0.1).
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
