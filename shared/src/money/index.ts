export { InvalidDecimalError, parseDecimal, toDecimal, type Decimal, type DecimalLike } from './decimal';
export { formatDecimal, normalizeDecimal } from './decimal-format';
export { addDecimals, compareDecimals, floorDecimal, multiplyDecimals, subtractDecimals } from './decimal-math';
export { floorToDecimals } from './floor';
export { calculateFee, calculateFeeDecimal, chargedFee, type FeeRule } from './fee';
export { fromMinorUnits, toMinorUnits } from './minor-units';
