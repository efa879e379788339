/** The phone as a sign-in that is not finished may see it: the first 3 and last 4 digits (138****8000). */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

/** The e-mail as a sign-in that is not finished may see it: the first character and the domain (d***@example.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '';
}
