import { Fragment } from 'react';
import { formatMoney } from '@portal/shared/signed-in';
import type { CardLimitsInput } from '@portal/shared/contract';
import { limitStrings as text } from '../../limits/strings';
import type { CardOrder } from '../create-card/card-order';

const LABELS: [keyof CardLimitsInput, string][] = [
  ['per_transaction_limit', text.perTransaction],
  ['daily_limit', text.daily],
  ['monthly_limit', text.monthly],
];

/** The spending controls an order opens its cards with, as rows of the order's summary (none: no rows). */
export function OrderedControls({ order, currency }: { order: CardOrder; currency: string }) {
  return (
    <>
      {LABELS.map(([key, label]) => {
        const limit = order.limits[key];
        return limit === null ? null : (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd>
              {formatMoney(limit)} {currency}
            </dd>
          </Fragment>
        );
      })}
      {order.singleUse && (
        <>
          <dt>{text.singleUse}</dt>
          <dd>{text.singleUseHint}</dd>
        </>
      )}
    </>
  );
}
