import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredLanguage } from '@portal/shared/contract';
import { inEnglish } from './english';

/** `message` in the language the request's Accept-Language asks for: Chinese unless English outranks it. */
export function localise(request: Pick<FastifyRequest, 'headers'>, message: string): string {
  return preferredLanguage(request.headers['accept-language']) === 'en' ? inEnglish(message) : message;
}

/** Translates a text stored with a row (`null` stays `null`). */
export type StoredTextTranslator = <T extends string | null>(text: T) => T;

/**
 * The translator of texts stored with rows (a wallet remark, a product name, a refusal's reason)
 * into the reader's language, as the answer is built: a row keeps its one Chinese text and
 * `inEnglish` knows its English. The answer then varies with Accept-Language, as failures do.
 */
export function storedTextsFor(
  request: Pick<FastifyRequest, 'headers'>,
  reply: Pick<FastifyReply, 'header'>,
): StoredTextTranslator {
  reply.header('vary', 'Accept-Language');
  return (text) => (text === null ? text : localise(request, text)) as typeof text;
}
