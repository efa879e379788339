import { CreateCardPage } from '../pages/create-card/create-card-page';

export default CreateCardPage;
