import { ResetPasswordPage } from '../pages/reset-password/reset-password-page';

export default ResetPasswordPage;
