import { readStorage, writeStorage } from '@portal/shared/boot';

/** A value a form keeps: text, a ticked box, a number. */
export type DraftValue = string | boolean | number;
export type DraftValues = Record<string, DraftValue>;

/** What waits in session storage after a submission failed for lack of network. */
export interface Draft {
  values: DraftValues;
  /** Sent again with the same values, so the server moves money once however often it is resubmitted. */
  idempotencyKey: string;
}

/** Never kept, whatever a form asks: passwords, codes, transaction passwords, card numbers, CVVs. */
const SECRET_FIELD = /pass|confirm|captcha|code|cvv|card_?no|pan$/i;

/** The keys a form's fields may be kept under; the invitation code is the one code that is not a secret. */
const NOT_SECRET = new Set(['invite', 'invitation_code']);

const storageKey = (form: string) => `draft:${form}`;

/** The values with every secret field left out. */
export function withoutSecrets(values: DraftValues): DraftValues {
  return Object.fromEntries(
    Object.entries(values).filter(([field]) => NOT_SECRET.has(field) || !SECRET_FIELD.test(field)),
  );
}

export function readDraft(form: string): Draft | null {
  const text = readStorage('session', storageKey(form));
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as Partial<Draft>;
    if (typeof draft.idempotencyKey !== 'string' || typeof draft.values !== 'object' || draft.values === null) {
      return null;
    }
    return { idempotencyKey: draft.idempotencyKey, values: withoutSecrets(draft.values) };
  } catch {
    return null;
  }
}

export function writeDraft(form: string, draft: Draft): void {
  writeStorage('session', storageKey(form), JSON.stringify({ ...draft, values: withoutSecrets(draft.values) }));
}

export function clearDraft(form: string): void {
  writeStorage('session', storageKey(form), null);
}

/** A fresh Idempotency-Key. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether two sets of kept values are the same submission. */
export function sameValues(a: DraftValues, b: DraftValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/** A text field's value kept in a form's draft, or '' without one: for forms whose state lives above their submit. */
export function keptText(form: string, field: string): string {
  const value = readDraft(form)?.values[field];
  return typeof value === 'string' ? value : '';
}
