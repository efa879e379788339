import {
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  TRANSACTION_SOURCES,
  WALLET_TRANSACTION_TYPES,
} from '@portal/shared/contract';
import { Type } from '@sinclair/typebox';
import { TIME } from '../wallet/ledger/routes';
import { CurrencySchema, MoneySchema, Nullable } from '../wallet/schemas';

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));

const TYPES = [...Object.keys(CARD_TRANSACTION_TYPES), ...Object.keys(WALLET_TRANSACTION_TYPES)];
const STATUSES = Object.keys(CARD_TRANSACTION_STATUSES);

/** The filters of the list and of the export: each optional, each checked. */
export const TransactionFilterSchema = {
  source: Type.Optional(literals(TRANSACTION_SOURCES)),
  card_id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  type: Type.Optional(literals(TYPES)),
  status: Type.Optional(literals(STATUSES)),
  currency: Type.Optional(CurrencySchema),
  start_time: Type.Optional(TIME),
  end_time: Type.Optional(TIME),
  keyword: Type.Optional(
    Type.String({
      maxLength: 40,
      description: "part of a merchant's name, or an amount (12.5 finds 12.50 and -12.50)",
    }),
  ),
};

export const TransactionSchema = Type.Object({
  id: Type.String(),
  source: literals(TRANSACTION_SOURCES),
  type: Type.String(),
  status: Type.String({ description: 'a card transaction status; wallet rows are CARD_TRANSACTION_STATUS_CLOSED' }),
  currency: Type.String(),
  amount: MoneySchema('signed; negative took money out of the wallet or the card'),
  fee: MoneySchema(),
  card_id: Nullable(Type.String()),
  card_last4: Nullable(Type.String()),
  card_nickname: Nullable(Type.String({ description: 'the card’s name; null for the wallet or an unnamed card' })),
  merchant_name: Nullable(Type.String()),
  created_at: Type.String(),
});

export const TransactionDetailsSchema = Type.Object({
  ...TransactionSchema.properties,
  updated_at: Type.String(),
  balance_after: Nullable(MoneySchema("the wallet's balance after it; null for a card transaction")),
  note: Nullable(Type.String({ description: "the wallet's note, or why a card transaction failed" })),
  card_status: Nullable(Type.String()),
  timeline: Type.Array(Type.Object({ status: Type.String(), at: Type.String() }), {
    description: 'the statuses it went through, oldest first',
  }),
});
