import { SignInPage } from '../pages/sign-in/sign-in-page';

export default SignInPage;
