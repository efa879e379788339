/**
 * Where the machine's CPU time goes while a benchmark runs (Linux /proc): the API processes, nginx
 * and PostgreSQL started by this process, this process itself (the load), and everything else on
 * the machine (other work on a shared machine). For saying why a target was missed.
 */
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = 100;

type Kind = 'API processes' | 'nginx' | 'PostgreSQL' | 'load (this process)';

interface ProcessTimes {
  pid: number;
  parent: number;
  command: string;
  seconds: number;
}

function processTimes(): ProcessTimes[] {
  const found: ProcessTimes[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // The fields after the command: state, ppid, …, utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
      found.push({ pid: Number(name), parent: Number(fields[1]), command, seconds });
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

/** The whole machine's busy CPU time so far, in seconds (every core), and how many cores it has. */
function machineBusySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.slice(0, 8).reduce((sum, value) => sum + value, 0) - idle) / CLOCK_TICKS_PER_SECOND;
}

function byKind(apiPids: ReadonlySet<number>): Map<Kind, number> {
  const all = processTimes();
  const children = new Map<number, ProcessTimes[]>();
  for (const entry of all) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry]);
  const totals = new Map<Kind, number>();
  const add = (kind: Kind, seconds: number) => totals.set(kind, (totals.get(kind) ?? 0) + seconds);
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (apiPids.has(child.pid)) add('API processes', child.seconds);
      else if (child.command.startsWith('nginx')) add('nginx', child.seconds);
      else if (child.command.startsWith('postgres')) add('PostgreSQL', child.seconds);
      walk(child.pid);
    }
  };
  walk(process.pid);
  const own = process.cpuUsage();
  add('load (this process)', (own.user + own.system) / 1e6);
  return totals;
}

export interface CpuSplit {
  /** The CPU time each kind used meanwhile, and the rest of the machine's ('others'), in seconds. */
  seconds: Map<Kind | 'others', number>;
  wallSeconds: number;
}

/** Starts counting; `done()` answers the split since. */
export function countCpu(apiPids: number[]): { done(): CpuSplit } {
  const pids = new Set(apiPids);
  const before = byKind(pids);
  const busyBefore = machineBusySeconds();
  const started = performance.now();
  return {
    done() {
      const after = byKind(pids);
      const seconds = new Map<Kind | 'others', number>();
      let ours = 0;
      for (const [kind, total] of after) {
        const used = total - (before.get(kind) ?? 0);
        seconds.set(kind, used);
        ours += used;
      }
      seconds.set('others', Math.max(0, machineBusySeconds() - busyBefore - ours));
      return { seconds, wallSeconds: (performance.now() - started) / 1000 };
    },
  };
}

/** "API processes 1.2 s, nginx 0.3 s, …, others 2.0 s of 10.0 s × N cores" */
export function describeCpu(split: CpuSplit, cores: number): string {
  const parts = [...split.seconds].map(([kind, seconds]) => `${kind} ${seconds.toFixed(1)} s`);
  return `${parts.join(', ')} (in ${split.wallSeconds.toFixed(1)} s on ${cores} cores)`;
}
