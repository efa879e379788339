import {
  CARD_NICKNAME_MAX_LENGTH,
  cardNicknameLength,
  cardNicknameProblem,
  normaliseCardNickname,
} from '../card-nickname';

describe('card nicknames', () => {
  it('counts characters as the reader sees them (grapheme clusters)', () => {
    expect(cardNicknameLength('出差用')).toBe(3);
    expect(cardNicknameLength('👍🏽')).toBe(1);
    expect(cardNicknameLength('🇨🇳')).toBe(1);
    expect(cardNicknameLength('👨‍👩‍👧')).toBe(1);
    expect(cardNicknameLength('e\u0301')).toBe(1);
  });

  it('keeps names trimmed and composed', () => {
    expect(normaliseCardNickname('  Cafe\u0301  ')).toBe('Café');
    expect(normaliseCardNickname('   ')).toBe('');
  });

  it('allows 20 characters of any script, not 21', () => {
    expect(CARD_NICKNAME_MAX_LENGTH).toBe(20);
    for (const unit of ['a', '广', '👍🏽', 'ע']) {
      expect(cardNicknameProblem(unit.repeat(20))).toBeNull();
      expect(cardNicknameProblem(unit.repeat(21))).toBe('tooLong');
    }
  });

  it('refuses control characters and text direction overrides', () => {
    expect(cardNicknameProblem('a\nb')).toBe('hiddenCharacters');
    expect(cardNicknameProblem('a\u202Eb')).toBe('hiddenCharacters');
    expect(cardNicknameProblem('a\u2067b')).toBe('hiddenCharacters');
  });
});
