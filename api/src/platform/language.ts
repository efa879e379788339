import type { FastifyRequest } from 'fastify';
import { preferredLanguage } from '@portal/shared/contract';
import { inEnglish } from './english';

/** `message` in the language the request's Accept-Language asks for: Chinese unless English outranks it. */
export function localise(request: Pick<FastifyRequest, 'headers'>, message: string): string {
  return preferredLanguage(request.headers['accept-language']) === 'en' ? inEnglish(message) : message;
}

/**
 * A text stored with a row (a wallet remark, a product name, a refusal's reason) in the reader's
 * language, as the answer is built: rows keep the one Chinese text, `inEnglish` knows its English.
 */
export function localiseStored<T extends string | null>(request: Pick<FastifyRequest, 'headers'>, text: T): T {
  return (text === null ? text : localise(request, text)) as T;
}
