import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, notify, useDataContext } from '@portal/shared';
import type { AccountSession } from '@portal/shared/contract';
import { formatDateTime, revokeOtherSessions, revokeSession, useAccountSessions } from '@portal/shared/signed-in';
import { Section, SectionTitle } from '../settings-layout';
import { BrowserEntry, EntryList, SectionIntro, browserName } from './browser-entry';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';
import { Empty, ListState } from './list-state';
import { sessionsStrings as s } from './strings';

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: 12px 0 16px;
  border-top: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 600px) {
    button {
      width: 100%;
    }
  }
`;

/**
 * The browsers signed in to the account, this one first and marked: each other one can be signed
 * out, or all of them at once, after a confirmation. A signed-out browser's live stream ends at once.
 */
export function SessionsSection() {
  const titleId = useId();
  const sessions = useAccountSessions();
  const context = useDataContext();
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const askSignOut = (session: AccountSession) =>
    setConfirming({
      title: s.signOutOneTitle,
      text: s.signOutOneText(browserName(session)),
      confirmLabel: s.confirmSignOut,
      run: async () => {
        await revokeSession(context, session.id);
        notify.success(s.signedOutOne);
      },
    });
  const askSignOutOthers = () =>
    setConfirming({
      title: s.signOutOthersTitle,
      text: s.signOutOthersText,
      confirmLabel: s.confirmSignOut,
      run: async () => {
        notify.success(s.signedOutOthers(await revokeOtherSessions(context)));
      },
    });

  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{s.sessionsSection}</SectionTitle>
      <SectionIntro>{s.sessionsHint}</SectionIntro>
      {sessions.data ? (
        <>
          <EntryList aria-labelledby={titleId}>
            {sessions.data.map((session) => (
              <BrowserEntry
                key={session.id}
                entry={session}
                when={s.lastActive(formatDateTime(session.last_active_at))}
                action={
                  !session.current && (
                    <Button
                      type="button"
                      variant="secondary"
                      aria-label={`${s.signOut} ${browserName(session)}`}
                      onClick={() => askSignOut(session)}
                    >
                      {s.signOut}
                    </Button>
                  )
                }
              />
            ))}
          </EntryList>
          {others.length > 0 ? (
            <Foot>
              <Button type="button" variant="secondary" onClick={askSignOutOthers}>
                {s.signOutOthers}
              </Button>
            </Foot>
          ) : (
            <Empty>{s.noOtherSessions}</Empty>
          )}
        </>
      ) : (
        <ListState list={sessions} loadingLabel={s.loadingSessions} failedText={s.sessionsFailed} />
      )}
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </Section>
  );
}
