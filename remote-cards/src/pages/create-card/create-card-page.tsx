import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, PATHS, TextField, strings } from '@portal/shared';
import { formatMoney, useCardholderProfile, useOpenedAvailable, useWalletBalances } from '@portal/shared/signed-in';
import { normaliseCardNickname, type CardProduct } from '@portal/shared/contract';
import { compareDecimals } from '@portal/shared/money';
import { nicknameMessage } from '../../cards/nickname-problem';
import { AmountField } from '../../money/amount-field';
import { amountProblem, flooredAmount } from '../../money/amount-rule';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { CostList } from '../../ui/fact-list';
import { FormActions, FormColumn } from '../../ui/form-layout';
import { FrozenBanner, useMoneyActions } from '../../ui/frozen-banner';
import { PageStack, Panel } from '../../ui/panel';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states';
import { NO_LIMITS, limitProblems, limitValues, limitsInput, type LimitKey } from '../../limits/limit-rule';
import { maxQuantity, needsProfileStep, orderCost, readOrder, writeOrder } from './card-order';
import { OpeningControls } from './opening-controls';
import { ProductChoice } from './product-choice';
import { Steps } from './steps';

const t = text.createCard;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
`;

/** /create-card: the product, how many cards and the load of each, and what it all costs. */
export function CreateCardPage() {
  const { data, error, isLoading, mutate } = useOpenedAvailable();
  return (
    <PageFrame title={strings.pages.createCard}>
      <PageStack>
        <FrozenBanner />
        <Panel>
          {data ? (
            data.products.length === 0 ? (
              <EmptyState message={t.noProducts} />
            ) : maxQuantity(data.available) === 0 ? (
              <EmptyState message={t.noneLeft} />
            ) : (
              <OrderForm products={data.products} available={data.available} />
            )
          ) : error && !isLoading ? (
            <ErrorState onRetry={() => void mutate()} />
          ) : (
            <LoadingState />
          )}
        </Panel>
      </PageStack>
    </PageFrame>
  );
}

function OrderForm({ products, available }: { products: CardProduct[]; available: number }) {
  const navigate = useNavigate();
  const money = useMoneyActions();
  const kept = readOrder();
  const [productId, setProductId] = useState(
    kept && products.some((p) => p.id === kept.productId) ? kept.productId : (products[0]?.id ?? ''),
  );
  const [quantity, setQuantity] = useState(kept ? String(kept.quantity) : '1');
  const [amount, setAmount] = useState(kept?.amount ?? '');
  const [nickname, setNickname] = useState(kept?.nickname ?? '');
  const [errors, setErrors] = useState<{ quantity?: string | null; amount?: string | null; nickname?: string | null }>(
    {},
  );
  const [limits, setLimits] = useState(kept ? limitValues(kept.limits) : NO_LIMITS);
  const [limitErrors, setLimitErrors] = useState<Partial<Record<LimitKey, string>>>({});
  const [singleUse, setSingleUse] = useState(kept?.singleUse ?? false);
  const product = products.find((candidate) => candidate.id === productId) ?? products[0]!;
  const max = maxQuantity(available);
  const profileStep = needsProfileStep(product, useCardholderProfile().data);
  const wallet =
    useWalletBalances().data?.find((balance) => balance.currency === product.currency)?.available ?? '0.00';

  const quantityProblem = (value: string) =>
    /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max ? null : t.quantityInvalid(max);
  const amountCheck = (value: string) =>
    amountProblem(value, { min: product.min_recharge, currency: product.currency });
  const valid = quantityProblem(quantity) === null && amountCheck(amount) === null;
  // Several cards open unnamed: each is named in its details afterwards.
  const batch = Number(quantity) > 1;
  const cost = valid ? orderCost(product, flooredAmount(amount), Number(quantity)) : null;
  const covered = cost === null || compareDecimals(cost.total, wallet) <= 0;
  const show = (value: string) => `${formatMoney(value)} ${product.currency}`;

  function next(event: FormEvent) {
    event.preventDefault();
    const found = {
      quantity: quantityProblem(quantity),
      amount: amountCheck(amount),
      nickname: batch ? null : nicknameMessage(nickname),
    };
    const limitsFound = limitProblems(limits);
    setErrors(found);
    setLimitErrors(limitsFound);
    const problem = found.quantity || found.amount || found.nickname || Object.keys(limitsFound).length > 0;
    if (problem || !covered || money.blocked) return;
    writeOrder({
      productId: product.id,
      quantity: Number(quantity),
      amount: flooredAmount(amount),
      profileStep,
      limits: limitsInput(limits),
      singleUse,
      nickname: batch ? '' : normaliseCardNickname(nickname),
    });
    // A product that needs the cardholder profile asks for it once, before the password.
    navigate(profileStep ? PATHS.createCardSecondaryVerification : PATHS.createCardVerification);
  }

  return (
    <FormColumn noValidate onSubmit={next}>
      <Steps current="order" withProfile={profileStep} />
      <ProductChoice products={products} value={product.id} onChange={setProductId} />
      <TextField
        label={t.quantity}
        hint={t.quantityHint(max)}
        inputMode="numeric"
        value={quantity}
        error={errors.quantity ?? undefined}
        onChange={(event) => {
          setQuantity(event.target.value.replace(/\D/g, '').slice(0, 3));
          setErrors((current) => ({ ...current, quantity: null }));
        }}
        onBlur={() => setErrors((current) => ({ ...current, quantity: quantityProblem(quantity) }))}
      />
      <TextField
        label={text.nickname.label}
        hint={batch ? t.nicknameBatchHint : t.nicknameHint}
        autoComplete="off"
        disabled={batch}
        value={batch ? '' : nickname}
        error={batch ? undefined : (errors.nickname ?? undefined)}
        onChange={(event) => {
          setNickname(event.target.value);
          setErrors((current) => ({ ...current, nickname: null }));
        }}
        onBlur={() => setErrors((current) => ({ ...current, nickname: nicknameMessage(nickname) }))}
      />
      <AmountField
        label={text.punctuate.note(t.amount, product.currency)}
        currency={product.currency}
        value={amount}
        error={errors.amount}
        onValueChange={(next) => {
          setAmount(next);
          setErrors((current) => ({ ...current, amount: null }));
        }}
        onBlur={() => amount !== '' && setErrors((current) => ({ ...current, amount: amountCheck(amount) }))}
      />
      <OpeningControls
        currency={product.currency}
        limits={limits}
        errors={limitErrors}
        onLimitChange={(key, value) => {
          setLimits((current) => ({ ...current, [key]: value }));
          setLimitErrors({});
        }}
        singleUse={singleUse}
        onSingleUseChange={setSingleUse}
      />
      {cost && (
        <CostList aria-label={t.costLabel} aria-live="polite">
          <dt>{t.openFee}</dt>
          <dd>{show(cost.openFee)}</dd>
          <dt>{t.firstRechargeFee}</dt>
          <dd>{show(cost.rechargeFee)}</dd>
          <dt>{t.perCard}</dt>
          <dd>{show(cost.perCard)}</dd>
          <dt className="total">{text.punctuate.note(t.total, t.cards(Number(quantity)))}</dt>
          <dd className="total">{show(cost.total)}</dd>
          <dt>{t.walletAvailable}</dt>
          <dd>{show(wallet)}</dd>
        </CostList>
      )}
      {!covered && <Problem role="alert">{t.notCovered}</Problem>}
      {money.reason}
      <FormActions>
        <Button
          type="submit"
          disabled={money.blocked || !covered}
          aria-describedby={money.reasonId}
          title={money.title}
        >
          {t.next}
        </Button>
      </FormActions>
    </FormColumn>
  );
}

export default CreateCardPage;
