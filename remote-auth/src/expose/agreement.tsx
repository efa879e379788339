import { AgreementPage } from '../pages/agreement/agreement-page';

export default AgreementPage;
