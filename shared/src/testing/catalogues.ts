import { readdirSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUES } from '../locale/catalogue';

/** Files that define an app's catalogues: every strings module and the contract labels. */
const CATALOGUE_FILE = /(^|-)strings\.ts$|^contract-labels\.ts$/;

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : catalogueFiles(full);
    return CATALOGUE_FILE.test(entry.name) ? [full] : [];
  });
}

/** Where the two languages of a catalogue differ: a key one lacks, a text left empty, a function's arity. */
function differences(zh: unknown, en: unknown, at: string): string[] {
  if (typeof zh === 'function' || typeof en === 'function') {
    if (typeof zh !== 'function' || typeof en !== 'function') return [`${at}: a function in one language only`];
    return zh.length === en.length ? [] : [`${at}: takes ${zh.length} arguments in zh-CN, ${en.length} in en`];
  }
  if (typeof zh === 'string' || typeof en === 'string') {
    if (typeof zh !== 'string' || typeof en !== 'string') return [`${at}: a text in one language only`];
    return zh.trim() && en.trim() ? [] : [`${at}: empty`];
  }
  const zhKeys = Object.keys(zh as object);
  const enKeys = Object.keys(en as object);
  const missing = [
    ...zhKeys.filter((key) => !enKeys.includes(key)).map((key) => `${at}.${key}: missing in en`),
    ...enKeys.filter((key) => !zhKeys.includes(key)).map((key) => `${at}.${key}: missing in zh-CN`),
  ];
  const shared = zhKeys.filter((key) => enKeys.includes(key));
  return [
    ...missing,
    ...shared.flatMap((key) =>
      differences((zh as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${at}.${key}`),
    ),
  ];
}

/**
 * Loads every catalogue file under `srcDir`, and the English of the catalogues named `prefix/…` (or
 * `prefix`), and answers their names and where their two languages differ: a test expects the
 * differences to be none.
 */
export async function checkCatalogues(
  srcDir: string,
  prefix: string,
): Promise<{ names: string[]; differences: string[] }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  for (const file of catalogueFiles(srcDir)) require(file);
  const mine = CATALOGUES.filter(({ name }) => name === prefix || name.startsWith(`${prefix}/`));
  const english = await Promise.all(mine.map(({ loadEnglish }) => loadEnglish()));
  return {
    names: mine.map(({ name }) => name),
    differences: mine.flatMap(({ name, chinese }, index) => differences(chinese, english[index], name)),
  };
}
