import { useId } from 'react';
import { Button } from '@portal/shared';
import { Row, RowHint, RowText, RowTitle, Section, SectionTitle } from './settings-layout';
import { settingsStrings as s } from './strings';

export interface SecuritySectionProps {
  /** Whether an e-mail is bound: the transaction password is set through it. */
  hasEmail: boolean;
  onChangePassword: () => void;
  onTrxPassword: () => void;
}

/** The two passwords, each with its action. */
export function SecuritySection({ hasEmail, onChangePassword, onTrxPassword }: SecuritySectionProps) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{s.securitySection}</SectionTitle>
      <Row>
        <RowText>
          <RowTitle>{s.loginPassword}</RowTitle>
          <RowHint>{s.loginPasswordHint}</RowHint>
        </RowText>
        <Button
          type="button"
          variant="secondary"
          aria-label={`${s.change}${s.loginPassword}`}
          onClick={onChangePassword}
        >
          {s.change}
        </Button>
      </Row>
      <Row>
        <RowText>
          <RowTitle>{s.trxPassword}</RowTitle>
          <RowHint>{hasEmail ? s.trxPasswordHint : s.trxNeedsEmailHint}</RowHint>
        </RowText>
        <Button
          type="button"
          variant="secondary"
          aria-label={`${s.setOrReset}${s.trxPassword}`}
          onClick={onTrxPassword}
        >
          {s.setOrReset}
        </Button>
      </Row>
    </Section>
  );
}
