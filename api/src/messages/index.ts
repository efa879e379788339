import { LAST_EVENT_ID_HEADER } from '@portal/shared/contract';
import type { Database } from '../db/query-layer';
import type { MessageCenter, PortableModule } from '../platform/module';
import { registerEventsRoute } from './events-route';
import { LiveMessageCenter } from './message-center';
import { registerMessageSandboxRoutes } from './sandbox-routes';
import { registerAnnouncementRoutes } from './announcement-routes';
import { registerStationMessageRoutes } from './station-message-routes';
import { streamSessions } from './stream-sessions';

export { seedDemoMessages } from './demo-messages';
export { LiveMessageCenter } from './message-center';
export { registerMerchant } from './merchant-module';

/** The center created for each database, so tests, the seed step and the CLI reach the same live hub. */
const centers = new WeakMap<Database, LiveMessageCenter>();

/** Called once by modules.ts; every module gets the result as `deps.messages`. */
export function createMessageCenter(database: Database): LiveMessageCenter {
  const center = new LiveMessageCenter(database, streamSessions(database));
  centers.set(database, center);
  return center;
}

/** The center createMessageCenter made for this database (with its live hub). */
export function messageCenterFor(database: Database): LiveMessageCenter {
  const center = centers.get(database);
  if (!center) throw new Error('No message center was created for this database');
  return center;
}

function isLiveCenter(messages: MessageCenter): messages is LiveMessageCenter {
  return messages instanceof LiveMessageCenter;
}

/** Station messages, announcements and the live event stream (the merchant's branding: merchant-module.ts). */
export const registerMessages: PortableModule = (app, deps) => {
  const center = deps.messages;
  if (!isLiveCenter(center)) throw new Error('deps.messages must come from createMessageCenter');
  center.live.maxPerAddress = deps.config.liveStreamsPerAddress;
  registerStationMessageRoutes(app, deps, center.store);
  registerAnnouncementRoutes(app, deps);
  registerEventsRoute(app, deps, center);
  // Where a signed-in answer stands in the live events: a page's stream goes on from there (no gap).
  // On PostgreSQL its session's read said it, before the data were read (src/auth/sessions.ts).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.userId)
      reply.header(LAST_EVENT_ID_HEADER, String(request.eventsUpTo ?? (await center.events.latestId())));
    return payload;
  });
  if (deps.config.mode === 'sandbox') registerMessageSandboxRoutes(app, deps.database, center);
  app.addHook('onReady', () => center.start());
  // preClose, not onClose: onClose runs after the server has closed, which open streams would block.
  app.addHook('preClose', () => center.stop());
};
