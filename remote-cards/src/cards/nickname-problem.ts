import { strings } from '@portal/shared';
import { cardNicknameProblem, normaliseCardNickname } from '@portal/shared/contract';

/** What is wrong with a typed card name, by the contract's rule the API applies too (4031, 4032), or null. */
export function nicknameMessage(typed: string): string | null {
  const problem = cardNicknameProblem(normaliseCardNickname(typed));
  if (problem === 'tooLong') return strings.validation.cardNicknameTooLong;
  if (problem === 'hiddenCharacters') return strings.validation.cardNicknameHidden;
  return null;
}
