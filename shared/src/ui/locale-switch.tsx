import { LOCALE_NAMES, type Locale } from '../locale/locale-state';
import { useLocale } from '../locale/use-locale';
import { PillButton } from './pill-button';

/** The other language of the two. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'zh-CN' : 'en');

/**
 * Switches the portal to the other language, named in that language ("English", "简体中文"), so a
 * reader finds their own language whichever one the page is in.
 */
export function LocaleSwitch({ className }: { className?: string }) {
  const [locale, setLocale] = useLocale();
  const next = otherLocale(locale);
  return (
    <PillButton type="button" className={className} lang={next} onClick={() => setLocale(next)}>
      {LOCALE_NAMES[next]}
    </PillButton>
  );
}
