const pad = (value: number) => String(value).padStart(2, '0');

/** A message's time, YYYY-MM-DD HH:mm in the reader's time zone; a time that cannot be read is shown as it came. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
