import { validate } from '@portal/shared';

/** The navigation state of "request a new link": the e-mail tab opens, with the address of the old link. */
export interface NewLinkState {
  newLinkFor: string;
}

export const newLinkState = (email: string): NewLinkState => ({ newLinkFor: email });

/** The address a dead link asked a new one for ('' when it had none usable), or null when none did. */
export function newLinkFor(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { newLinkFor: email } = state as Partial<Record<keyof NewLinkState, unknown>>;
  if (typeof email !== 'string') return null;
  return email !== '' && validate('email', email) === null ? email : '';
}
