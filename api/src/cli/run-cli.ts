import { COMMANDS } from './commands';

function usage(): string {
  const lines = Object.values(COMMANDS).map(({ usage: words, summary }) => `  ${words.padEnd(52)} ${summary}`);
  return [
    'Usage: pnpm --filter @portal/api sandbox <command> [arguments]   (API_URL, default http://127.0.0.1:4000;',
    '       operator-key commands send ADMIN_TOKEN and work in production mode too)',
    ...lines,
  ].join('\n');
}

/** Runs one command against the API at `apiUrl`; returns the exit code. */
export async function runCli(
  args: string[],
  apiUrl: string,
  print: (text: string) => void,
  adminToken: string | undefined = undefined,
): Promise<number> {
  const [name = 'help', ...rest] = args;
  const command = COMMANDS[name];
  const call = command?.call(rest);
  if (!command || !call) {
    print(usage());
    return name === 'help' ? 0 : 2;
  }
  if (command.admin && !adminToken) {
    print("This command needs the operator key: set ADMIN_TOKEN to the API's ADMIN_TOKEN.");
    return 2;
  }
  const response = await fetch(`${apiUrl.replace(/\/$/, '')}${call.path}`, {
    method: call.method,
    headers: {
      ...(call.body !== undefined && { 'Content-Type': 'application/json' }),
      ...(command.admin && { Authorization: `Bearer ${adminToken}` }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  }).catch(() => null);
  if (!response) {
    print(`The API does not answer at ${apiUrl}: start it with \`npm start\` (sandbox mode).`);
    return 1;
  }
  const answer = (await response.json()) as { code: number; message: string; data: unknown };
  print(answer.code === 0 ? JSON.stringify(answer.data, null, 2) : `${answer.message} [${answer.code}]`);
  return answer.code === 0 ? 0 : 1;
}
