// The answers nginx gives in the API's place, in the API's envelope and the client's language.

import { EDGE_FAILURES } from '@portal/shared/contract';
import { mapKey, mapRegex, quote } from './nginx-syntax';

type EdgeAnswer = (typeof EDGE_FAILURES)[keyof typeof EDGE_FAILURES];

/** Every answer nginx makes itself for /api: too many requests, a body over the limit, the API out of reach. */
export const NGINX_ANSWERS: readonly EdgeAnswer[] = Object.values(EDGE_FAILURES);

/**
 * English when the first English or Chinese range of Accept-Language is English, else Chinese. The
 * Node edge weighs q-values too (`preferredLanguage`); browsers list languages in the order of their
 * q-values, so the order decides the same for them.
 */
export const ENGLISH_FIRST = /^(?:\s*(?!en|zh)[^,]*,)*\s*en/i;

/** The variable that holds the body of one answer, in the client's language. */
export const answerVariable = (answer: EdgeAnswer): string => `$portal_answer_${answer.status}`;

/** The named location that gives one answer. */
export const answerLocation = (answer: EdgeAnswer): string => `@portal_answer_${answer.status}`;

const body = (answer: EdgeAnswer, message: string) => JSON.stringify({ code: answer.code, message, data: null });

/** `map` blocks: the client's language, then each answer's body in it. */
export function answerMaps(): string[] {
  return [
    'map $http_accept_language $portal_language {',
    '  default zh-CN;',
    `  ${mapRegex(ENGLISH_FIRST, { ignoreCase: true })} en;`,
    '}',
    ...NGINX_ANSWERS.flatMap((answer) => [
      `map $portal_language ${answerVariable(answer)} {`,
      `  default ${quote(body(answer, answer.message))};`,
      `  ${mapKey('en')} ${quote(body(answer, answer.messageEn))};`,
      '}',
    ]),
  ];
}
