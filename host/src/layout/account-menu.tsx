import styled from 'styled-components';
import { LOCALE_NAMES, otherLocale, strings, useLocale } from '@portal/shared';
import { AccountEmail } from './account-email';
import { HoverMenu, type HoverMenuItem } from './hover-menu';
import { ChevronDownIcon, UserIcon } from './icons';
import { PHONE_MEDIA } from './layout-media';
import { layoutStrings } from './strings';
import { useAccountActions } from './use-account-actions';

/** On phones the header has no room for the e-mail, so it moves to the top of this menu. */
const PhoneEmail = styled(AccountEmail)`
  display: none;
  max-width: calc(100vw - 56px);
  padding: 8px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${PHONE_MEDIA} {
    display: block;
  }
`;

/** 用户协议, the other language and 退出登录 behind the account button (spec §2). */
export function AccountMenu() {
  const { openAgreement, signOut } = useAccountActions();
  const [locale, setLocale] = useLocale();
  const other = otherLocale(locale);
  const items: HoverMenuItem[] = [
    { key: 'agreement', label: strings.shell.userAgreement, onSelect: () => void openAgreement() },
    { key: 'locale', label: LOCALE_NAMES[other], lang: other, onSelect: () => setLocale(other) },
    { key: 'sign-out', label: strings.shell.signOut, onSelect: () => void signOut() },
  ];
  return (
    <HoverMenu
      label={layoutStrings.accountMenu}
      items={items}
      header={<PhoneEmail />}
      trigger={
        <>
          <UserIcon />
          <ChevronDownIcon />
        </>
      }
    />
  );
}
