import { currentLocale, type Locale } from './locale-state';

/**
 * The shape a translation must fill: the same keys all the way down, any text for a text, the same
 * parameters for a function of them.
 */
export type Translation<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : T[K] extends string
      ? string
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};

type Texts = Record<string, unknown>;

const isSection = (value: unknown): value is Texts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every catalogue defined, with both its languages, for the test that they match. */
export const CATALOGUES: { name: string; texts: Record<Locale, Texts> }[] = [];

/** An object with `texts`' keys whose every text is read, when it is read, in the current locale. */
function liveView(texts: Record<Locale, Texts>): Texts {
  const view: Texts = {};
  for (const key of Object.keys(texts['zh-CN'])) {
    const chinese = texts['zh-CN'][key];
    if (isSection(chinese)) {
      const section = liveView({ 'zh-CN': chinese, en: texts.en[key] as Texts });
      Object.defineProperty(view, key, { value: section, enumerable: true });
    } else {
      Object.defineProperty(view, key, { get: () => texts[currentLocale()][key], enumerable: true });
    }
  }
  return Object.freeze(view);
}

/**
 * A catalogue of texts in Chinese (zh-CN, the default) and English. It reads like the Chinese object,
 * but each text is looked up when it is read, in the locale of that moment: so read texts while
 * rendering, never into a module-level constant.
 */
export function defineCatalogue<const T extends Texts>(
  name: string,
  chinese: T,
  english: Translation<T>,
): Translation<T> {
  const texts = { 'zh-CN': chinese, en: english as Texts };
  CATALOGUES.push({ name, texts });
  return liveView(texts) as Translation<T>;
}
