import { ForgetPasswordPage } from '../pages/forget-password/forget-password-page';

export default ForgetPasswordPage;
