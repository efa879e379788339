import type { Generated } from 'kysely';

/**
 * The tables as the query layer (kysely) sees them, on both databases: one interface per table, a
 * column's type as the API reads it (SQLite INTEGER and PostgreSQL bigint both read as a number:
 * times in milliseconds since 1970, money in minor units, flags 0 or 1). `Generated` marks a column
 * the database fills when an insert leaves it out (a default or an identity).
 *
 * Written once from the migrated SQLite schema, kept by hand since: a migration that changes a
 * table changes its interface here in the same commit. PostgreSQL's `rowid` columns (see migrations/postgres/0073_baseline.sql) stand for
 * SQLite's implicit rowid and are not listed.
 */

export interface AddressWindowsTable {
  counter: string;
  address: string;
  window_start: number;
  count: number;
}

export interface AgreementsTable {
  id: string;
  title: string;
  text: string;
  position: number;
  created_at: number;
}

export interface BatchJobItemsTable {
  job_id: string;
  seq: number;
  status: string;
  card_id: string | null;
  reason: string | null;
  updated_at: number;
}

export interface BatchJobsTable {
  id: string;
  user_id: string;
  product_id: string;
  quantity: number;
  amount: number;
  status: string;
  success_count: Generated<number>;
  fail_count: Generated<number>;
  created_at: number;
  finished_at: number | null;
  per_transaction_limit: number | null;
  daily_limit: number | null;
  monthly_limit: number | null;
  single_use: Generated<number>;
}

export interface CardHolderNamesTable {
  card_id: string;
  name: string;
}

export interface CardListVersionsTable {
  user_id: string;
  version: number;
}

export interface CardProductsTable {
  id: string;
  name: string;
  bin: string;
  currency: string;
  open_fee: string;
  recharge_fee: string;
  withdraw_fee: string;
  min_recharge: number;
  enabled: Generated<number>;
  sort: Generated<number>;
  needs_profile: Generated<number>;
  billing_address: string | null;
}

export interface CardSecretsTable {
  card_id: string;
  pan: string;
  cvv: string;
}

export interface CardStatusCountsTable {
  user_id: string;
  status: string;
  count: number;
}

export interface CardTransactionEventsTable {
  transaction_id: string;
  user_id: string;
  status: string;
  at: number;
}

export interface CardTransactionsTable {
  id: string;
  card_id: string;
  user_id: string;
  type: string;
  status: string;
  currency: string;
  amount: number;
  fee: Generated<number>;
  merchant_name: string | null;
  reason: string | null;
  created_at: number;
  updated_at: number;
}

export interface CardholderProfilesTable {
  user_id: string;
  name: string;
  id_number_sealed: string;
  phone_prefix: string;
  phone: string;
  website: string;
  created_at: number;
  updated_at: number;
}

export interface CardsTable {
  id: string;
  user_id: string;
  product_id: string;
  currency: string;
  last4: string;
  expiry: string;
  balance: Generated<number>;
  status: string;
  batch_job_id: string | null;
  created_at: number;
  updated_at: number;
  nickname: string | null;
  per_transaction_limit: number | null;
  daily_limit: number | null;
  monthly_limit: number | null;
  single_use: Generated<number>;
}

export interface CodeSendsTable {
  target: string;
  ip: string;
  created_at: number;
}

export interface EventsTable {
  id: Generated<number>;
  user_id: string | null;
  type: string;
  message_seq: number | null;
  created_at: number;
}

export interface ExportJobsTable {
  id: string;
  user_id: string;
  filter_status: string | null;
  card_ids: string | null;
  status: string;
  total_count: Generated<number>;
  done_count: Generated<number>;
  file_name: string;
  created_at: number;
  finished_at: number | null;
  kind: Generated<string>;
  format: Generated<string>;
  filter: string | null;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  fingerprint: string;
  status: number;
  body: string;
  created_at: number;
}

export interface IssuerTasksTable {
  id: Generated<number>;
  card_id: string;
  kind: string;
  from_status: string;
  due_at: number;
  created_at: number;
}

export interface LoginFailuresTable {
  identifier: string;
  created_at: number;
  ip: Generated<string>;
  device_hash: string | null;
}

export interface MerchantTable {
  id: number;
  title: string;
  color: string;
  website: string;
  icp: string;
  version: string;
  updated_at: number;
  service_closed: Generated<number>;
}

export interface MessageCountersTable {
  owner: string;
  visible: Generated<number>;
  read: Generated<number>;
}

export interface MessageReadsTable {
  user_id: string;
  message_seq: number;
  read_at: number;
}

