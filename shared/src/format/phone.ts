/** The phone as the account screens show it: +86 138****8000 (the prefix, the first 3 and last 4 digits). */
export function maskPhone(prefix: string, phone: string): string {
  const shown = phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
  return `+${prefix} ${shown}`;
}
