const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Server-local "YYYY-MM-DD HH:mm:ss" for the 开卡时间 column. */
export function localDateTime(ms: number): string {
  const d = new Date(ms);
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The download name of a job started at `ms`: cards-YYYYMMDD-HHmm.xlsx (server-local time). */
export function exportFileName(ms: number, name = 'cards', extension = 'xlsx'): string {
  const d = new Date(ms);
  return `${name}-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.${extension}`;
}

export const EXPORT_HEADER = ['卡号后四位', '卡片名称', '币种', '余额', '状态', '开卡时间'] as const;
