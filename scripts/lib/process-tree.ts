// Test helpers over /proc (Linux): which processes descend from a pid, and whether one still runs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Fields of /proc/<pid>/stat after the command name, which may itself contain spaces or parentheses. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Running, not a zombie: an orphan that exited stays in the table until an init that may never reap it. */
export function isAlive(pid: number): boolean {
  if (!existsSync('/proc')) return signalable(pid); // macOS: no /proc; zombies are reaped by launchd
  const state = statFields(pid)?.[0];
  return state !== undefined && state !== 'Z';
}

/** Every live process below pid (children, grandchildren, ...), whatever process group it is in. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    const parent = Number.isInteger(child) ? Number(statFields(child)?.[1]) : NaN;
    if (!Number.isNaN(parent)) parentOf.set(child, parent);
  }
  const below = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (below.has(parent) && !below.has(child)) {
        below.add(child);
        grew = true;
      }
    }
  }
  below.delete(pid);
  return [...below].filter(isAlive);
}
