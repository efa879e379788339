import { useNavigate } from 'react-router-dom';
import { Button, PATHS, strings } from '@portal/shared';
import type { ResetLinkType } from '@portal/shared/contract';
import { FormMessage, FormStack } from '../../forms/form-layout';
import { LoginShell } from '../../shell/login-shell';
import { resetPasswordStrings as s } from './strings';

/** A reset link with a missing or malformed part: say so and offer a new link of the same kind. */
export function InvalidLink({ type }: { type: ResetLinkType | null }) {
  const navigate = useNavigate();
  const again =
    type === 'FORGET_TRX_PASSWORD' ? `${PATHS.forgetPassword}?type=FORGET_TRX_PASSWORD` : PATHS.forgetPassword;
  const title = type === 'FORGET_TRX_PASSWORD' ? strings.auth.resetTransactionPassword : strings.pages.resetPassword;

  return (
    <LoginShell title={title} back={PATHS.signIn}>
      <FormStack as="div">
        <FormMessage>{s.invalidLink}</FormMessage>
        <Button type="button" block onClick={() => navigate(again, { replace: true })}>
          {s.requestNewLink}
        </Button>
      </FormStack>
    </LoginShell>
  );
}
