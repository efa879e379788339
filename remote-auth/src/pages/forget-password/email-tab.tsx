import { useEffect, useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ResubmitNotice,
  SendCodeButton,
  rememberCodeSent,
  sendResetLink,
  strings,
  useSubmit,
} from '@portal/shared';
import type { SentCodeKey } from '@portal/shared';
import type { ResetLinkType } from '@portal/shared/contract';
import { EmailField } from '../../forms/email-field';
import { FormStack, LinkRow } from '../../forms/form-layout';
import type { Form } from '../../forms/use-form';
import { forgetPasswordStrings as s } from './strings';

export interface EmailTabProps {
  form: Form<'email'>;
  /** Which reset the e-mailed link opens. */
  type: ResetLinkType;
  /** A link has been sent: the tab shows the check-your-inbox message instead of the form. */
  sent: boolean;
  onSentChange: (sent: boolean) => void;
  /** Where the closing link leads: sign-in, or the settings screen that asked for the reset. */
  home: { path: string; label: string };
}

const Inbox = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: 15px;
  line-height: 1.6;

  &:focus {
    outline: none;
  }
`;

/** A reset link to an address: its resend countdown outlives the screen. */
export const resetLinkKey = (email: string, type: ResetLinkType): SentCodeKey => ({ purpose: type, to: email });

/** The draft a reset link lost to the network waits in; the page starts its form from it. */
export const RESET_LINK_DRAFT = 'forget-password.email';

/** E-mail tab: sends a reset link ('Send link'), then says to check the inbox, with a resend after 60 s (spec §2). */
export function EmailTab({ form, type, sent, onSentChange, home }: EmailTabProps) {
  const { email } = form.values;
  const request = useSubmit({
    draft: RESET_LINK_DRAFT,
    keep: ['email'],
    send: (values: { email: string }) => sendResetLink(values.email, type),
    onDone: (_answer, values) => {
      rememberCodeSent(resetLinkKey(values.email, type));
      onSentChange(true);
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A refusal is shown by the API client; the address stays as typed.
    if (form.checkAll()) await request.submit({ email });
  }

  if (sent) {
    return (
      <InboxNotice
        link={resetLinkKey(email, type)}
        onResend={() => sendResetLink(email, type)}
        onOtherEmail={() => onSentChange(false)}
        home={home}
      />
    );
  }
  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)}>
      <EmailField
        value={email}
        error={form.errors.email}
        onValueChange={(next) => form.setValue('email', next)}
        onBlur={() => email !== '' && form.check('email')}
      />
      <ResubmitNotice waiting={request.waiting} online={request.online} pending={request.pending} />
      <Button type="submit" block loading={request.pending}>
        {strings.auth.sendLink}
      </Button>
    </FormStack>
  );
}

interface InboxNoticeProps {
  /** The link sent: the resend countdown is its address's. */
  link: SentCodeKey;
  onResend: () => Promise<unknown>;
  onOtherEmail: () => void;
  home: EmailTabProps['home'];
}

function InboxNotice({ link, onResend, onOtherEmail, home }: InboxNoticeProps) {
  const message = useRef<HTMLParagraphElement>(null);
  // The form that had focus is gone: move focus to the message so it is read out and the user keeps their place.
  useEffect(() => message.current?.focus(), []);

  return (
    <FormStack as="div">
      <Inbox ref={message} role="status" tabIndex={-1}>
        {strings.auth.checkInbox}
      </Inbox>
      <SendCodeButton
        remember={link}
        focusAfterSend={() => message.current}
        variant="secondary"
        block
        onSend={async () => {
          await onResend();
          return true;
        }}
      >
        {s.sendAgain}
      </SendCodeButton>
      <LinkRow>
        <Link to={home.path}>{home.label}</Link>
        <Button type="button" variant="text" onClick={onOtherEmail}>
          {s.otherEmail}
        </Button>
      </LinkRow>
    </FormStack>
  );
}
