import type { Translation } from '@portal/shared';
import type { LimitTexts } from './strings';

/** The English of `limitStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<LimitTexts> = {
  title: 'Spending limits',
  perTransaction: 'Per transaction',
  daily: 'Daily limit',
  monthly: 'Monthly limit',
  none: 'No limit',
  withCurrency: (label: string, currency: string) => `${label} (${currency})`,
  leftToday: 'Left today',
  leftThisMonth: 'Left this month',
  spent: (amount: string) => `${amount} spent`,
  timeZone: 'Days and months count in Beijing time (Asia/Shanghai); declined purchases do not count.',
  edit: 'Set limits',
  formLabel: 'Set spending limits',
  save: 'Save limits',
  saved: 'Spending limits saved',
  emptyMeansNone: 'Leave empty for no limit',
  outOfOrder: 'The per-transaction limit cannot be above the daily limit, nor the daily limit above the monthly limit',
  notAdjustable: 'The limits of a card that failed to open or is closed cannot change',
  opening: 'Spending controls (optional)',
  singleUse: 'Single-use card',
  singleUseHint: 'Closed after its first successful purchase; the balance returns to the wallet',
  singleUseOpen: 'Single-use card: closed after its first successful purchase',
  singleUseClosed: 'Single-use card: closed after its first purchase',
};

export default english;
