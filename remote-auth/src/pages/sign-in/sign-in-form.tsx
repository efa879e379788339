import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Checkbox, PATHS, PasswordField, ResubmitNotice, strings } from '@portal/shared';
import { FormMessage, FormStack, LinkRow } from '../../forms/form-layout';
import type { Form } from '../../forms/use-form';
import { IdentityField } from './identity-field';
import type { SignInField, SignInTab } from './sign-in-tab';
import { signInStrings as s } from './strings';

const RegisterRow = styled(LinkRow)`
  justify-content: center;
  gap: 4px;
`;

interface SignInFormProps {
  tab: SignInTab;
  form: Form<SignInField>;
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** The form-level message after a submit that failed validation, if any. */
  formMessage: string | null;
  pending: boolean;
  /** Whether a sign-in lost to the network waits for 重新提交, and whether the browser is online. */
  offline: { waiting: boolean; online: boolean };
  onSubmit: () => void;
}

/** The credentials of the active tab, the remember option, the links and the submit button. */
export function SignInForm(props: SignInFormProps) {
  const { tab, form, remember, onRememberChange, formMessage, pending, offline, onSubmit } = props;
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <FormStack noValidate onSubmit={submit}>
      <IdentityField tab={tab} form={form} />
      <PasswordField
        label={s.passwordLabel}
        name="password"
        autoComplete="current-password"
        placeholder={s.passwordPlaceholder}
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        onBlur={() => form.check('password')}
        error={form.errors.password}
      />
      <LinkRow>
        <Checkbox checked={remember} onChange={(event) => onRememberChange(event.target.checked)}>
          {strings.auth.rememberThirtyDays}
        </Checkbox>
        <Link to={PATHS.forgetPassword}>{s.forgotPassword}</Link>
      </LinkRow>
      {formMessage && <FormMessage>{formMessage}</FormMessage>}
      <ResubmitNotice waiting={offline.waiting} online={offline.online} pending={pending} />
      <Button type="submit" block loading={pending}>
        {s.submit}
      </Button>
      <RegisterRow>
        <span>{s.noAccount}</span>
        <Link to={PATHS.signUp}>{s.register}</Link>
      </RegisterRow>
    </FormStack>
  );
}
