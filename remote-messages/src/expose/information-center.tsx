import { InformationCenterPage } from '../pages/information-center/information-center-page';

export default InformationCenterPage;