export interface MessagesTable {
  seq: Generated<number>;
  id: string;
  user_id: string | null;
  type: string;
  title: string;
  content: string;
  status: Generated<string>;
  created_at: number;
  template: string | null;
  template_values: string | null;
}

export interface OperationTicketsTable {
  ticket_hash: string;
  user_id: string;
  expires_at: number;
  used_at: number | null;
}

export interface OutboxTable {
  seq: Generated<number>;
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  created_at: number;
}

export interface PasswordResetGrantsTable {
  id: string;
  user_id: string;
  ip: string;
  expires_at: number;
  used_at: number | null;
}

export interface RemotePageViewsTable {
  view_id: string;
  merchant: string;
  remote: string;
  version: string;
  outcome: string;
  at: number;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: number;
}

export interface SharedSecretsTable {
  name: string;
  /** base64 */
  value: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  device_id: string | null;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  check_pending: Generated<number>;
  email_pending: Generated<number>;
  public_id: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface TopUpRequestsTable {
  id: string;
  user_id: string;
  currency: string;
  amount: number;
  status: string;
  created_at: number;
  decided_at: number | null;
}

export interface TransactionFeedTable {
  id: string;
  source: string;
  user_id: string;
  card_id: string | null;
  type: string;
  status: string;
  currency: string;
  amount: number;
  abs_amount: number;
  fee: number;
  merchant_name: string | null;
  created_at: number;
  updated_at: number;
}

export interface TrustedDevicesTable {
  user_id: string;
  device_hash: string;
  expires_at: number;
  public_id: string | null;
  user_agent: string | null;
  ip: string | null;
  trusted_at: number | null;
}

export interface TrxPasswordGuardsTable {
  user_id: string;
  window_start: number;
  failures: number;
  locked_until: number | null;
}

export interface UsersTable {
  id: string;
  phone_prefix: Generated<string>;
  phone: string;
  email: string | null;
  password_hash: string;
  trx_password_hash: string | null;
  invitation_code: string | null;
  disabled: Generated<number>;
  created_at: number;
}

export interface VerificationCodesTable {
  id: string;
  channel: string;
  target: string;
  purpose: string;
  user_id: string | null;
  salt: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: Generated<number>;
  used_at: number | null;
  access_purpose: string | null;
}

export interface WalletBalancesTable {
  user_id: string;
  currency: string;
  available: Generated<number>;
  anew: Generated<number>;
  updated_at: number;
}

export interface WalletFreezesTable {
  user_id: string;
  frozen_at: number;
}

export interface WalletTransactionsTable {
  id: string;
  user_id: string;
  currency: string;
  type: string;
  amount: number;
  fee: Generated<number>;
  balance_after: number;
  card_id: string | null;
  reference: string | null;
  remark: Generated<string>;
  created_at: number;
}

export interface Schema {
  address_windows: AddressWindowsTable;
  agreements: AgreementsTable;
  batch_job_items: BatchJobItemsTable;
  batch_jobs: BatchJobsTable;
  card_holder_names: CardHolderNamesTable;
  card_list_versions: CardListVersionsTable;
  card_products: CardProductsTable;
  card_secrets: CardSecretsTable;
  card_status_counts: CardStatusCountsTable;
  card_transaction_events: CardTransactionEventsTable;
  card_transactions: CardTransactionsTable;
  cardholder_profiles: CardholderProfilesTable;
  cards: CardsTable;
  code_sends: CodeSendsTable;
  events: EventsTable;
  export_jobs: ExportJobsTable;
  idempotency_keys: IdempotencyKeysTable;
  issuer_tasks: IssuerTasksTable;
  login_failures: LoginFailuresTable;
  merchant: MerchantTable;
  message_counters: MessageCountersTable;
  message_reads: MessageReadsTable;
  messages: MessagesTable;
  operation_tickets: OperationTicketsTable;
  outbox: OutboxTable;
  password_reset_grants: PasswordResetGrantsTable;
  remote_page_views: RemotePageViewsTable;
  schema_migrations: SchemaMigrationsTable;
  sessions: SessionsTable;
  shared_secrets: SharedSecretsTable;
  top_up_requests: TopUpRequestsTable;
  transaction_feed: TransactionFeedTable;
  trusted_devices: TrustedDevicesTable;
  trx_password_guards: TrxPasswordGuardsTable;
  users: UsersTable;
  verification_codes: VerificationCodesTable;
  wallet_balances: WalletBalancesTable;
  wallet_freezes: WalletFreezesTable;
  wallet_transactions: WalletTransactionsTable;
}
