import { AnnouncementDetailsPage } from '../pages/announcement-details/announcement-details-page';

export default AnnouncementDetailsPage;
