import { SignUpPage } from '../pages/sign-up/sign-up-page';

export default SignUpPage;
