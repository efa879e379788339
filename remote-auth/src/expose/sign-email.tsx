import { SignEmailPage } from '../pages/sign-email/sign-email-page';

export default SignEmailPage;
