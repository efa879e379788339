import type { FastifyRequest } from 'fastify';
import { preferredLanguage } from '@portal/shared/contract';
import { inEnglish } from './english';

/** `message` in the language the request's Accept-Language asks for: Chinese unless English outranks it. */
export function localise(request: Pick<FastifyRequest, 'headers'>, message: string): string {
  return preferredLanguage(request.headers['accept-language']) === 'en' ? inEnglish(message) : message;
}
