import { useState, type FormEvent } from 'react';
import { Dialog, notify, useDataContext, useSubmit } from '@portal/shared';
import { formatMoney, topUp } from '@portal/shared/signed-in';
import { CURRENCIES, type Currency } from '@portal/shared/contract';
import { AmountField, useAmount } from '../../money/amount-field';
import { amountProblem, flooredAmount } from '../../money/amount-rule';
import { cardStrings as text } from '../../strings';
import { FormFooter } from '../../ui/form-footer';
import { FormColumn } from '../../ui/form-layout';
import { SelectField } from '../../ui/select-field';
import { TOP_UP_DRAFT } from './top-up-draft';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

function TopUpForm({ currency: initialCurrency, onDone }: { currency: Currency; onDone: () => void }) {
  const context = useDataContext();
  const request = useSubmit({
    draft: TOP_UP_DRAFT,
    keep: ['currency', 'amount'],
    send: (values: { currency: string; amount: string }, key: string) =>
      topUp(context, { currency: values.currency as Currency, amount: flooredAmount(values.amount) }, key),
    onDone: (answer) => {
      const amount = `${formatMoney(answer.amount)} ${answer.currency}`;
      const message = text.topUp.done[answer.status](amount);
      if (answer.status === 'TOP_UP_STATUS_REJECTED') notify.error(message);
      else notify.success(message);
      onDone();
    },
  });
  const kept = request.restored;
  const [currency, setCurrency] = useState<Currency>(
    kept?.currency === 'USD' || kept?.currency === 'CNY' ? kept.currency : initialCurrency,
  );
  const amount = useAmount(typeof kept?.amount === 'string' ? kept.amount : '', amountProblem);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // What was typed stays whatever the answer; the API client shows a refusal.
    if (amount.check()) await request.submit({ currency, amount: flooredAmount(amount.value) });
  }

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <SelectField
        label={text.currency}
        options={CURRENCY_OPTIONS}
        value={currency}
        onChange={(event) => setCurrency(event.target.value as Currency)}
      />
      <AmountField currency={currency} {...amount.field} />
      <FormFooter submission={request} submitLabel={text.topUp.submit} onCancel={onDone} />
    </FormColumn>
  );
}

export interface TopUpDialogProps {
  open: boolean;
  currency: Currency;
  onClose: () => void;
}

/** 请求充值: a currency and an amount, sent once however often it is resubmitted. */
export function TopUpDialog({ open, currency, onClose }: TopUpDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={text.topUp.title}>
      <TopUpForm currency={currency} onDone={onClose} />
    </Dialog>
  );
}
