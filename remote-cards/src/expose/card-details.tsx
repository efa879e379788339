import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function CardDetailsPage() {
  return <PageFrame title={strings.pages.cardDetails} />;
}
