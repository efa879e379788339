import { runCli } from './run-cli';

// `pnpm --filter @portal/api sandbox …`: the sandbox admin calls (and, with ADMIN_TOKEN, the operator calls).
void runCli(
  process.argv.slice(2),
  process.env.API_URL ?? 'http://127.0.0.1:4000',
  (text) => console.log(text),
  process.env.ADMIN_TOKEN,
).then((code) => {
  process.exitCode = code;
});
