import { defineCatalogue } from '@portal/shared';

/** Texts of the host's own pages that the spec does not give. */
export const pageStrings = defineCatalogue(
  'host/pages',
  { notFoundImage: '页面不存在' },
  { notFoundImage: 'Page not found' },
);
