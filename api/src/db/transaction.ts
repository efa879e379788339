import type { Transaction as KyselyTransaction } from 'kysely';
import type { Database } from './query-layer';
import type { Schema } from './schema';

export type Transaction = KyselyTransaction<Schema>;

/** Thrown (and the transaction rolled back) when a SQLite transaction's body let other requests run inside it. */
export class TransactionYieldedError extends Error {
  constructor() {
    super(
      'A transaction on SQLite awaited something other than its own queries (a timer, a file, the network): ' +
        "other requests' statements could have run inside it, so it was rolled back. Do that work before or after the transaction.",
    );
  }
}

/**
 * Runs `body` as one transaction: committed when it resolves, rolled back when it throws. Every money
 * movement is one such transaction (its checks, its balance changes and its ledger rows), and so is
 * anything that must change several rows together.
 *
 * On PostgreSQL it runs at READ COMMITTED, and a money movement locks the rows it changes before
 * reading the balances it checks: `lockedForUpdate` on the wallet row (`wallet_balances` of the user
 * and currency), then on each card in the order of their ids, always in that order so two movements
 * never wait on each other. A second movement of the same wallet (in this process or another) waits at
 * the lock until the first commits, then reads the balance the first left: balances cannot go
 * negative (the CHECK constraints stay as the last guard) and nothing is retried. SERIALIZABLE with
 * retry was not chosen: a movement's work around its transaction (the issuer's calls, messages)
 * cannot be replayed blindly, and every movement already meets on one row, so a lock costs no more
 * than a retry loop would. An
 * idempotency key is stored by an INSERT on its key, and a ticket used by `UPDATE … WHERE used_at IS
 * NULL`, inside the movement's transaction: a second process doing the same waits for the first to
 * commit, then its INSERT fails on the key or its UPDATE finds the ticket used (READ COMMITTED reads
 * the row again after the wait), so both hold across processes.
 *
 * On SQLite the API has one connection, shared with the modules still on better-sqlite3, and a
 * transaction is open on that connection until `body` ends. kysely's SQLite driver answers at once
 * (its promises settle in microtasks), so a body that awaits only its own queries ends before Node
 * runs anything else: no other request's statement can fall inside it. A body that awaits anything
 * else (a timer, a file, the issuer over HTTP) would let other requests run on the open transaction
 * and be committed or rolled back with it: that is refused with TransactionYieldedError (the event
 * loop turned while it was open) and rolled back. SQLite needs no row locks: the API holds the file
 * exclusively and runs one transaction at a time.
 *
 * The rule, on both: a transaction's body runs queries through `trx` and computes; it does not wait
 * on anything else. Talk to the issuer, read files or send messages before or after it.
 */
export async function inTransaction<T>(database: Database, body: (trx: Transaction) => Promise<T>): Promise<T> {
  if (database.dialect === 'postgres') {
    return database.kysely.transaction().setIsolationLevel('read committed').execute(body);
  }
  return database.kysely.transaction().execute(async (trx) => {
    let loopTurned = false;
    const turned = (): void => {
      loopTurned = true;
    };
    // Two watches, because the loop may be in any phase now: the immediate sees I/O the body awaited
    // (its callbacks come before the check phase), and the timer, set before any the body can set,
    // is first in the timer list when the transaction opened inside the check phase itself.
    const immediateWatch = setImmediate(turned);
    const timerWatch = setTimeout(turned, 0);
    try {
      const result = await body(trx);
      if (loopTurned) throw new TransactionYieldedError();
      return result;
    } finally {
      clearImmediate(immediateWatch);
      clearTimeout(timerWatch);
    }
  });
}

/**
 * The query with `FOR UPDATE` on PostgreSQL (the rows it reads stay locked until the transaction
 * ends); on SQLite, where a transaction already runs alone, the query as it is.
 */
export function lockedForUpdate<Q extends { forUpdate(): Q }>(database: Database, query: Q): Q {
  return database.dialect === 'postgres' ? query.forUpdate() : query;
}
