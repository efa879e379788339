/** The most characters a card's nickname may have, counted as the reader sees them (grapheme clusters). */
export const CARD_NICKNAME_MAX_LENGTH = 20;

/** Control characters and the bidirectional overrides that could make a name read as something else. */
const HIDDEN_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Made at the first count: building it loads the engine's break rules, a cost no first page should pay. */
let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters the reader sees: one per grapheme cluster, so an emoji with a skin tone, a flag
 * or a letter with a combining accent counts once, as does every Chinese character.
 */
export function cardNicknameLength(value: string): number {
  let count = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const _segment of graphemes.segment(value)) count += 1;
  return count;
}

/** A nickname as it is kept: composed (NFC) and trimmed; empty means the card has none. */
export const normaliseCardNickname = (value: string): string => value.normalize('NFC').trim();

/** Why a nickname (normalised) cannot be kept, or null when it can. */
export function cardNicknameProblem(value: string): 'tooLong' | 'hiddenCharacters' | null {
  if (cardNicknameLength(value) > CARD_NICKNAME_MAX_LENGTH) return 'tooLong';
  if (HIDDEN_CHARACTERS.test(value)) return 'hiddenCharacters';
  return null;
}
