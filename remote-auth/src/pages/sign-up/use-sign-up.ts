import { useEffect, useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  PATHS,
  beginSignIn,
  isCodeRequested,
  register,
  rememberCodeUsed,
  sendCode as sendCodeTo,
  strings,
  useAgreementTitles,
  useSubmit,
  validate,
} from '@portal/shared';
import { PHONE_PREFIX } from '@portal/shared/contract';
import { useForm, type FieldCheck } from '../../forms/use-form';
import { EMPTY_SIGN_UP_DRAFT, registerCodeKey, signUpDraftAtom } from './sign-up-draft';

type SignUpField = 'phone' | 'code' | 'password' | 'confirm' | 'invite';

const v = strings.validation;

/** Module-level so the form hook sees the same checks on every render. */
const CHECKS: Partial<Record<SignUpField, FieldCheck<SignUpField>>> = {
  phone: 'phoneMainland',
  code: 'code',
  password: 'password',
  confirm: (value, values) => {
    if (value.trim() === '') return v.required;
    return value === values.password ? null : v.confirmPasswordMismatch;
  },
  invite: 'inviteCode',
};

const EMPTY = { phone: '', code: '', password: '', confirm: '', invite: '' };

/**
 * The registration form (spec §4, §5): field rules from the shared table, a code that must be
 * requested first, the first agreement that must be ticked when there is one, then register,
 * store the token and go on to bind an e-mail in place of this screen.
 */
export function useSignUp() {
  const [draft, setDraft] = useAtom(signUpDraftAtom);
  const navigate = useNavigate();
  const registration = useSubmit({
    draft: 'sign-up',
    keep: ['phone', 'invite'],
    send: ({ phone, password, code, invite }: typeof EMPTY) =>
      register({
        phone_prefix: PHONE_PREFIX,
        phone,
        password,
        captcha: code,
        invitation_code: invite === '' ? null : invite,
      }),
    onDone: ({ token }, { phone }) => {
      rememberCodeUsed(registerCodeKey(phone));
      // Not signed in yet: an e-mail must be bound first (spec §4), on /sign-email with this token.
      beginSignIn(token);
      setDraft(EMPTY_SIGN_UP_DRAFT);
      navigate(PATHS.signEmail, { replace: true });
    },
  });
  // A reload after a failed submission brings back what was kept (never the code or the passwords);
  // coming back from the agreement, the whole form as it was (the passwords from memory only).
  const kept = registration.restored;
  const passwords = draft.readingAgreement ? { password: draft.password, confirm: draft.confirm } : {};
  const form = useForm<SignUpField>(
    {
      ...EMPTY,
      ...passwords,
      phone: kept?.phone ?? draft.phone,
      code: draft.code,
      invite: kept?.invite ?? draft.invite,
    },
    CHECKS,
  );
  const { data: titles } = useAgreementTitles();
  const agreement = titles?.[0] ?? null;
  const [agreed, setAgreed] = useState(draft.agreed);
  const [agreementError, setAgreementError] = useState<string | null>(null);

  // Kept as typed, so reading the agreement and coming back loses nothing.
  const { phone, code, password, confirm, invite } = form.values;
  useEffect(() => {
    setDraft({ phone, code, password, confirm, invite, agreed, readingAgreement: false });
  }, [phone, code, password, confirm, invite, agreed, setDraft]);
  // Leaving for anywhere but the agreement, the passwords leave memory too.
  useEffect(
    () => () =>
      setDraft((last) =>
        last.readingAgreement ? last : { ...last, password: '', confirm: '', readingAgreement: false },
      ),
    [setDraft],
  );

  /** The agreement opens from the form: keep the passwords for the way back. */
  const readAgreement = () => setDraft((last) => ({ ...last, readingAgreement: true }));

  async function sendCode(): Promise<boolean> {
    const { phone } = form.values;
    if (validate('phoneMainland', phone) !== null) {
      form.setError('phone', v.enterCorrectPhone);
      return false;
    }
    await sendCodeTo({
      send_type: 'SEND_TYPE_PHONE',
      mark_type: 'MARK_TYPE_REGISTER',
      phone_info: { phone, phone_prefix: PHONE_PREFIX },
    });
    if (form.errors.code === v.getCodeFirst) form.setError('code', null);
    return true;
  }

  function agree(checked: boolean) {
    setAgreed(checked);
    if (checked) setAgreementError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Every problem is shown at once, each beside its field.
    let valid = form.checkAll();
    if (!isCodeRequested(registerCodeKey(form.values.phone))) {
      form.setError('code', v.getCodeFirst);
      valid = false;
    }
    if (agreement !== null && !agreed) {
      setAgreementError(v.agreeToAgreement);
      valid = false;
    }
    // Everything typed stays in the form whatever the answer; the API client shows a refusal.
    if (valid) await registration.submit(form.values);
  }

  return { form, agreement, agreed, agree, readAgreement, agreementError, sendCode, submit, registration };
}
