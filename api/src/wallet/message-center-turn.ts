/**
 * Calls the message center from a turn of the event loop of its own. The center still runs its
 * statements on the SQLite connection directly, at once, under the promises it answers; a query-layer
 * transaction on that connection never stays open across a turn (src/db/transaction.ts), but another
 * request's may be open between two of its queries while this request's continuation runs. Called on
 * a turn of its own, the center's statements never fall inside someone else's transaction. This goes
 * when the message center is on the query layer too.
 */
export function onItsOwnTurn<T>(call: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    setImmediate(() => call().then(resolve, reject));
  });
}
