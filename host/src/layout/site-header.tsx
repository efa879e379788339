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

  /* A phone gives the menu a row of its own under the logo and the tools, so the logo keeps its
     size and four entries fit in either language down to 320 px. */
  ${PHONE_MEDIA} {
    flex-wrap: wrap;
    gap: 0 6px;
    height: auto;
    padding: 8px 8px 0;
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

  ${PHONE_MEDIA} {
    margin-left: auto;
  }
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
