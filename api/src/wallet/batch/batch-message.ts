import type { JobRow } from './batch-jobs';

/** The one station message of a job with failed cards: the counts and each reason with its count. */
export function failureMessage(job: JobRow, reasons: { reason: string; n: number }[]) {
  const lines = reasons.map(({ reason, n }) => `${reason}：${n} 张`).join('；');
  return {
    title: `批量开卡失败${job.fail_count}张`,
    content: `批量开卡共 ${job.quantity} 张，成功 ${job.success_count} 张，失败 ${job.fail_count} 张。失败原因：${lines}。失败的卡片不收费，已扣的费用均已退回钱包。`,
  };
}
