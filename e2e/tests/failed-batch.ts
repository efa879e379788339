import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** Answers `data` of a call that must succeed. */
export async function succeed<T>(answer: Promise<{ json: () => Promise<unknown> }>): Promise<T> {
  const body = (await (await answer).json()) as { code: number; message: string; data: T };
  expect(body, body.message).toMatchObject({ code: 0 });
  return body.data;
}

/**
 * A batch of `quantity` cards that the issuer refuses, run to its end: the system then sends its
 * station message and the batch widget shows the failure. The issuer is put back afterwards.
 */
export async function failedBatch(
  request: APIRequestContext,
  account: { phone: string; token: string },
  trxPassword: string,
  quantity: number,
) {
  const auth = { Authorization: `Bearer ${account.token}` };
  await succeed(
    request.post('/api/sandbox/admin/wallet/top-up', {
      data: { phone: account.phone, currency: 'USD', amount: '100' },
    }),
  );
  await succeed(request.put('/api/sandbox/admin/issuer', { data: { latency_ms: 0, failure_rate: 1 } }));
  try {
    const { ticket } = await succeed<{ ticket: string }>(
      request.post('/api/v1/account/trx-password/check', { headers: auth, data: { trx_password: trxPassword } }),
    );
    await succeed(
      request.post('/api/v1/batch-create-card', {
        headers: { ...auth, 'Idempotency-Key': randomUUID(), 'X-Operation-Ticket': ticket },
        data: { product_id: 'usd-standard', quantity, amount: '10' },
      }),
    );
    const running = () =>
      succeed<{ exist: boolean }>(request.get('/api/v1/card/batch-create-card-status', { headers: auth }));
    await expect.poll(async () => (await running()).exist).toBe(false);
  } finally {
    await succeed(request.put('/api/sandbox/admin/issuer', { data: { latency_ms: 500, failure_rate: 0 } }));
  }
}
