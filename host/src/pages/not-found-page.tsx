import { strings, useDocumentTitle } from '@portal/shared';
import { BackToWalletPage } from './message-page';
import { NotFoundIllustration } from './not-found-illustration';
import { pageStrings } from './strings';

/** Any path outside the route table (spec §2). */
export function NotFoundPage() {
  useDocumentTitle(pageStrings.notFoundImage);
  return (
    <BackToWalletPage
      illustration={<NotFoundIllustration />}
      text={strings.notFound.text}
      action={strings.notFound.backHome}
    />
  );
}
