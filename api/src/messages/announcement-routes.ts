import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CALLS, preferredLanguage } from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { ApiFailure } from '../platform/api-failure';
import { ok } from '../platform/envelope';
import type { PortableModuleDeps } from '../platform/module';
import { AnnouncementStore } from './announcement-store';
import { answer, MessageId } from './schemas';

const AnnouncementSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML' }),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean({ description: 'Whether this user has read it' }),
});

/** Fastify's form of the contract path: `{id}` becomes `:id`. */
const ROUTE = CALLS.announcement.path.replace('{id}', ':id');

/** One announcement for the details page: any signed-in customer of the merchant may read it (on both databases). */
export function registerAnnouncementRoutes(
  fastify: FastifyInstance,
  deps: Pick<PortableModuleDeps, 'database' | 'requireUser'>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const store = new AnnouncementStore(deps.database);

  app.get(
    ROUTE,
    {
      preHandler: deps.requireUser,
      schema: {
        tags: ['messages'],
        summary: 'One announcement with its HTML content and whether this user has read it',
        params: Type.Object({ id: MessageId }),
        response: { 200: answer(AnnouncementSchema) },
      },
    },
    async (request, reply) => {
      // An announcement written from a template is built in the reader's language.
      reply.header('vary', 'Accept-Language');
      // A station message id is as unknown as a made-up one: this route never shows station messages.
      const language = preferredLanguage(request.headers['accept-language']);
      const announcement = await store.find(request.userId, request.params.id, language);
      if (!announcement) throw new ApiFailure('notFound');
      return ok(announcement);
    },
  );
}
