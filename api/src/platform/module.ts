import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ApiConfig } from '../config';
import type { JobQueue } from '../db/job-queue';
import type { Database } from '../db/query-layer';
import type { MessageText, SystemMessage } from './system-messages';

/**
 * What the message module offers the others (batch failures, wallet freezes, card transactions).
 * Each call stores what it tells in a transaction of its own: call it after the change it tells of
 * is committed, never inside that change's transaction.
 */
export interface MessageCenter {
  /**
   * A station message to one user; it reaches their live stream at once. A system message (template
   * key and values) is built in each reader's language; a text is answered as written. Resolves to
   * the message's id.
   */
  sendStationMessage(userId: string, message: MessageText | SystemMessage): Promise<string>;
  /** Tells the user's live stream that their wallet was frozen or unfrozen (a FREEZE event). */
  notifyWalletStatus(userId: string): Promise<void>;
  /**
   * Tells the user's live stream that a card transaction was recorded or changed status (a
   * `card-transactions` event), after the change is committed.
   */
  notifyCardTransactions(userId: string): Promise<void>;
}

/** What a module converted to the query layer gets: it runs on SQLite and PostgreSQL alike. */
export interface PortableModuleDeps {
  config: ApiConfig;
  /** The query layer (api/README.md "Databases"): every statement of a converted module goes through it. */
  database: Database;
  /**
   * preHandler of every signed-in route: sets `request.userId` or answers 605–608 and 1000; a sign-in
   * that still owes its device check or an e-mail reaches only the routes that finish it.
   */
  requireUser: preHandlerHookHandler;
  /** The message center (station messages, live events) every module may tell its users through. */
  messages: MessageCenter;
  /**
   * Background jobs that must run once whichever process takes them (src/db/job-queue.ts): a module
   * gives its kinds' work when it registers; the queue starts before any module's `onReady`.
   */
  jobs: JobQueue;
}

/** A module on the query layer registers its routes (and, in sandbox mode, its sandbox routes). */
export type PortableModule = (app: FastifyInstance, deps: PortableModuleDeps) => void;
