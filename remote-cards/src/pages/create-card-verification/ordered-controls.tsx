import { Fragment } from 'react';
import { formatMoney } from '@portal/shared/signed-in';
import { limitLabels } from '../../limits/limit-fields';
import { LIMIT_KEYS } from '../../limits/limit-rule';
import { limitStrings as text } from '../../limits/strings';
import type { CardOrder } from '../create-card/card-order';

/** The spending controls an order opens its cards with, as rows of the order's summary (none: no rows). */
export function OrderedControls({ order, currency }: { order: CardOrder; currency: string }) {
  const labels = limitLabels();
  return (
    <>
      {LIMIT_KEYS.map((key) => {
        const limit = order.limits[key];
        return limit === null ? null : (
          <Fragment key={key}>
            <dt>{labels[key]}</dt>
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
