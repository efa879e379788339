import styled from 'styled-components';
import { AccountEmail } from './account-email';
import { AccountMenu } from './account-menu';
import { PHONE_MEDIA } from './layout-media';
import { MainMenu } from './main-menu';
import { MerchantLogo } from './merchant-logo';
import { MessageBell } from './message-bell';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 24px;
  height: 60px;
  padding: 0 24px;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${PHONE_MEDIA} {
    gap: 6px;
    padding: 0 8px;
  }
`;

/** Desktop keeps the e-mail in the bar; on phones it moves into the account menu. */
const DesktopEmail = styled(AccountEmail)`
  flex: 0 1 auto;
  min-width: 0;
  max-width: 240px;

  ${PHONE_MEDIA} {
    display: none;
  }
`;

const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 4px;
`;

/** Logo, main menu, then the e-mail, the bell and the account menu on the right (spec §2). */
export function SiteHeader() {
  return (
    <Bar>
      <MerchantLogo />
      <MainMenu />
      <DesktopEmail />
      <Tools>
        <MessageBell />
        <AccountMenu />
      </Tools>
    </Bar>
  );
}
