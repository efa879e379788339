import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PATHS, Spinner, sessionAtom, strings } from '@portal/shared';
import { LoginShell } from '../../shell/login-shell';
import { InvalidLink } from './invalid-link';
import { NewPasswordForm } from './new-password-form';
import { resetTargetOf } from './reset-target';
import { useLinkCheck } from './use-link-check';
import { resetPasswordStrings as s } from './strings';
import { useSavePassword, type SaveTarget } from './use-save-password';

/**
 * /reset-password (spec §2): a new login password after the SMS check (phone in the navigation
 * state) or from an e-mailed link (?email&code&type), or a new transaction password from a link.
 */
export function ResetPasswordPage() {
  const [query] = useSearchParams();
  const target = resetTargetOf(useLocation().state, query);
  if (target.kind === 'none') return <Navigate to={PATHS.forgetPassword} replace />;
  if (target.kind === 'invalid-link') return <InvalidLink type={target.type} email={target.email} />;
  return <ResetScreen target={target} />;
}

function ResetScreen({ target }: { target: SaveTarget }) {
  const link = useLinkCheck(target);
  const save = useSavePassword(target);
  const { isLogin } = useAtomValue(sessionAtom);
  const transaction = target.kind === 'email' && target.type === 'FORGET_TRX_PASSWORD';
  if (link === 'invalid' && target.kind === 'email') return <InvalidLink type={target.type} email={target.email} />;
  const back = transaction && isLogin ? PATHS.settings : target.kind === 'phone' ? PATHS.forgetPassword : PATHS.signIn;

  return (
    <LoginShell title={transaction ? strings.auth.resetTransactionPassword : strings.pages.resetPassword} back={back}>
      {link === 'checking' ? (
        <Spinner label={s.checkingLink} />
      ) : (
        <NewPasswordForm kind={transaction ? 'transaction' : 'login'} onSave={save} />
      )}
    </LoginShell>
  );
}

export default ResetPasswordPage;
