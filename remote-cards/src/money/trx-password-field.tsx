import { useState } from 'react';
import styled from 'styled-components';
import { Button, PasswordField, notify, sendResetLink, validate, type ApiError } from '@portal/shared';
import { useAccountInfo } from '@portal/shared/signed-in';
import { TRX_PASSWORD_NOT_SET_CODE } from '@portal/shared/contract';
import { cardStrings as text } from '../strings';

const t = text.trxPassword;

const Help = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  align-items: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;

  & p {
    margin: 0;
  }
`;

export interface TrxPasswordFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  /** The API said no transaction password is set: explain and offer the e-mailed link. */
  notSet: boolean;
}

/**
 * The transaction password of a money form (6–10 letters or digits, spec §5), and the way to set or
 * reset it: the e-mailed link of /reset-password?type=FORGET_TRX_PASSWORD. The form keeps its draft.
 */
export function TrxPasswordField({ value, onValueChange, onBlur, error, notSet }: TrxPasswordFieldProps) {
  const email = useAccountInfo().data?.email ?? null;

  async function sendLink() {
    if (!email) {
      notify.error(t.noEmail);
      return;
    }
    try {
      await sendResetLink(email, 'FORGET_TRX_PASSWORD');
      notify.success(t.linkSent(email));
    } catch {
      // The API client has shown why (a link sent a moment ago, for one).
    }
  }

  return (
    <>
      <PasswordField
        label={t.label}
        hint={t.hint}
        autoComplete="off"
        maxLength={10}
        value={value}
        error={error ?? undefined}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={onBlur}
      />
      <Help>
        {notSet && <p role="alert">{t.notSet}</p>}
        <Button type="button" variant="text" onClick={() => void sendLink()}>
          {notSet ? t.sendLink : t.forgot}
        </Button>
      </Help>
    </>
  );
}

/**
 * A money form's transaction password: the typed value, its check by the spec rule, and whether the
 * API said none is set. `field` goes to TrxPasswordField; `noteRefusal` takes the API's refusal.
 */
export function useTrxPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notSet, setNotSet] = useState(false);
  return {
    value,
    /** Shows the rule's message and answers whether the password may be sent. */
    check: () => {
      const problem = validate('transactionPassword', value);
      setError(problem);
      return problem === null;
    },
    noteRefusal: (error: ApiError) => setNotSet(error.code === TRX_PASSWORD_NOT_SET_CODE),
    field: {
      value,
      error,
      notSet,
      onValueChange: (next: string) => {
        setValue(next);
        setError(null);
      },
    },
  };
}
