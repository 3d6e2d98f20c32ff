/**
 * What a cluster's `postmaster.pid` says, checked against the process table, for the embedded
 * server's start (embedded-postgres.ts):
 *
 *   runningServer(dir, ownerPid)   the server of this cluster that runs now, if any: pid, port,
 *                                  and whether `ownerPid` (the process of ours that started it)
 *                                  is still its parent
 *   stopLeftBehind(server, dir)    fast shutdown of a server whose owner died, waiting until it is gone
 *
 * A postmaster.pid outlives a server killed with it (SIGKILL, the OOM killer, a container or
 * machine restart), and its pid is soon another process's: a shared machine wraps its 32,768 pids
 * within the hour, a container restarts them from 1. Its pid alone once made the start signal a
 * stranger (SIGINT, then SIGKILL after 30 s: 35 s to start, and the stranger dead). So a pid counts
 * as this cluster's server only when that process is a `postgres` started on this folder.
 */
import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

interface ProcessInfo {
  ppid: number;
  /** Exited, waiting for its parent to reap it: gone for every purpose of ours. */
  zombie: boolean;
  command: string;
}

/** Linux: /proc; macOS and the BSDs: ps. undefined when no such process; 'unknown' where
 * neither answers (Windows), where the pid alone has to do, as before. */
async function processInfo(pid: number): Promise<ProcessInfo | undefined | 'unknown'> {
  if (!alive(pid)) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
    // "<pid> (<comm>) <state> <ppid> ...": comm may hold spaces and parentheses.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), zombie: state === 'Z', command };
  } catch {
    // no /proc here, or the process has just gone: ask ps
  }
  try {
    const { stdout } = await promisify(execFile)('ps', ['-o', 'ppid=,stat=,command=', '-p', String(pid)]);
    const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(stdout.trim());
    return match ? { ppid: Number(match[1]), zombie: match[2]!.startsWith('Z'), command: match[3]! } : undefined;
  } catch {
    // ps exits 1 for a pid that has gone meanwhile; no ps at all (Windows) cannot tell.
    return alive(pid) ? 'unknown' : undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface RunningServer {
  pid: number;
  port: number;
  ownerAlive: boolean;
}

const pidFileOf = (dir: string) => path.join(dir, 'postmaster.pid');
const readPidFile = (dir: string) => readFile(pidFileOf(dir), 'utf8').catch(() => undefined);

/** The server of `dir` running now, from its postmaster.pid. A stale file (its server gone, its
 * pid another process's now) is removed: PostgreSQL would take a live pid there for a running
 * server of the cluster and refuse to start. (Backends left by a killed server are caught by
 * PostgreSQL's own check of the cluster's shared memory, which needs no file.) */
export async function runningServer(dir: string, ownerPid: number | undefined): Promise<RunningServer | undefined> {
  const text = await readPidFile(dir);
  const lines = text?.split('\n');
  const pid = Number(lines?.[0]);
  const port = Number(lines?.[3]);
  if (text === undefined) return undefined;
  const info = Number.isInteger(pid) && pid > 0 ? await processInfo(pid) : undefined;
  if (info === undefined || (info !== 'unknown' && (info.zombie || !isPostmasterOf(info.command, dir)))) {
    await removePidFile(dir, text);
    return undefined;
  }
  const owned = ownerPid !== undefined && ownerPid !== process.pid;
  const ownerAlive = info === 'unknown' ? owned && alive(ownerPid) : owned && info.ppid === ownerPid;
  return { pid, port, ownerAlive };
}

/** `postgres -D <dir> ...` as embedded-postgres starts it (the postmaster keeps its arguments;
 * its backends retitle themselves, and they never own postmaster.pid). */
const isPostmasterOf = (command: string, dir: string) => /(^|\/)postgres(\.exe)? /.test(command) && command.includes(` -D ${dir} `);

/** Only the file as read: a server starting meanwhile has written its own. */
async function removePidFile(dir: string, asRead: string): Promise<void> {
  if ((await readPidFile(dir)) === asRead) await rm(pidFileOf(dir), { force: true });
}

/** Fast shutdown (SIGINT), then wait until the server is gone: its postmaster.pid removed, or
 * the process exited (a zombie counts as gone: the pid's new parent may be slow to reap it). */
export async function stopLeftBehind(server: RunningServer, dir: string): Promise<void> {
  process.kill(server.pid, 'SIGINT');
  for (let waited = 0; ; waited += 100) {
    const info = await processInfo(server.pid);
    const text = await readPidFile(dir);
    if (text === undefined) return;
    if (info === undefined || (info !== 'unknown' && info.zombie)) return removePidFile(dir, text);
    // Ours (checked before the signal): after 30 s of shutdown checkpoint, stop waiting.
    if (waited === 30_000) process.kill(server.pid, 'SIGKILL');
    await sleep(100);
  }
}
