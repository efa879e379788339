import styled from 'styled-components';
import { LOCALE_NAMES, type Locale } from '../locale/locale-state';
import { useLocale } from '../locale/use-locale';

const Switch = styled.button`
  min-height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 16px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 13px;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }
`;

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
    <Switch type="button" className={className} lang={next} onClick={() => setLocale(next)}>
      {LOCALE_NAMES[next]}
    </Switch>
  );
}
