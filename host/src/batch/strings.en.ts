import type { Translation } from '@portal/shared';
import type { BatchTexts } from './strings';

/** The English of `batchStrings` (./strings.ts), fetched only for readers who chose English. */
const english: Translation<BatchTexts> = {
  title: 'Bulk card opening',
  progress: 'Bulk card opening progress',
  percent: (value: number) => `${value}%`,
  counts: (success: number, fail: number, total: number) => `${success} opened · ${fail} failed · ${total} in all`,
  close: 'Close the bulk card opening notice',
};

export default english;
