export { CATALOGUES, defineCatalogue, type Translation } from './catalogue';
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  applyStoredLocale,
  currentLocale,
  isLocale,
  localeAtom,
  type Locale,
} from './locale-state';
export { switchLocale, useLocale } from './use-locale';
export { LocaleBoundary } from './locale-boundary';
