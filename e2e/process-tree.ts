// Which process of a tree listens on a port, read from /proc (Linux): the process a crash of a
// service takes away, below the launcher that runs it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** What `read` answers, or `fallback` for a process that ended meanwhile (or is another user's). */
function orElse<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

const readProc = (file: string) => orElse(() => readFileSync(file, 'utf8'), '');

/** The ids of every process below `rootPid`. */
function descendants(rootPid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const stat = readProc(`/proc/${entry}/stat`);
    // The command name, in parentheses, may hold spaces: the state and the parent's id follow it.
    const [, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (parent) parentOf.set(Number(entry), Number(parent));
  }
  const below = (pid: number): number[] =>
    [...parentOf].filter(([, parent]) => parent === pid).flatMap(([child]) => [child, ...below(child)]);
  return below(rootPid);
}

/** The inodes of the sockets that listen on `port`, on any address. */
function listeningSockets(port: number): Set<string> {
  const portHex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const rows = ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) => readProc(table).split('\n').slice(1));
  // Columns: slot, local address:port, remote address:port, state (0A is LISTEN), …, inode (the tenth).
  const listening = rows
    .map((row) => row.trim().split(/\s+/))
    .filter((columns) => columns[1]?.endsWith(portHex) && columns[3] === '0A');
  return new Set(listening.map((columns) => `socket:[${columns[9]}]`));
}

function holdsAny(pid: number, sockets: Set<string>): boolean {
  const fds = orElse(() => readdirSync(`/proc/${pid}/fd`), []);
  return fds.some((fd) => sockets.has(orElse(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '')));
}

/** The process below `rootPid` that listens on `port`, if one does. */
export function processListeningOn(rootPid: number, port: number): number | undefined {
  const sockets = listeningSockets(port);
  return descendants(rootPid).find((pid) => holdsAny(pid, sockets));
}
