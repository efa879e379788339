/**
 * The attacker of the sign-in benchmarks, in a process of its own (which the benchmark runs at
 * the lowest CPU priority: a real attacker's machines are elsewhere): CONNECTIONS connections send
 * wrong passwords for SECONDS, every request from another address in 10.<NETWORK>.0.0/16, for
 * random phones or for PHONE. Prints how many answers had each code, as JSON.
 */
import { call, randomPhone } from './api-process';

const { ORIGIN = '', PHONE = '', NETWORK = '0' } = process.env;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 40);
const SECONDS = Number(process.env.SECONDS ?? 20);

let sent = 0;
/** Another address for every request. */
function anotherAddress(): string {
  sent += 1;
  return `10.${NETWORK}.${(sent >> 8) & 255}.${sent & 255}`;
}

async function main(): Promise<void> {
  const ends = Date.now() + SECONDS * 1000;
  const answers: Record<number, number> = {};
  const connection = async () => {
    while (Date.now() < ends) {
      const { code } = await call(ORIGIN, anotherAddress(), 'POST', '/api/v1/account/login', {
        phone_info: { phone: PHONE || randomPhone(), phone_prefix: '86' },
        password: 'Wrong1234',
      });
      answers[code] = (answers[code] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  console.log(JSON.stringify(answers));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
