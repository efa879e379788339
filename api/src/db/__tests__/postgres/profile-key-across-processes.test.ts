import { startTestApi, type TestApi } from '../../../__tests__/test-api';
import { addUser } from '../../../messages/__tests__/helpers';

// Two API processes on one PostgreSQL database, each with a data folder of its own, in the sandbox
// (no PROFILE_ENCRYPTION_KEY): both seal and open cardholder profiles with the one key the database keeps.
let first: TestApi;
let second: TestApi;

beforeAll(async () => {
  first = await startTestApi();
  second = await startTestApi({ sharing: first });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('opens in one process a profile sealed in the other', async () => {
  const user = await addUser(first.database);
  const profile = {
    name: 'Zhang San',
    id_number: '110101199003071233',
    phone_prefix: '86',
    phone: '13912345678',
    website: 'https://shop.example.com',
  };
  expect((await first.call('PUT', '/api/v1/cardholder-profile', { token: user.token, body: profile })).body.code).toBe(
    0,
  );

  const read = await second.call('GET', '/api/v1/cardholder-profile', { token: user.token });
  expect(read.body).toMatchObject({
    code: 0,
    data: { profile: { name: 'Zhang San', id_number_masked: '110***********1233' } },
  });
});
