import type { Agreement, AgreementTitle, Merchant } from '@portal/shared/contract';
import type { ApiConfig } from '../config';
import { compiledOnce, type Database } from '../db/query-layer';
import { inTransaction } from '../db/transaction';
import { SEED_AGREEMENTS } from './agreement-texts';
import { logos } from './merchant-logos';

export type MerchantSettings = ApiConfig['merchant'];

/** Creates the merchant row from the config and the seed agreements, once; later starts keep edits. */
export async function ensureMerchant(database: Database, settings: MerchantSettings, now = Date.now()): Promise<void> {
  const { title, color, website, icp, version } = settings;
  await inTransaction(database, async (trx) => {
    await trx
      .insertInto('merchant')
      .values({ id: 1, title, color, website, icp, version, updated_at: now })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    const seeded = await trx
      .selectFrom('agreements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (seeded.n > 0) return;
    await trx
      .insertInto('agreements')
      .values(
        SEED_AGREEMENTS.map((a, position) => ({ id: a.id, title: a.title, text: a.text, position, created_at: now })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  });
}

function asMerchant(row: MerchantSettings): Merchant {
  return {
    title: row.title,
    color: row.color,
    ...logos(row.title, row.color),
    icp: row.icp,
    website: row.website,
    version: row.version,
  };
}

/** Read by every portal start: compiled once. */
const MERCHANT_ROW = compiledOnce((kysely) =>
  kysely.selectFrom('merchant').select(['title', 'color', 'website', 'icp', 'version']).where('id', '=', 1),
);

export async function readMerchant(database: Database): Promise<Merchant> {
  const [row] = (await database.kysely.executeQuery(MERCHANT_ROW(database))).rows;
  if (!row) throw new Error('The merchant row is missing: ensureMerchant was not called');
  return asMerchant(row as MerchantSettings);
}

/** Changes the given branding fields; the logos follow the title and colour. */
export async function updateMerchant(
  database: Database,
  changes: Partial<MerchantSettings>,
  now = Date.now(),
): Promise<Merchant> {
  const row = await database.kysely
    .updateTable('merchant')
    .set({ ...changes, updated_at: now })
    .where('id', '=', 1)
    .returning(['title', 'color', 'website', 'icp', 'version'])
    .executeTakeFirstOrThrow();
  return asMerchant(row as MerchantSettings);
}

/** Opens or closes the merchant's service (while closed, signed-in calls answer 1000). */
export async function setServiceClosed(database: Database, closed: boolean): Promise<void> {
  await database.kysely
    .updateTable('merchant')
    .set({ service_closed: closed ? 1 : 0 })
    .where('id', '=', 1)
    .execute();
}

/** Read by every sign-up page: compiled once. */
const AGREEMENT_TITLES = compiledOnce((kysely) =>
  kysely.selectFrom('agreements').select(['id', 'title']).orderBy('position').orderBy('id'),
);

export async function agreementTitles(database: Database): Promise<AgreementTitle[]> {
  return (await database.kysely.executeQuery(AGREEMENT_TITLES(database))).rows;
}

export async function findAgreement(database: Database, id: string): Promise<Agreement | undefined> {
  return database.kysely
    .selectFrom('agreements')
    .select(['id', 'title', 'text'])
    .where('id', '=', id)
    .executeTakeFirst();
}
