import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ApiConfig } from '../config';
import type { Db } from '../db/database';
import type { MessageText, SystemMessage } from './system-messages';

/** What the message module offers the others (batch failures, wallet freezes, card transactions). */
export interface MessageCenter {
  /**
   * A station message to one user; it reaches their live stream at once. A system message (template
   * key and values) is built in each reader's language; a text is answered as written.
   */
  sendStationMessage(userId: string, message: MessageText | SystemMessage): string;
  /** Tells the user's live stream that their wallet was frozen or unfrozen (a FREEZE event). */
  notifyWalletStatus(userId: string): void;
  /**
   * Tells the user's live stream that a card transaction was recorded or changed status (a
   * `card-transactions` event), after the change is committed.
   */
  notifyCardTransactions(userId: string): void;
}

/** Everything a module of the API gets when it registers its routes. */
export interface ModuleDeps {
  config: ApiConfig;
  db: Db;
  /**
   * preHandler of every signed-in route: sets `request.userId` or answers 605–608 and 1000; a sign-in
   * that still owes its device check or an e-mail reaches only the routes that finish it.
   */
  requireUser: preHandlerHookHandler;
  messages: MessageCenter;
}

/** A module registers its routes (and, in sandbox mode, its sandbox routes). */
export type ApiModule = (app: FastifyInstance, deps: ModuleDeps) => void;
