import { CardListPage } from '../pages/card-list/card-list-page';

export default CardListPage;
