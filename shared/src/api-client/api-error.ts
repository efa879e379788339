/** Why a call failed. */
export type ApiErrorKind = 'business' | 'session-expired' | 'http' | 'network' | 'timeout' | 'aborted';

/** The one error every failed call rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** HTTP status; 0 when no answer arrived. */
    readonly status: number,
    /** Envelope code; null when the answer had none. */
    readonly code: number | null,
    /** Whether the client already showed the message to the user. */
    readonly displayed: boolean,
  ) {
    super(message);
  }
}
