import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LocaleSwitch, Spinner, useMerchant } from '@portal/shared';
import { ICP_LOOKUP_URL, shellStrings } from './auth-strings';
import { copyrightLine } from './copyright';
import { useRemoteStamp } from './use-remote-stamp';

export type BackTarget = string | (() => void) | { href: string };

export interface LoginShellProps {
  /** The screen's heading. */
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The back arrow: a path to go to, a function, or a page outside the portal (`href`); none without it. */
  back?: BackTarget;
  /** A page to read (an agreement) gets a wider card than a form. */
  reading?: boolean;
  children: ReactNode;
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.accentTint};
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding: 12px 24px;

  @media (max-width: 600px) {
    padding: 8px 12px;
  }
`;

/** The language switch, at the top right. */
const Language = styled(LocaleSwitch)`
  margin-left: auto;
`;

const Logo = styled.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accentLine};
    outline-offset: 2px;
  }
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 24px 16px 40px;

  @media (min-width: 601px) {
    align-items: center;
  }
  @media (max-width: 600px) {
    padding: 8px 0 24px;
  }
`;

const Card = styled.section<{ $reading: boolean }>`
  width: 100%;
  max-width: ${({ $reading }) => ($reading ? '760px' : '440px')};
  padding: 40px 40px 32px;
  border-radius: 16px;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 8px 32px rgba(31, 35, 41, 0.08);

  @media (max-width: 600px) {
    max-width: none;
    padding: 24px 20px;
    border-radius: 0;
    box-shadow: none;
  }
`;

const Title = styled.h1`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.color.text};
  font-size: 24px;
  font-weight: 600;
  line-height: 1.3;
`;

const Intro = styled.p`
  /* Close under the title it explains. */
  margin: -12px 0 24px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 14px;
  line-height: 1.6;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 4px 16px;
  padding: 16px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
  text-align: center;

  a {
    color: inherit;
  }
`;

const ARROW = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M15 5l-7 7 7 7" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function BackArrow({ back }: { back: BackTarget }) {
  const navigate = useNavigate();
  if (typeof back === 'object') {
    return (
      <BackButton as="a" href={back.href} aria-label={shellStrings.back}>
        {ARROW}
      </BackButton>
    );
  }
  return (
    <BackButton
      type="button"
      aria-label={shellStrings.back}
      onClick={() => (typeof back === 'string' ? navigate(back) : back())}
    >
      {ARROW}
    </BackButton>
  );
}

/**
 * The frame of every public screen (spec §2): the merchant's logo, a spinner while the merchant
 * loads, the screen in a card (the whole width on a phone), and the footer with the ICP filing link
 * and the copyright line.
 */
export function LoginShell({ title, intro, back, reading = false, children }: LoginShellProps) {
  const { data: merchant, error } = useMerchant();
  const loading = !merchant && !error;
  const stamp = useRemoteStamp();
  const titleId = useId();

  return (
    <Page>
      <Top>
        {back !== undefined && <BackArrow back={back} />}
        {merchant && <Logo src={merchant.dark_logo} alt={merchant.title} />}
        <Language />
      </Top>
      <Main>
        <Card $reading={reading} aria-busy={loading || undefined} aria-labelledby={titleId} {...stamp}>
          {loading ? (
            <Spinner label={shellStrings.loadingMerchant} />
          ) : (
            <>
              <Title id={titleId}>{title}</Title>
              {intro !== undefined && <Intro>{intro}</Intro>}
              {children}
            </>
          )}
        </Card>
      </Main>
      {merchant && (
        <Footer>
          {merchant.icp && (
            <a href={ICP_LOOKUP_URL} target="_blank" rel="noreferrer noopener" title={shellStrings.icpLinkTitle}>
              {merchant.icp}
            </a>
          )}
          <span>{copyrightLine(merchant.version, merchant.website)}</span>
        </Footer>
      )}
    </Page>
  );
}
