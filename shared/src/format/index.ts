export { formatDateTime, formatDay } from './date-time';
export { MONEY_DECIMALS, formatMoney, formatSignedMoney } from './money';
