import type { Translation } from '@portal/shared';
import type { FeeTexts } from './strings';

/** The English of `feeStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<FeeTexts> = {
  minimum: (amount: string) => `min ${amount}`,
  maximum: (amount: string) => `max ${amount}`,
  free: 'No fee',
  limits: (base: string, limits: string[]) => `${base} (${limits.join(', ')})`,
};

export default english;
