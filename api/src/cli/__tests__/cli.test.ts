import { seedSandbox } from '../../seed';
import { startTestApi, type SocketTestApi } from '../../__tests__/test-api';
import { runCli } from '../run-cli';

let api: SocketTestApi;
beforeAll(async () => {
  // A socket: the CLI is another HTTP client of the API.
  api = await startTestApi({ socket: true });
  await seedSandbox(api.database);
}, 20_000);
afterAll(() => api.close());

async function cli(...args: string[]) {
  const printed: string[] = [];
  const code = await runCli(args, api.origin, (text) => printed.push(text));
  return { code, output: printed.join('\n') };
}

describe('the sandbox CLI', () => {
  it('tops up a wallet by phone and prints the new balances', async () => {
    const { code, output } = await cli('top-up', '13800138000', 'USD', '25.50');
    expect(code).toBe(0);
    expect(output).toContain('"currency": "USD"');
  });

  it('freezes and unfreezes a wallet', async () => {
    expect((await cli('freeze', '13800138000')).output).toContain('BALANCE_STATUS_FREEZE');
    expect((await cli('unfreeze', '13800138000')).output).toContain('BALANCE_STATUS_AVAILABLE');
  });

  it('seeds cards for a customer', async () => {
    const { code, output } = await cli('seed-cards', '13800138000', '30');
    expect(code).toBe(0);
    expect(output).toContain('"created": 30');
  });

  it('posts an announcement that the customer then lists', async () => {
    expect((await cli('announce', '系统升级通知', '<p>今晚 22:00 升级</p>')).code).toBe(0);
    const rows = await api.database.kysely
      .selectFrom('messages')
      .select('title')
      .where('title', '=', '系统升级通知')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("prints the API's message and fails for a customer that does not exist", async () => {
    const { code, output } = await cli('message', '13900000000', '标题', '内容');
    expect(code).toBe(1);
    expect(output).toMatch(/\[\d+\]$/);
  });

  it('prints the usage for an unknown command or missing arguments', async () => {
    expect((await cli('help')).code).toBe(0);
    const { code, output } = await cli('top-up', '13800138000');
    expect(code).toBe(2);
    expect(output).toContain('top-up <phone or user id> <USD|CNY> <amount>');
  });

  it('says how to start the API when nothing answers', async () => {
    const printed: string[] = [];
    expect(await runCli(['outbox', 'a@b.cn'], 'http://127.0.0.1:9', (text) => printed.push(text))).toBe(1);
    expect(printed[0]).toContain('npm start');
  });
});

describe('the customer command', () => {
  it('creates a customer who can sign in', async () => {
    const { code, output } = await cli('customer', '13700000077', 'Passw0rd1', 'cli@example.com');
    expect(code).toBe(0);
    expect(output).toContain('"user_id"');
    const login = await api.call('POST', '/api/v1/account/login', {
      body: { password: 'Passw0rd1', email: 'cli@example.com' },
    });
    expect(login.body.code).toBe(0);
  });
});
