import type { ApiLanguage, SessionEndedEvent } from '@portal/shared/contract';
import { sessionsInForce } from '../auth/sessions';
import type { Database } from '../db/query-layer';
import { ApiFailure } from '../platform/api-failure';
import { inEnglish } from '../platform/english';

/**
 * Where a stream's session stands: in force until `expiresAt` unless used again, or ended and why
 * (null when it could not be told: the stream just closes and the client's reconnect finds out).
 */
export type StreamStanding = { expiresAt: number } | { ended: SessionEndedEvent | null };

/** What the hub knows of a stream's session: its token's hash, and the language to tell it ended in. */
export interface StreamSession {
  tokenHash: string;
  language: ApiLanguage;
}

/** The sessions behind the live streams, as the hub asks after them. */
export interface StreamSessions {
  /** Where each stream's session stands now, in the order asked (one read for them all). */
  standings(streams: readonly StreamSession[]): Promise<StreamStanding[]>;
  /**
   * Calls `check` whenever sessions may have ended by a write (sign-out, password change or reset,
   * e-mail bind, disabled account, closed service), until the answer is called.
   */
  watch(check: () => void): () => void;
}

/** How soon after a write the streams are checked (within a second, as the tests hold it). */
export const SWEEP_MS = 250;

/**
 * The sessions of the streams in `database`. On SQLite the API is the only writer: `watch` calls
 * `check` only after the connection's count of changes moves. On PostgreSQL other processes write
 * too, so it calls `check` every SWEEP_MS while streams are open, and each check is one read per
 * batch of streams.
 */
export function streamSessions(database: Database): StreamSessions {
  return {
    async standings(streams) {
      const found = await sessionsInForce(
        database,
        streams.map((stream) => stream.tokenHash),
      );
      return found.map((session, index) => {
        if (!(session instanceof ApiFailure)) return { expiresAt: session.expiresAt };
        const { language } = streams[index] as StreamSession;
        const message = language === 'en' ? inEnglish(session.message) : session.message;
        return { ended: { code: session.code, message } };
      });
    },
    watch(check) {
      const { sqlite } = database;
      const changes = sqlite?.prepare('SELECT total_changes()').pluck();
      let seen = changes?.get();
      const sweeper = setInterval(() => {
        if (changes) {
          const now = changes.get();
          if (now === seen) return;
          seen = now;
        }
        check();
      }, SWEEP_MS);
      sweeper.unref();
      return () => clearInterval(sweeper);
    },
  };
}
