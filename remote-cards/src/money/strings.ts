import { defineCatalogue } from '@portal/shared';

const chinese = {
  minimum: (amount: string) => `最低 ${amount}`,
  maximum: (amount: string) => `最高 ${amount}`,
  free: '免手续费',
  limits: (base: string, limits: string[]) => `${base}（${limits.join('，')}）`,
};

/** The texts' shape, which their English (./strings.en.ts) fills. */
export type FeeTexts = typeof chinese;

/** How a fee rule reads. */
export const feeStrings = defineCatalogue('remote-cards/money', chinese, () => import('./strings.en'));
