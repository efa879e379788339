import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Checkbox, PATHS } from '@portal/shared';
import type { AgreementTitle } from '@portal/shared/contract';
import { FormMessage } from '../../forms/form-layout';
import { signUpStrings } from './strings';

const ConsentLink = styled(Link)`
  color: ${({ theme }) => theme.color.accent};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

interface AgreementConsentProps {
  agreement: AgreementTitle;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The agreement is about to open: the form keeps itself for the way back. */
  onOpen: () => void;
  error: string | null;
}

/** The consent box: 我已阅读并同意《title》, the title opening /agreement with the agreement's id as navigation state. */
export function AgreementConsent({ agreement, checked, onCheckedChange, onOpen, error }: AgreementConsentProps) {
  const errorId = useId();
  return (
    <div>
      <Checkbox
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
      >
        {signUpStrings.consentPrefix}
        <ConsentLink to={PATHS.agreement} state={{ id: agreement.id }} onClick={onOpen}>
          {signUpStrings.consentTitle(agreement.title)}
        </ConsentLink>
      </Checkbox>
      {error !== null && <FormMessage id={errorId}>{error}</FormMessage>}
    </div>
  );
}
