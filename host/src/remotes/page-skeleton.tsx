import styled, { keyframes } from 'styled-components';
import { useMerchant, type RemotePageEntry } from '@portal/shared';

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
`;

/** A signed-in page's frame, or a public screen's page in the login shell's tint. */
const Frame = styled.div<{ $plain: boolean }>`
  min-height: ${({ $plain }) => ($plain ? '100vh' : 'auto')};
  max-width: ${({ $plain }) => ($plain ? 'none' : '1200px')};
  margin: 0 auto;
  padding: ${({ $plain }) => ($plain ? '0' : '24px 16px')};
  background: ${({ $plain, theme }) => ($plain ? theme.color.accentTint : 'transparent')};
`;

/** The merchant's logo where the login shell puts it. */
const Top = styled.div`
  min-height: 64px;
  padding: 12px 24px;
`;

const Logo = styled.img`
  display: block;
  height: 36px;
  max-width: 200px;
  object-fit: contain;
`;

/** The login shell's card (or a page panel), in grey. */
const Card = styled.div<{ $plain: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: ${({ $plain }) => ($plain ? '440px' : 'none')};
  margin: ${({ $plain }) => ($plain ? '24px auto' : '0')};
  padding: 40px;
  border-radius: 16px;
  background: ${({ theme }) => theme.color.surface};
`;

const Bar = styled.span<{ $width: string; $height?: number }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height = 14 }) => `${$height}px`};
  border-radius: 6px;
  background: ${({ theme }) => theme.color.border};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * What stands in for a page while its module loads: the page's shape in grey (a title, a few lines,
 * a field-sized block), above it the merchant's logo on a public screen, instead of a bare spinner.
 */
export function PageSkeleton({ layout, label }: { layout: RemotePageEntry['layout']; label: string }) {
  const { data: merchant } = useMerchant();
  const plain = layout === 'plain';
  return (
    <Frame $plain={plain} role="status" aria-label={label}>
      {plain && <Top>{merchant && <Logo src={merchant.dark_logo} alt="" />}</Top>}
      <Card $plain={plain} aria-hidden="true">
        <Bar $width="30%" $height={24} />
        <Bar $width="90%" />
        <Bar $width="75%" />
        <Bar $width="100%" $height={40} />
        <Bar $width="100%" $height={40} />
      </Card>
    </Frame>
  );
}
