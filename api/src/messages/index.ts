import type { Db } from '../db/database';
import type { ApiModule, MessageCenter } from '../platform/module';

/** Merchant branding, agreements, station messages, announcements and the live event stream. */
export const registerMessages: ApiModule = () => undefined;

export function createMessageCenter(_db: Db): MessageCenter {
  return {
    sendStationMessage: () => {
      throw new Error('Station messages are not available yet');
    },
    notifyWalletStatus: () => undefined,
  };
}
