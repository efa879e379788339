import { atom } from 'jotai';
import type { SentCodeKey } from '@portal/shared';

/**
 * What the registration form keeps while the user reads the agreement and comes back: in memory
 * only, in this atom (this tab, until a reload), never in storage. The passwords come back only from
 * the agreement (`readingAgreement`); leaving for any other screen forgets them.
 */
export interface SignUpDraft {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  invite: string;
  agreed: boolean;
  /** The user opened the agreement from the form: the passwords are kept for their return. */
  readingAgreement: boolean;
}

export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = {
  phone: '',
  code: '',
  password: '',
  confirm: '',
  invite: '',
  agreed: false,
  readingAgreement: false,
};

export const signUpDraftAtom = atom<SignUpDraft>(EMPTY_SIGN_UP_DRAFT);

/** The registration code of a phone: its countdown and "a code was asked for" outlive the form. */
export const registerCodeKey = (phone: string): SentCodeKey => ({ purpose: 'MARK_TYPE_REGISTER', to: phone });
