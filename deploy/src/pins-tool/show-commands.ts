// The commands that only read: list, history, diff.

import type { PinsContext } from './context';
import { readHistory } from './history';
import { REMOTE_NAMES } from '@portal/shared/boot';
import { describePin, samePin } from './pin-values';
import { DEFAULT_MERCHANT, listMerchants, merchantName, readMerchantPins } from './pins-file';
import { formatTable } from './table';

type ReadContext = Pick<PinsContext, 'pinsDir'>;

/** Every merchant with a file and its pins; or one merchant's pins, saying when they are default's. */
export async function listPins(context: ReadContext, merchantText?: string): Promise<string> {
  if (merchantText !== undefined) {
    const { merchant, pins, own } = await readMerchantPins(context.pinsDir, merchantName(merchantText));
    const source = own ? '' : ` (no file of its own: it gets ${DEFAULT_MERCHANT}.json)`;
    return `${merchant}${source}\n${formatTable(REMOTE_NAMES.map((remote) => [`  ${remote}`, describePin(pins[remote])]))}`;
  }
  const merchants = await listMerchants(context.pinsDir);
  if (merchants.length === 0) return `No pins files in ${context.pinsDir}.`;
  const rows = await Promise.all(
    merchants.map(async (merchant) => {
      const { pins } = await readMerchantPins(context.pinsDir, merchant);
      return [merchant, ...REMOTE_NAMES.map((remote) => describePin(pins[remote]))];
    }),
  );
  return formatTable([['merchant', ...REMOTE_NAMES], ...rows]);
}

/** A reason on one line, whatever was typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every change of one merchant, oldest first. */
export async function showHistory(context: ReadContext, merchantText: string): Promise<string> {
  const merchant = merchantName(merchantText);
  const changes = (await readHistory(context.pinsDir)).filter((change) => change.merchant === merchant);
  if (changes.length === 0) return `No changes recorded for ${merchant}.`;
  const rows = changes.map((change) => [
    change.at,
    change.who,
    change.remote,
    describePin(change.from),
    describePin(change.to),
    change.forced === undefined ? (change.action ?? '') : `${change.action ?? ''} --force`,
    [change.reason, change.forced && `forced over: ${change.forced}`]
      .filter(Boolean)
      .map((text) => oneLine(text!))
      .join('; '),
  ]);
  return formatTable([['when', 'who', 'remote', 'from', 'to', 'action', 'why'], ...rows]);
}

/** The remotes two merchants get differently, side by side. */
export async function diffPins(context: ReadContext, firstText: string, secondText: string): Promise<string> {
  const [first, second] = await Promise.all(
    [firstText, secondText].map((text) => readMerchantPins(context.pinsDir, merchantName(text))),
  );
  if (!first || !second) throw new Error('unreachable: two merchants read');
  const differing = REMOTE_NAMES.filter((remote) => !samePin(first.pins[remote], second.pins[remote]));
  if (differing.length === 0) return `${first.merchant} and ${second.merchant} pin the same versions.`;
  const label = ({ merchant, own }: { merchant: string; own: boolean }) =>
    own ? merchant : `${merchant} (${DEFAULT_MERCHANT})`;
  return formatTable([
    ['remote', label(first), label(second)],
    ...differing.map((remote) => [remote, describePin(first.pins[remote]), describePin(second.pins[remote])]),
  ]);
}
