import type { Envelope } from '@portal/shared/contract';

/** The success envelope (code 0). */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}
