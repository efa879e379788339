import { callApi, type CallOptions } from '../api-client/client';

/** What a call that takes money out of the wallet or a card needs from its form. */
export interface MoneyAuth {
  /** Kept with the form's draft, so a resubmission moves the money once. */
  idempotencyKey: string;
  /** Typed for this submission only; never kept. */
  trxPassword: string;
}

/**
 * Checks the transaction password (4080 none set, 4081 wrong, 4082 locked: the client shows them)
 * and answers the call options that carry its single-use ticket and the key.
 */
export async function moneyCallOptions({ idempotencyKey, trxPassword }: MoneyAuth): Promise<CallOptions> {
  // The first step of a money call: offline, it too says plainly that nothing moved.
  const { ticket } = await callApi('trxPasswordCheck', { trx_password: trxPassword }, { networkFailure: 'not-done' });
  return { idempotencyKey, operationTicket: ticket };
}
