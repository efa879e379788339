import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PATHS, notify, strings, useDataContext, useSubmit } from '@portal/shared';
import {
  formatMoney,
  openCard,
  startBatchCreate,
  useCardholderProfile,
  useOpenedAvailable,
} from '@portal/shared/signed-in';
import { PROFILE_REQUIRED_CODE, type CardProduct } from '@portal/shared/contract';
import { TrxPasswordField, useTrxPassword } from '../../money/trx-password-field';
import { PageFrame } from '../../page-frame';
import { cardStrings as text } from '../../strings';
import { FactList } from '../../ui/fact-list';
import { FormFooter } from '../../ui/form-footer';
import { FormColumn } from '../../ui/form-layout';
import { FrozenBanner } from '../../ui/frozen-banner';
import { PageStack, Panel } from '../../ui/panel';
import { EmptyState, LoadingState } from '../../ui/states';
import { detailsPath } from '../card-list/card-table';
import {
  clearOrder,
  openingControls,
  openingName,
  orderCost,
  readOrder,
  type CardOrder,
} from '../create-card/card-order';
import { Steps } from '../create-card/steps';
import { OrderedControls } from './ordered-controls';

const t = text.createCard;

type Values = { productId: string; quantity: number; amount: string; trx_password: string };

function Confirm({ order, product }: { order: CardOrder; product: CardProduct }) {
  const context = useDataContext();
  const navigate = useNavigate();
  const trx = useTrxPassword();
  const cost = orderCost(product, order.amount, order.quantity);
  const show = (value: string) => `${formatMoney(value)} ${product.currency}`;
  const batch = order.quantity > 1;

  const opening = useSubmit({
    draft: 'create-card',
    keep: ['productId', 'quantity', 'amount'],
    send: async ({ productId, quantity, amount, trx_password }: Values, key: string) => {
      const auth = { idempotencyKey: key, trxPassword: trx_password };
      const controls = openingControls(order);
      if (quantity === 1)
        return {
          card: await openCard(context, { product_id: productId, amount, ...controls, ...openingName(order) }, auth),
        };
      await startBatchCreate(context, { product_id: productId, quantity, amount, ...controls }, auth);
      return { card: null };
    },
    onRefused: (error) => {
      trx.noteRefusal(error);
      // The profile went missing meanwhile (or another tab started the flow): ask for it.
      if (error.code === PROFILE_REQUIRED_CODE) navigate(PATHS.createCardSecondaryVerification);
    },
    onDone: ({ card }) => {
      clearOrder();
      if (card) {
        notify.success(t.openedOne);
        navigate(detailsPath(card.id), { replace: true });
      } else {
        notify.success(t.startedBatch(order.quantity));
        navigate(PATHS.card, { replace: true });
      }
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (trx.check()) await opening.submit({ ...order, trx_password: trx.value });
  }

  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <FactList aria-label={t.summaryLabel}>
        <dt>{t.productLabel}</dt>
        <dd>{text.punctuate.note(product.name, product.currency)}</dd>
        <dt>{t.quantity}</dt>
        <dd>{t.cards(order.quantity)}</dd>
        {order.nickname !== '' && (
          <>
            <dt>{text.nickname.label}</dt>
            <dd>{order.nickname}</dd>
          </>
        )}
        <dt>{t.amount}</dt>
        <dd>{show(order.amount)}</dd>
        <dt>{t.openFee}</dt>
        <dd>{show(cost.openFee)}</dd>
        <dt>{t.firstRechargeFee}</dt>
        <dd>{show(cost.rechargeFee)}</dd>
        <dt>{t.total}</dt>
        <dd>{show(cost.total)}</dd>
        <OrderedControls order={order} currency={product.currency} />
      </FactList>
      <TrxPasswordField {...trx.field} />
      <FormFooter
        submission={opening}
        submitLabel={batch ? t.submitBatch(order.quantity) : t.submitOne}
        onCancel={() => navigate(PATHS.createCard)}
        cancelLabel={t.back}
      />
    </FormColumn>
  );
}

/** /create-card/verification: the order once more, the transaction password, then the cards are opened. */
export function CreateCardVerificationPage() {
  const order = readOrder();
  const products = useOpenedAvailable().data?.products;
  const product = order && products?.find((candidate) => candidate.id === order.productId);
  const profile = useCardholderProfile().data;

  let content;
  if (!order) {
    content = <EmptyState message={t.noOrder} action={<Link to={PATHS.createCard}>{t.toStart}</Link>} />;
  } else if (!products) {
    content = <LoadingState />;
  } else if (!product) {
    content = <EmptyState message={t.noProducts} action={<Link to={PATHS.createCard}>{t.toStart}</Link>} />;
  } else if (product.needs_profile && profile && !profile.profile) {
    content = <Navigate to={PATHS.createCardSecondaryVerification} replace />;
  } else {
    content = <Confirm order={order} product={product} />;
  }

  return (
    <PageFrame title={strings.pages.createCardVerification}>
      <PageStack>
        <FrozenBanner />
        <Steps current="verify" withProfile={order?.profileStep ?? false} />
        <Panel>{content}</Panel>
      </PageStack>
    </PageFrame>
  );
}

export default CreateCardVerificationPage;
