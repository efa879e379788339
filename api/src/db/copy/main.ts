import path from 'node:path';
import { readConfig } from '../../config';
import { copyToPostgres } from './copy-to-postgres';
import { CopyRefusal } from './refusal';

/**
 * `pnpm --filter @portal/api db:copy-to-postgres`: copies the API's SQLite database (`DATA_DIR/portal.db`)
 * into the new, empty PostgreSQL database of `DATABASE_URL` (api/README.md "Databases"). Prints counts
 * only: no row's contents.
 */
async function main(): Promise<number> {
  const config = readConfig({ DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL });
  if (config.databaseUrl === null) {
    console.log('Set DATABASE_URL to the new PostgreSQL database (postgres://user:password@host:port/database).');
    return 2;
  }
  const sqliteFile = path.join(config.dataDir, 'portal.db');
  const summary = await copyToPostgres({
    sqliteFile,
    profileKeyFile: path.join(config.dataDir, 'profile.key'),
    postgresUrl: config.databaseUrl,
    onStart: () => console.log(`Copying ${sqliteFile} to PostgreSQL, in one transaction…`),
    onTable: (name, rows) => console.log(`  ${name.padEnd(28)} ${rows} ${rows === 1 ? 'row' : 'rows'}`),
  });
  console.log(
    `Copied ${summary.tables.length} tables, ${summary.rows} rows; every table's row count and ${summary.moneyTotals} money totals ` +
      '(wallet and card balances, ledger sums, per currency) are equal on both' +
      (summary.profileKey ? '; the sandbox profile key (profile.key) is kept in the database' : '') +
      '. Start the API with this DATABASE_URL.',
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // A refusal is one sentence for the operator; anything else is PostgreSQL's or SQLite's own message.
    console.error(
      error instanceof CopyRefusal
        ? error.message
        : `The copy failed and nothing was kept: ${(error as Error).message}`,
    );
    process.exitCode = 1;
  },
);
