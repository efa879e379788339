// Writing values into an nginx config safely.

/**
 * nginx reads a backslash in a quoted string as an escape only before a quote, a backslash or t, r, n
 * (and before the closing quote); every other backslash, as in `\.`, stays as it is.
 */
const escapeBackslashes = (value: string) => value.replace(/\\(?=["'\\trn]|$)/g, '\\\\');

/**
 * A value in quotes: single quotes when it holds double ones (JSON), else double. nginx reads `$` in
 * most values as the start of a variable and has no escape for it, so a literal one is refused.
 */
export function quote(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`An nginx value cannot hold "$" or a line break: ${value}`);
  const mark = value.includes('"') && !value.includes("'") ? "'" : '"';
  return `${mark}${escapeBackslashes(value).replaceAll(mark, `\\${mark}`)}${mark}`;
}

/** A regular expression in double quotes (it may hold `{`, `;` and `$`, which nginx reads literally here). */
export const quoteRegex = (pattern: RegExp | string): string =>
  `"${escapeBackslashes(typeof pattern === 'string' ? pattern : pattern.source).replaceAll('"', '\\"')}"`;

/** A regular expression as a source value of a `map` block. */
export const mapRegex = (pattern: RegExp | string, { ignoreCase = false } = {}): string =>
  quoteRegex(`${ignoreCase ? '~*' : '~'}${typeof pattern === 'string' ? pattern : pattern.source}`);

/** Words a `map` block reads as its own parameters: a source value spelled like one takes a backslash. */
const MAP_PARAMETERS = new Set(['default', 'hostnames', 'include', 'volatile']);

/** A literal source value of a `map` block. */
export const mapKey = (value: string): string => (MAP_PARAMETERS.has(value) ? `\\${value}` : quote(value));

/** Indents a block's lines. */
export const indent = (lines: readonly string[], depth = 1): string[] =>
  lines.map((line) => (line === '' ? line : `${'  '.repeat(depth)}${line}`));

/** `name { …lines }` */
export const block = (head: string, lines: readonly string[]): string[] => [`${head} {`, ...indent(lines), '}'];
