import { SettingsPage } from '../pages/settings/settings-page';

export default SettingsPage;
