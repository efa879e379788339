import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Dialog, notify, useDataContext, useSubmit } from '@portal/shared';
import { formatMoney, rechargeCard, useWalletBalances, withdrawFromCard } from '@portal/shared/signed-in';
import type { CardDetails, CardProduct } from '@portal/shared/contract';
import { AmountField, useAmount } from '../../money/amount-field';
import { amountProblem, flooredAmount } from '../../money/amount-rule';
import { feeRuleText } from '../../money/fee-rule-text';
import { TrxPasswordField, useTrxPassword } from '../../money/trx-password-field';
import { cardStrings as text } from '../../strings';
import { CostList, FactList } from '../../ui/fact-list';
import { FormFooter } from '../../ui/form-footer';
import { FormColumn } from '../../ui/form-layout';
import { movePreview, type MoveKind } from './card-money-preview';

const t = text.move;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

interface FormProps {
  kind: MoveKind;
  card: CardDetails;
  product: CardProduct;
  onDone: () => void;
}

function MoveForm({ kind, card, product, onDone }: FormProps) {
  const context = useDataContext();
  const wallet = useWalletBalances().data?.find((balance) => balance.currency === card.currency)?.available ?? '0.00';
  const currency = card.currency;
  const show = (value: string) => `${formatMoney(value)} ${currency}`;
  const trx = useTrxPassword();
  const move = useSubmit({
    draft: `card-${kind}.${card.id}`,
    keep: ['amount'],
    send: (values: { amount: string; trx_password: string }, key: string) =>
      (kind === 'recharge' ? rechargeCard : withdrawFromCard)(
        context,
        card.id,
        { amount: values.amount },
        { idempotencyKey: key, trxPassword: values.trx_password },
      ),
    onRefused: trx.noteRefusal,
    onDone: (_answer, values) => {
      const preview = movePreview(kind, values.amount, product, { wallet, card: card.balance });
      notify.success(t.done[kind](show(preview.received)));
      onDone();
    },
  });
  const kept = move.restored?.amount;
  const min = kind === 'recharge' ? product.min_recharge : undefined;
  const problem = (value: string) => amountProblem(value, { min, currency });
  const amount = useAmount(typeof kept === 'string' ? kept : '', problem);
  const valid = amount.value !== '' && problem(amount.value) === null;
  const preview = valid
    ? movePreview(kind, flooredAmount(amount.value), product, { wallet, card: card.balance })
    : null;
  const rule = kind === 'recharge' ? product.recharge_fee : product.withdraw_fee;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amountOk = amount.check();
    const trxOk = trx.check();
    if (!amountOk || !trxOk || preview?.problem) return;
    // What was typed stays whatever the answer; the API client shows a refusal.
    await move.submit({ amount: flooredAmount(amount.value), trx_password: trx.value });
  }

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <FactList>
        <dt>{t.walletAvailable}</dt>
        <dd>{show(wallet)}</dd>
        <dt>{t.cardBalance}</dt>
        <dd>{show(card.balance)}</dd>
        <dt>{t.feeRule}</dt>
        <dd>{feeRuleText(rule, currency)}</dd>
        {min && (
          <>
            <dt>{t.minimum}</dt>
            <dd>{show(min)}</dd>
          </>
        )}
      </FactList>
      <AmountField currency={currency} {...amount.field} />
      {preview && (
        <CostList aria-label={t.previewLabel} aria-live="polite">
          <dt>{t.fee}</dt>
          <dd>{show(preview.fee)}</dd>
          <dt>{kind === 'recharge' ? t.walletPays : t.cardPays}</dt>
          <dd>{show(preview.paid)}</dd>
          <dt>{kind === 'recharge' ? t.cardReceives : t.walletReceives}</dt>
          <dd>{show(preview.received)}</dd>
        </CostList>
      )}
      {preview?.problem && <Problem role="alert">{preview.problem}</Problem>}
      <TrxPasswordField {...trx.field} />
      <FormFooter
        submission={move}
        submitLabel={t.submit[kind]}
        onCancel={onDone}
        disabled={Boolean(preview?.problem)}
      />
    </FormColumn>
  );
}

export interface CardMoneyDialogProps extends FormProps {
  open: boolean;
}

/** 充值 (wallet to card) or 提现 (card to wallet): the fee shown before confirming, sent once per key. */
export function CardMoneyDialog({ open, kind, card, product, onDone }: CardMoneyDialogProps) {
  const title = kind === 'recharge' ? t.rechargeTitle(card.last4) : t.withdrawTitle(card.last4);
  return (
    <Dialog open={open} onClose={onDone} title={title}>
      <MoveForm kind={kind} card={card} product={product} onDone={onDone} />
    </Dialog>
  );
}
