import { strings } from '@portal/shared';
import { BackToWalletPage } from './message-page';

const illustration = (
  <svg width="160" height="120" viewBox="0 0 160 120" role="img" aria-label="404">
    <rect x="10" y="20" width="140" height="90" rx="12" fill="currentColor" opacity="0.08" />
    <text x="80" y="80" textAnchor="middle" fontSize="40" fontWeight="700" fill="currentColor" opacity="0.5">
      404
    </text>
  </svg>
);

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  return (
    <BackToWalletPage illustration={illustration} text={strings.notFound.text} action={strings.notFound.backHome} />
  );
}
