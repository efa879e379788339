/** An exact decimal: `units / 10^scale`, so money never passes through binary floating point. */
export type Decimal = { readonly units: bigint; readonly scale: number };

/** What the money helpers accept: a finite number, a decimal string or an already parsed Decimal. */
export type DecimalLike = number | string | Decimal;

/** Thrown for NaN, Infinity, empty or malformed input, so callers (the API) can map it to a 400. */
export class InvalidDecimalError extends Error {
  constructor(detail: string) {
    super(`Invalid decimal: ${detail}`);
    this.name = 'InvalidDecimalError';
  }
}

/** Plain or scientific notation with digits on both sides of any point; no spaces, hex or commas. */
const DECIMAL_PATTERN = /^([+-]?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/** Bounds the exponent so '1e999999999' cannot allocate a huge bigint; doubles stay within ±324. */
const MAX_EXPONENT = 1000;

/** Parses a finite number (via its shortest string, so 0.29 is '0.29') or a decimal string, exactly. */
export function parseDecimal(input: number | string): Decimal {
  const text = toText(input);
  if (text === '') throw new InvalidDecimalError('empty string');
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new InvalidDecimalError(`malformed input "${text}"`);
  const [, sign = '', intDigits = '', fracDigits = '', expText = '0'] = match;
  const exponent = Number(expText);
  if (Math.abs(exponent) > MAX_EXPONENT) throw new InvalidDecimalError(`exponent out of range in "${text}"`);
  const digits = BigInt(intDigits + fracDigits);
  const scale = fracDigits.length - exponent;
  const units = scale >= 0 ? digits : digits * 10n ** BigInt(-scale);
  return { units: sign === '-' ? -units : units, scale: Math.max(scale, 0) };
}

/** Accepts any DecimalLike, checking hand-built Decimal objects too. */
export function toDecimal(value: DecimalLike): Decimal {
  if (typeof value !== 'object' || value === null) return parseDecimal(value);
  if (typeof value.units !== 'bigint' || !Number.isSafeInteger(value.scale) || value.scale < 0) {
    throw new InvalidDecimalError('object is not a { units: bigint, scale: non-negative integer }');
  }
  return value;
}

function toText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (typeof input !== 'number') throw new InvalidDecimalError(`expected a number or string, got ${typeof input}`);
  if (!Number.isFinite(input)) throw new InvalidDecimalError(`${input} is not a finite number`);
  return String(input);
}
