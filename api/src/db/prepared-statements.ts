import type { Client, QueryResult } from 'pg';

/** A statement is prepared once it has been sent this many times (one-off statements stay unnamed)… */
const PREPARED_AFTER = 3;
/** …if its text is at most this long… */
const MAX_TEXT_LENGTH = 4000;
/**
 * …and takes fewer than 17 values: a statement with more is a list (IN, a batch INSERT) whose text
 * changes with its length, each length another text that would take a place among MAX_PREPARED…
 */
const MANY_VALUES = '$17';
/** …while fewer than this many texts are prepared: what each connection's server process keeps. */
const MAX_PREPARED = 200;
/** The texts counted while not yet prepared: forgotten all at once beyond this many. */
const MAX_COUNTED = 2000;

/** Reads and writes PostgreSQL keeps planned: utility statements (BEGIN, COMMIT, DDL, LOCK) stay unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\s/i;

/** PostgreSQL's answer when a table under a prepared statement changed the statement's columns. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/**
 * Which SQL texts go to PostgreSQL as named (prepared) statements, for one pool. pg sends a query
 * without a name as an unnamed statement, which the server parses and plans at every call: for the
 * short reads every signed-in call makes (its session, the page it asks for) that is most of the
 * server's work. A text sent often is given a name, the same on every connection of the pool; each
 * connection then parses it once and the server may keep its plan (PostgreSQL's own choice between
 * a generic plan and one per set of values).
 */
export class StatementNames {
  private readonly names = new Map<string, string | null>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly preparedAfter = PREPARED_AFTER,
    private readonly maxPrepared = MAX_PREPARED,
  ) {}

  /** The name to send `text` under, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined) return name ?? undefined;
    if (
      this.names.size >= this.maxPrepared ||
      text.length > MAX_TEXT_LENGTH ||
      text.includes(MANY_VALUES) ||
      !PREPARABLE.test(text)
    )
      return undefined;
    const count = (this.counts.get(text) ?? 0) + 1;
    if (count < this.preparedAfter) {
      if (this.counts.size >= MAX_COUNTED) this.counts.clear();
      this.counts.set(text, count);
      return undefined;
    }
    this.counts.delete(text);
    const named = `portal_${this.names.size + 1}`;
    this.names.set(text, named);
    return named;
  }

  /** `text` is sent unnamed from now on (its prepared form no longer fits its tables). */
  unname(text: string): void {
    this.names.set(text, null);
  }

  /** How many texts are sent named. */
  get prepared(): number {
    let count = 0;
    for (const name of this.names.values()) if (name !== null) count += 1;
    return count;
  }
}

/**
 * pg's Client class for a pool whose statements `names` names. Only the calls kysely makes (a text
 * and its values, answered by a promise) are named; every other form of `query` passes unchanged.
 * A statement whose tables changed its columns since it was prepared (a migration of a newer version
 * applied while this process runs) fails once and is sent unnamed from then on.
 */
export function preparingClient(Base: typeof Client, names: StatementNames): typeof Client {
  const query = Base.prototype.query as (this: Client, ...args: unknown[]) => unknown;
  function namedWhenOften(this: Client, config: unknown, values?: unknown, callback?: unknown): unknown {
    if (typeof config !== 'string' || !Array.isArray(values) || callback !== undefined) {
      return query.call(this, config, values, callback);
    }
    const name = names.nameOf(config);
    if (name === undefined) return query.call(this, config, values);
    return (query.call(this, { name, text: config, values }) as Promise<QueryResult>).catch((error: unknown) => {
      if (error instanceof Error && error.message.includes(RESULT_TYPE_CHANGED)) names.unname(config);
      throw error;
    });
  }
  class PreparingClient extends Base {}
  // pg's overloads of query cannot be restated by an override: the function takes each of them.
  PreparingClient.prototype.query = namedWhenOften as Client['query'];
  return PreparingClient;
}
