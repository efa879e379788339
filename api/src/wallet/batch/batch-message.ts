import type { FailedItem, JobRow } from './batch-jobs';

/** The card as the customer can find it: its place in the batch and, once it had one, its last four digits. */
const cardOf = ({ seq, last4 }: FailedItem) => (last4 ? `第 ${seq} 张（尾号 ${last4}）` : `第 ${seq} 张`);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The one station message of a job with failed cards: the counts, then each failed card with its reason. */
export function failureMessage(job: JobRow, failed: FailedItem[]) {
  const items = failed.map((item) => `<li>${cardOf(item)}：${escape(item.reason)}</li>`).join('');
  return {
    title: `批量开卡失败${job.fail_count}张`,
    content:
      `<p>批量开卡共 ${job.quantity} 张，成功 ${job.success_count} 张，失败 ${job.fail_count} 张。` +
      `失败的卡片不收费，已扣的费用均已退回钱包。</p><p>失败原因：</p><ol>${items}</ol>`,
  };
}
