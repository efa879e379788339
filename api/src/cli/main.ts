import { runCli } from './run-cli';

// `pnpm --filter @portal/api sandbox …`: the sandbox admin calls from a terminal.
void runCli(process.argv.slice(2), process.env.API_URL ?? 'http://127.0.0.1:4000', (text) => console.log(text)).then(
  (code) => {
    process.exitCode = code;
  },
);
