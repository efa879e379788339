import { atom } from 'jotai';

/**
 * What the registration form keeps while the user reads the agreement and comes back: in memory
 * only (this tab, until a reload), and never the passwords.
 */
export interface SignUpDraft {
  phone: string;
  code: string;
  invite: string;
  codeRequested: boolean;
  agreed: boolean;
}

export const EMPTY_SIGN_UP_DRAFT: SignUpDraft = {
  phone: '',
  code: '',
  invite: '',
  codeRequested: false,
  agreed: false,
};

export const signUpDraftAtom = atom<SignUpDraft>(EMPTY_SIGN_UP_DRAFT);
