// Keeps the services of `npm start` and `npm run serve` running. A service that dies is started
// again after a back-off (0.5 s, doubling up to 15 s) while the others keep serving: the edge answers
// 1502 for an API that is down. A service that dies before it has ever listened failed to start; after
// three such tries the stack stops (exit 1), since a port in use or bad settings do not mend
// themselves. Ctrl-C or SIGTERM stops every service, with no restart.
import { startService } from './stack.mjs';

export const RESTART_POLICY = {
  /** The wait before the first restart; each quick death in a row doubles it, up to `maxDelayMs`. */
  firstDelayMs: 500,
  maxDelayMs: 15_000,
  /** A run this long was a healthy one: the next death waits `firstDelayMs` again. */
  healthyRunMs: 30_000,
  /** Deaths in a row before a service ever listened: it cannot start (port taken, bad settings). */
  failedStartsToGiveUp: 3,
};

/** The wait before a restart, after `quickDeaths` deaths in a row (1 for the first). */
export const restartDelayMs = (quickDeaths) =>
  Math.min(RESTART_POLICY.firstDelayMs * 2 ** (quickDeaths - 1), RESTART_POLICY.maxDelayMs);

const describeExit = (code, signal) => (signal ? `signal ${signal}` : `exit ${code}`);

/** Each service prints `<name>: http://…` once it listens (a check of its URL could reach another server there). */
function onListening(name, child, callback) {
  const pattern = new RegExp(`^${name}: http://`, 'm');
  let seen = '';
  const watch = (chunk) => {
    seen += chunk;
    if (!pattern.test(seen)) return;
    child.stdout.off('data', watch);
    callback();
  };
  child.stdout.on('data', watch);
}

/**
 * Starts the services with `env` and keeps them running; `onReady` runs once all of them have
 * listened. Each is a service's name, or `{ name, label, env }` for one of several processes of a
 * service (its own port in `env`, named by `label` in what it prints). Exits 0 after Ctrl-C or
 * SIGTERM, 1 when a service cannot start.
 */
export function superviseServices(entries, env, { onReady = () => undefined } = {}) {
  const services = entries
    .map((entry) => (typeof entry === 'string' ? { name: entry } : entry))
    .map((entry) => ({
      name: entry.name,
      label: entry.label ?? entry.name,
      env: { ...env, ...entry.env },
      child: null,
      /** The pending restart, if any. */
      timer: null,
      startedAt: 0,
      /** Whether it has listened since the supervisor started it: a death before that is a failed start. */
      hasListened: false,
      failedStarts: 0,
      /** Deaths in a row, each before a healthy run. */
      quickDeaths: 0,
    }));
  let stopping = false;
  let readyReported = false;

  const start = (service) => {
    service.timer = null;
    service.startedAt = Date.now();
    const child = startService(service.name, service.env, { label: service.label });
    service.child = child;
    onListening(service.name, child, () => {
      service.hasListened = true;
      if (readyReported || !services.every(({ hasListened }) => hasListened)) return;
      readyReported = true;
      onReady();
    });
    child.once('exit', (code, signal) => {
      service.child = null;
      if (!stopping) restartOrGiveUp(service, describeExit(code, signal));
    });
  };

  const restartOrGiveUp = (service, exit) => {
    const { failedStartsToGiveUp } = RESTART_POLICY;
    if (!service.hasListened) service.failedStarts += 1;
    if (service.failedStarts >= failedStartsToGiveUp) {
      console.error(
        `${service.label} could not start in ${failedStartsToGiveUp} tries (the last: ${exit}); stopping everything.`,
      );
      return stop(1);
    }
    const healthyRun = Date.now() - service.startedAt >= RESTART_POLICY.healthyRunMs;
    service.quickDeaths = healthyRun ? 1 : service.quickDeaths + 1;
    const delay = restartDelayMs(service.quickDeaths);
    const again = `starting it again in ${delay / 1000} s`;
    console.error(
      service.hasListened
        ? `${service.label} stopped unexpectedly (${exit}); ${again}.`
        : `${service.label} stopped before it listened (${exit}); ${again} (try ${service.failedStarts + 1} of ${failedStartsToGiveUp}).`,
    );
    service.timer = setTimeout(() => start(service), delay);
  };

  const stop = (exitCode) => {
    if (stopping) return;
    stopping = true;
    for (const { timer } of services) clearTimeout(timer);
    const running = services.map(({ child }) => child).filter(Boolean);
    for (const child of running) child.kill('SIGTERM');
    const force = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 5_000);
    force.unref();
    Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
      process.exit(exitCode),
    );
  };

  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  services.forEach(start);
}
