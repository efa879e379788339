import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function CardListPage() {
  return <PageFrame title={strings.pages.card} />;
}
