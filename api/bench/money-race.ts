/**
 * The money race of the processes benchmark: one customer's recharges of one card, sent all at once
 * and spread round-robin over the API processes (directly, not through the edge), together asking
 * for more than the wallet holds. Then what the API answers and what the books say.
 */
import { WALLET_ERRORS } from '../src/wallet/errors';
import { call } from './api-process';

/** The race customer's client address. */
const CUSTOMER_ADDRESS = '198.51.100.20';

const units = (money: string | number) => Math.round(Number(money) * 100);

interface RaceCustomer {
  userId: string;
  token: string;
  cardId: string;
  /** One operation ticket per recharge. */
  tickets: string[];
}

export interface RaceOutcome {
  recharges: number;
  amountUnits: number;
  succeeded: number;
  /** Refused calls by code. */
  refused: Map<number, number>;
  walletBefore: number;
  walletAfter: number;
  cardBefore: number;
  cardAfter: number;
  /** What the succeeded recharges took from the wallet by their answers: amount and fee each. */
  takenByAnswers: number;
}

async function walletUsd(origin: string, customer: RaceCustomer): Promise<number> {
  const { data } = await call(origin, CUSTOMER_ADDRESS, 'GET', '/api/v1/balance', undefined, customer.token);
  const usd = (data as { currency: string; available: string }[]).find((balance) => balance.currency === 'USD');
  return units(usd?.available ?? 0);
}

async function cardBalance(origin: string, customer: RaceCustomer): Promise<number> {
  const { data } = await call(
    origin,
    CUSTOMER_ADDRESS,
    'GET',
    `/api/v1/card/${customer.cardId}`,
    undefined,
    customer.token,
  );
  return units((data as { balance: string }).balance);
}

/** As many recharges of `amountUnits` as the customer has tickets, all at once. */
export async function raceRecharges(apis: string[], customer: RaceCustomer, amountUnits: number): Promise<RaceOutcome> {
  const [first] = apis as [string];
  const walletBefore = await walletUsd(first, customer);
  const cardBefore = await cardBalance(first, customer);
  const amount = (amountUnits / 100).toFixed(2);
  const answers = await Promise.all(
    customer.tickets.map((ticket, n) =>
      fetch(`${apis[n % apis.length]}/api/v1/card/${customer.cardId}/recharge`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${customer.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': CUSTOMER_ADDRESS,
          'x-operation-ticket': ticket,
        },
        body: JSON.stringify({ amount }),
      }).then(
        (response) =>
          response.json() as Promise<{ code: number; data: { transaction: { amount: string; fee: string } } | null }>,
      ),
    ),
  );
  const refused = new Map<number, number>();
  let takenByAnswers = 0;
  for (const answer of answers) {
    if (answer.code === 0 && answer.data) {
      takenByAnswers += units(answer.data.transaction.amount) + units(answer.data.transaction.fee);
    } else refused.set(answer.code, (refused.get(answer.code) ?? 0) + 1);
  }
  return {
    recharges: answers.length,
    amountUnits,
    succeeded: answers.filter((answer) => answer.code === 0).length,
    refused,
    walletBefore,
    walletAfter: await walletUsd(first, customer),
    cardBefore,
    cardAfter: await cardBalance(first, customer),
    takenByAnswers,
  };
}

/** Every way the race could have gone wrong that its answers show; empty when none did. */
export function raceFaults(outcome: RaceOutcome): string[] {
  const faults: string[] = [];
  const { succeeded, refused, amountUnits } = outcome;
  const others = [...refused.keys()].filter((code) => code !== WALLET_ERRORS.insufficientBalance.code);
  if (others.length > 0) faults.push(`refused for other reasons than the balance: codes ${others.join(', ')}`);
  if (!refused.has(WALLET_ERRORS.insufficientBalance.code)) faults.push('none refused: the race asked too little');
  if (outcome.walletAfter < 0) faults.push('the wallet went negative');
  if (outcome.walletBefore - outcome.walletAfter !== outcome.takenByAnswers)
    faults.push('what left the wallet is not what the answers took');
  if (outcome.cardAfter - outcome.cardBefore !== succeeded * amountUnits)
    faults.push('what the card received is not succeeded × amount');
  return faults;
}
