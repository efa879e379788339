import { useNavigate } from 'react-router-dom';
import { Button, PATHS, strings } from '@portal/shared';
import type { ResetLinkType } from '@portal/shared/contract';
import { FormMessage, FormStack } from '../../forms/form-layout';
import { LoginShell } from '../../shell/login-shell';
import { newLinkState } from '../forget-password/new-link-state';
import { resetPasswordStrings as s } from './strings';

/**
 * A reset link with a missing or malformed part, or one the API no longer accepts (used, expired):
 * say so and offer a new link of the same kind, on the e-mail tab with the link's address.
 */
export function InvalidLink({ type, email }: { type: ResetLinkType | null; email?: string }) {
  const navigate = useNavigate();
  const again =
    type === 'FORGET_TRX_PASSWORD' ? `${PATHS.forgetPassword}?type=FORGET_TRX_PASSWORD` : PATHS.forgetPassword;
  const title = type === 'FORGET_TRX_PASSWORD' ? strings.auth.resetTransactionPassword : strings.pages.resetPassword;

  return (
    <LoginShell title={title} back={PATHS.signIn}>
      <FormStack as="div">
        <FormMessage>{s.invalidLink}</FormMessage>
        <Button
          type="button"
          block
          onClick={() => navigate(again, { replace: true, state: newLinkState(email ?? '') })}
        >
          {s.requestNewLink}
        </Button>
      </FormStack>
    </LoginShell>
  );
}
