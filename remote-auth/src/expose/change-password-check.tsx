import { ChangePasswordCheckPage } from '../pages/change-password-check/change-password-check-page';

export default ChangePasswordCheckPage;
