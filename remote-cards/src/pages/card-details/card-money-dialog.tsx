import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, ResubmitNotice, notify, useDataContext, useSubmit } from '@portal/shared';
import { formatMoney, rechargeCard, useWalletBalances, withdrawFromCard } from '@portal/shared/signed-in';
import type { CardDetails, CardProduct } from '@portal/shared/contract';
import { AmountField } from '../../money/amount-field';
import { amountProblem, flooredAmount } from '../../money/amount-rule';
import { feeRuleText } from '../../money/fee-rule-text';
import { TrxPasswordField, useTrxPassword } from '../../money/trx-password-field';
import { cardStrings as text } from '../../strings';
import { CostList, FactList } from '../../ui/fact-list';
import { FormActions, FormColumn } from '../../ui/form-layout';
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
  const [amount, setAmount] = useState(typeof kept === 'string' ? kept : '');
  const [error, setError] = useState<string | null>(null);

  const min = kind === 'recharge' ? product.min_recharge : undefined;
  const check = (value: string) => amountProblem(value, { min, currency });
  const valid = amount !== '' && check(amount) === null;
  const preview = valid ? movePreview(kind, flooredAmount(amount), product, { wallet, card: card.balance }) : null;
  const rule = kind === 'recharge' ? product.recharge_fee : product.withdraw_fee;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = check(amount);
    setError(problem);
    const trxOk = trx.check();
    if (problem !== null || !trxOk || preview?.problem) return;
    // What was typed stays whatever the answer; the API client shows a refusal.
    await move.submit({ amount: flooredAmount(amount), trx_password: trx.value });
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
      <AmountField
        currency={currency}
        value={amount}
        error={error}
        onValueChange={(next) => {
          setAmount(next);
          if (error) setError(null);
        }}
        onBlur={() => amount !== '' && setError(check(amount))}
      />
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
      <ResubmitNotice waiting={move.waiting} online={move.online} pending={move.pending} error={move.error} />
      <FormActions>
        <Button type="button" variant="secondary" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button type="submit" loading={move.pending} disabled={Boolean(preview?.problem)}>
          {t.submit[kind]}
        </Button>
      </FormActions>
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
