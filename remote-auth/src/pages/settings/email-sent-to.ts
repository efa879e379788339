import { atom } from 'jotai';

/**
 * The address the settings screen last sent a bind code to, in memory until that code is used: a
 * dialog closed and opened again starts with it, so the code that arrived there can still be typed.
 */
export const emailCodeSentToAtom = atom('');
