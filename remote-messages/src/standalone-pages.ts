import { standalonePages } from '@portal/shared/standalone';

/** The pages this remote shows when it runs alone: those the portal's page list gives it, each from its own file. */
export const STANDALONE_PAGES = standalonePages(
  'remote-messages',
  (source) =>
    // Limited to the pages (pages/<folder>/<name>-page.tsx): webpack bundles every file the template could name, tests too.
    import(/* webpackInclude: /[\\/]pages[\\/][^\\/]+[\\/][^\\/]+-page\.tsx$/ */ `./${source}`),
);
