import { strings } from '@portal/shared';
import { BackToWalletPage } from './message-page';
import { NotFoundIllustration } from './not-found-illustration';

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  return (
    <BackToWalletPage
      illustration={<NotFoundIllustration />}
      text={strings.notFound.text}
      action={strings.notFound.backHome}
    />
  );
}
