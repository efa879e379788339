import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  Button,
  CODE_LENGTH,
  Dialog,
  DigitField,
  SendCodeButton,
  maskPhone,
  accessCodeKey,
  sendAccessCodeFor,
  useSubmit,
} from '@portal/shared';
import { revealCardSecrets, useAccountInfo } from '@portal/shared/signed-in';
import type { CardSecrets } from '@portal/shared/contract';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../../ui/form-footer';
import { FormActions, FormColumn } from '../../ui/form-layout';
import { CheckoutDetails } from './checkout-details';
import { CopyCell } from './copy-cell';
import { CopyStatus, useCopyStatus } from './copy-status';

const t = text.reveal;

/** How long the number and CVV stay on screen. */
export const SECRETS_SHOWN_SECONDS = 60;

/** The code's countdown belongs to the account's phone, not to this dialog: a reload keeps it. */
const REVEAL_CODE = accessCodeKey('REVEAL_CARD_NUMBER', 'SEND_TYPE_PHONE');

/** '4242424242424242' as '4242 4242 4242 4242'. */
export const groupCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const Secrets = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px 16px;
  align-items: center;
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  & dd {
    margin: 0;
    font-size: 18px;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.5px;
    overflow-wrap: anywhere;
  }
`;

const Countdown = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
`;

/** The seconds left until `hideAt`, ticking once a second; 0 once it has passed. */
function useSecondsLeft(hideAt: number): number {
  const left = () => Math.max(0, Math.ceil((hideAt - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 250);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- left reads hideAt only
  }, [hideAt]);
  return seconds;
}

function ShownSecrets({ secrets, hideAt, onHide }: { secrets: CardSecrets; hideAt: number; onHide: () => void }) {
  const seconds = useSecondsLeft(hideAt);
  const { status, copy } = useCopyStatus(t.copyFailed);
  useEffect(() => {
    if (seconds === 0) onHide();
  }, [seconds, onHide]);
  return (
    <FormColumn as="div">
      <Secrets>
        <dt>{t.number}</dt>
        <dd>{groupCardNumber(secrets.card_no)}</dd>
        <CopyCell>
          <Button
            type="button"
            variant="text"
            aria-label={t.copyNumber}
            onClick={() => void copy(secrets.card_no, t.copiedNumber)}
          >
            {t.copy}
          </Button>
        </CopyCell>
        <dt>{t.cvv}</dt>
        <dd>{secrets.cvv}</dd>
        <CopyCell>
          <Button
            type="button"
            variant="text"
            aria-label={t.copyCvv}
            onClick={() => void copy(secrets.cvv, t.copiedCvv)}
          >
            {t.copy}
          </Button>
        </CopyCell>
        <dt>{t.expiry}</dt>
        <dd>{secrets.expiry}</dd>
        <dd />
      </Secrets>
      <CopyStatus>{status}</CopyStatus>
      {/* An API older than the checkout details answers without them. */}
      {secrets.checkout && <CheckoutDetails checkout={secrets.checkout} />}
      <Countdown role="timer" aria-live="off">
        {t.hidesIn(seconds)}
      </Countdown>
      <FormActions>
        <Button type="button" variant="secondary" onClick={onHide}>
          {t.hideNow}
        </Button>
      </FormActions>
    </FormColumn>
  );
}

function CodeForm({ cardId, onRevealed }: { cardId: string; onRevealed: (secrets: CardSecrets) => void }) {
  const account = useAccountInfo().data;
  const phone = account && maskPhone(account.phone_prefix, account.phone);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The secrets go straight to the caller's state; a refusal (a wrong or expired code) is shown by the API client.
  const reveal = useSubmit({
    draft: 'card-secrets',
    send: (values: { code: string }) => revealCardSecrets(cardId, { captcha: values.code }),
    onDone: onRevealed,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) setError(t.codePlaceholder);
    else await reveal.submit({ code });
  }

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <p>{phone ? t.intro(phone) : t.introNoPhone}</p>
      <DigitField
        label={t.code}
        placeholder={t.codePlaceholder}
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        value={code}
        error={error ?? undefined}
        onValueChange={(next) => {
          setCode(next);
          setError(null);
        }}
        trailing={
          <SendCodeButton
            remember={REVEAL_CODE}
            onSend={() => sendAccessCodeFor('REVEAL_CARD_NUMBER', 'SEND_TYPE_PHONE')}
          />
        }
      />
      <FormFooter submission={reveal} submitLabel={t.submit} />
    </FormColumn>
  );
}

/**
 * 查看卡号: an access code to the account's phone, then the full number and CVV for 60 s with a
 * countdown and copy buttons. They live in this component's state only: never cached, stored or logged.
 */
export function RevealCardNumber({ cardId }: { cardId: string }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<{ secrets: CardSecrets; hideAt: number } | null>(null);

  const hide = () => {
    setShown(null);
    setOpen(false);
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {text.reveal.open}
      </Button>
      <Dialog open={open} onClose={hide} title={t.title}>
        {shown ? (
          <ShownSecrets secrets={shown.secrets} hideAt={shown.hideAt} onHide={hide} />
        ) : (
          <CodeForm
            cardId={cardId}
            onRevealed={(secrets) => setShown({ secrets, hideAt: Date.now() + SECRETS_SHOWN_SECONDS * 1000 })}
          />
        )}
      </Dialog>
    </>
  );
}
