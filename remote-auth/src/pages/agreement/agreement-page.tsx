import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, Spinner, isUnknownAgreement, logout, strings, useAgreement, useBack } from '@portal/shared';
import type { CallAnswer } from '@portal/shared/contract';
import { LoginShell } from '../../shell/login-shell';
import { ArticleHtml } from '@portal/shared/html';
import { agreementStrings as t } from './strings';
import { useAgreementId } from './use-agreement-id';

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The API may answer null; like an empty text, that is no agreement to show (spec §2). */
type AgreementAnswer = CallAnswer<'agreement'> | null;

const hasText = (agreement: AgreementAnswer): boolean => (agreement?.text ?? '').trim() !== '';

/**
 * /agreement: the user agreement (spec §2). With no id, or an answer without text, there is
 * nothing to read: the session is cleared and the visitor goes to sign in.
 */
export function AgreementPage() {
  const { id, source } = useAgreementId();
  const navigate = useNavigate();
  const store = useStore();
  const { data, error, mutate } = useAgreement(id);
  const nothingToShow = id === null || (data !== undefined && !hasText(data)) || isUnknownAgreement(error);

  useEffect(() => {
    if (!nothingToShow) return;
    logout('user', store);
    navigate(PATHS.signIn, { replace: true });
  }, [nothingToShow, navigate, store]);

  const stepBack = useBack(PATHS.signUp);
  const back = source === 'query' ? PATHS.signUp : stepBack;
  const title = data?.title || strings.pages.agreement;

  return (
    <LoginShell title={title} back={back} reading>
      {data && hasText(data) ? (
        <ArticleHtml html={data.text} title={title} />
      ) : error && data === undefined ? (
        // The client has shown why; a failed load is not "no text", so the session stays.
        <Failed>
          <p>{t.loadFailed}</p>
          <Button type="button" variant="secondary" onClick={() => void mutate()}>
            {t.retry}
          </Button>
        </Failed>
      ) : (
        <Spinner label={t.loading} />
      )}
    </LoginShell>
  );
}

export default AgreementPage;
