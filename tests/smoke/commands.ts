import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A README command started the way a newcomer starts it, in its own process group so it can be stopped whole. */
export interface Started {
  output: () => string;
  stop: () => Promise<void>;
}

const isWindows = process.platform === 'win32';

/** Starts `npm <args>` (or `npx`) in the project folder with `env` added; everything it prints is kept for the failure message. */
export function startCommand(args: string[], env: Record<string, string> = {}, program: 'npm' | 'npx' = 'npm'): Started {
  const child: ChildProcess = spawn(isWindows ? `${program}.cmd` : program, args, {
    env: { ...process.env, ...env, BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1' },
    detached: !isWindows,
    shell: isWindows,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => log,
    stop: async () => {
      if (!isRunning() || child.pid === undefined) return;
      // npm runs the command in a child of its own: stop the whole group, not just npm.
      if (isWindows) spawn('taskkill', ['/pid', String(child.pid), '/T', '/F']);
      else process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (!isWindows && isRunning()) process.kill(-child.pid, 'SIGKILL');
    },
  };
}

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
export async function waitForUrl(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s. Output:\n${started.output()}`);
}

/** The `npm …` commands the scripts table lists (docs/scripts.md, README's link for every script; its first column). */
export function documentedCommands(): string[] {
  const scripts = readFileSync(new URL('../../docs/scripts.md', import.meta.url), 'utf8');
  return [...scripts.matchAll(/^\| `(npm [^`]+)` \|/gm)].map((match) => match[1] ?? '');
}
