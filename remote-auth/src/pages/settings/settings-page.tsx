import { useState } from 'react';
import styled from 'styled-components';
import { Button, strings, useSignOut } from '@portal/shared';
import { useAccountInfo } from '@portal/shared/signed-in';
import { PageFrame } from '../../page-frame';
import { AccountInfoSection } from './account-info-section';
import { SecuritySection } from './security-section';
import { SettingsDialogs, type SettingsDialog } from './settings-dialogs';
import { Sections } from './settings-layout';
import { SessionsAndDevices } from './sessions/sessions-and-devices';

const SignOut = styled(Button)`
  align-self: flex-start;
  min-width: 160px;

  @media (max-width: 600px) {
    align-self: stretch;
  }
`;

/**
 * /settings, inside the main layout: the account (phone masked, e-mail), the login and transaction
 * passwords, binding or replacing the e-mail, and signing out.
 */
export function SettingsPage() {
  const account = useAccountInfo();
  const [dialog, setDialog] = useState<SettingsDialog | null>(null);
  const { signOut, pending } = useSignOut();
  const info = account.data;

  return (
    <PageFrame title={strings.pages.settings}>
      <Sections>
        <AccountInfoSection account={account} onEmailAction={() => setDialog('email')} />
        {info && (
          <SecuritySection
            hasEmail={info.email !== ''}
            onChangePassword={() => setDialog('password')}
            onTrxPassword={() => setDialog('trx-password')}
          />
        )}
        <SessionsAndDevices />
        <SignOut type="button" variant="secondary" loading={pending} onClick={() => void signOut()}>
          {strings.shell.signOut}
        </SignOut>
      </Sections>
      {info && <SettingsDialogs open={dialog} onOpen={setDialog} info={info} />}
    </PageFrame>
  );
}

export default SettingsPage;
