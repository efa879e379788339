import { moduleErrors } from '../platform/module-errors';

/** The export codes (4300–4399), their HTTP status and Chinese message; api/README.md lists them. */
export const EXPORT_ERRORS = moduleErrors('export', {
  /** One running export per user. */
  exportRunning: { code: 4301, status: 409, message: '已有导出任务进行中，请完成后再试' },
  /** The job is still writing its file. */
  fileNotReady: { code: 4302, status: 409, message: '导出文件尚未生成，请稍后再试' },
  /** The file was removed after 24 hours. */
  fileExpired: { code: 4303, status: 410, message: '导出文件已过期，请重新导出' },
  /** The job stopped on an error and wrote no file. */
  exportFailed: { code: 4304, status: 409, message: '导出失败，请重新导出' },
});
