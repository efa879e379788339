import { CardholderProfilePage } from '../pages/cardholder-profile/profile-page';

export default CardholderProfilePage;
