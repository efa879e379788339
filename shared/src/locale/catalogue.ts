import { addEnglishTexts } from '@portal/shared/boot';
import { currentLocale } from './locale-state';
import type { Translation } from './translation';

export type { Translation };

type Texts = Record<string, unknown>;

const isSection = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One catalogue: its Chinese texts, and its English once fetched. */
export interface Catalogue {
  name: string;
  chinese: Texts;
  english?: Texts;
  loadEnglish: () => Promise<Texts>;
}

/** Every catalogue defined, for the test that both languages match. */
export const CATALOGUES: Catalogue[] = [];

/** What `texts` holds at `path`, if anything. */
const textAt = (texts: Texts | undefined, path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (isSection(at) ? at[key] : undefined), texts);

/**
 * An object with the keys of `chinese` (the catalogue's texts at `path`) whose every text is read,
 * when it is read, in the current locale; in Chinese while its English is not in.
 */
function liveView(catalogue: Catalogue, chinese: Texts, path: string[]): Texts {
  const view: Texts = {};
  for (const [key, text] of Object.entries(chinese)) {
    const at = [...path, key];
    if (isSection(text)) {
      Object.defineProperty(view, key, { value: liveView(catalogue, text, at), enumerable: true });
    } else {
      const read = () => (currentLocale() === 'en' ? (textAt(catalogue.english, at) ?? text) : text);
      Object.defineProperty(view, key, { get: read, enumerable: true });
    }
  }
  return Object.freeze(view);
}

/**
 * A catalogue of texts in Chinese (zh-CN, the default) and English. It reads like the Chinese object,
 * but each text is looked up when it is read, in the locale of that moment: so read texts while
 * rendering, never into a module-level constant. The English is a module of its own, `loadEnglish`
 * imports it (`() => import('./strings.en')`): only readers of English fetch it (see english-texts.ts).
 */
export function defineCatalogue<const T extends Texts>(
  name: string,
  chinese: T,
  loadEnglish: () => Promise<{ default: Translation<T> }>,
): Translation<T> {
  const catalogue: Catalogue = { name, chinese, loadEnglish: async () => (await loadEnglish()).default as Texts };
  CATALOGUES.push(catalogue);
  addEnglishTexts(async () => {
    catalogue.english = await catalogue.loadEnglish();
  });
  return liveView(catalogue, chinese, []) as Translation<T>;
}
