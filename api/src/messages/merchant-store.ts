import type { Agreement, AgreementTitle, Merchant } from '@portal/shared/contract';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import { SEED_AGREEMENTS } from './agreement-texts';
import { logos } from './merchant-logos';

export type MerchantSettings = ApiConfig['merchant'];

/** Creates the merchant row from the config and the seed agreements, once; later starts keep edits. */
export function ensureMerchant(db: Db, settings: MerchantSettings, now = Date.now()): void {
  db.transaction(() => {
    db.prepare(
      `INSERT OR IGNORE INTO merchant (id, title, color, website, icp, version, updated_at)
       VALUES (1, @title, @color, @website, @icp, @version, @now)`,
    ).run({ ...settings, now });
    const insert = db.prepare(
      'INSERT OR IGNORE INTO agreements (id, title, text, position, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    const seeded = db.prepare('SELECT COUNT(*) AS n FROM agreements').get() as { n: number };
    if (seeded.n === 0) SEED_AGREEMENTS.forEach((a, position) => insert.run(a.id, a.title, a.text, position, now));
  })();
}

export function readMerchant(db: Db): Merchant {
  const row = db.prepare('SELECT title, color, website, icp, version FROM merchant WHERE id = 1').get() as
    MerchantSettings | undefined;
  if (!row) throw new Error('The merchant row is missing: ensureMerchant was not called');
  return {
    title: row.title,
    color: row.color,
    ...logos(row.title, row.color),
    icp: row.icp,
    website: row.website,
    version: row.version,
  };
}

/** Changes the given branding fields; the logos follow the title and colour. */
export function updateMerchant(db: Db, changes: Partial<MerchantSettings>, now = Date.now()): Merchant {
  db.prepare(
    `UPDATE merchant SET title = coalesce(@title, title), color = coalesce(@color, color),
       website = coalesce(@website, website), icp = coalesce(@icp, icp), version = coalesce(@version, version),
       updated_at = @now WHERE id = 1`,
  ).run({ title: null, color: null, website: null, icp: null, version: null, ...changes, now });
  return readMerchant(db);
}

export function agreementTitles(db: Db): AgreementTitle[] {
  return db.prepare('SELECT id, title FROM agreements ORDER BY position, id').all() as AgreementTitle[];
}

export function findAgreement(db: Db, id: string): Agreement | undefined {
  return db.prepare('SELECT id, title, text FROM agreements WHERE id = ?').get(id) as Agreement | undefined;
}
