import { CardDetailsPage } from '../pages/card-details/card-details-page';

export default CardDetailsPage;
