import { standalonePages } from '@portal/shared/standalone';

/** The pages this remote shows when it runs alone: those the portal's page list gives it. */
export const STANDALONE_PAGES = standalonePages('remote-cards', (fileName) => import(`./expose/${fileName}`));
