import { strings } from '@portal/shared';
import { PageFrame } from '../page-frame';

export default function CreateCardPage() {
  return <PageFrame title={strings.pages.createCard} />;
}
