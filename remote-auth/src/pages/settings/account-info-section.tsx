import { useId } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@portal/shared';
import { type useAccountInfo } from '@portal/shared/signed-in';
import { maskPhone } from '../../forms/mask-phone';
import { Facts, Section, SectionTitle, Unset } from './settings-layout';
import { settingsStrings as s } from './strings';

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 0 20px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The value and, on the right, what can be done with it. */
const WithAction = styled.dd`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  span {
    min-width: 0;
  }
`;

export interface AccountInfoSectionProps {
  account: ReturnType<typeof useAccountInfo>;
  /** Opens binding (no e-mail yet) or replacing (one is bound). */
  onEmailAction: () => void;
}

/** The phone (masked) and the e-mail; a spinner while they load, and a retry when they cannot. */
/** An e-mail that wraps before its @ when the line is short, not inside a word (a phone's narrow row). */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

export function AccountInfoSection({ account, onEmailAction }: AccountInfoSectionProps) {
  const { data, error, isValidating, mutate } = account;
  const titleId = useId();
  const emailAction = data?.email ? s.replace : s.bind;
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{s.accountSection}</SectionTitle>
      {data ? (
        <Facts>
          <div>
            <dt>{s.phone}</dt>
            <dd>{maskPhone(data.phone_prefix, data.phone)}</dd>
          </div>
          <div>
            <dt>{s.email}</dt>
            <WithAction>
              <span>{data.email ? <EmailAddress email={data.email} /> : <Unset>{s.emailUnbound}</Unset>}</span>
              <Button type="button" variant="secondary" aria-label={`${emailAction}${s.email}`} onClick={onEmailAction}>
                {emailAction}
              </Button>
            </WithAction>
          </div>
        </Facts>
      ) : error ? (
        <Failed role="alert">
          <span>{s.accountFailed}</span>
          <Button type="button" variant="secondary" loading={isValidating} onClick={() => void mutate()}>
            {s.retry}
          </Button>
        </Failed>
      ) : (
        <Spinner label={s.loadingAccount} />
      )}
    </Section>
  );
}
