import { CreateCardVerificationPage } from '../pages/create-card/verification-page';

export default CreateCardVerificationPage;
