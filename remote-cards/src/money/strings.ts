import { defineCatalogue } from '@portal/shared';

/** How a fee rule reads. */
export const feeStrings = defineCatalogue(
  'remote-cards/money',
  {
    minimum: (amount: string) => `最低 ${amount}`,
    maximum: (amount: string) => `最高 ${amount}`,
    free: '免手续费',
    limits: (base: string, limits: string[]) => `${base}（${limits.join('，')}）`,
  },
  {
    minimum: (amount: string) => `min ${amount}`,
    maximum: (amount: string) => `max ${amount}`,
    free: 'No fee',
    limits: (base: string, limits: string[]) => `${base} (${limits.join(', ')})`,
  },
);
