// Helpers for the specs that start their own production server (to stop it, to time it out, or
// to rebuild under it) and for requests a browser-grade client would normalise away.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
}

/**
 * Starts `node <args>` (by default the production server) on a free port and waits until it
 * says where it listens.
 */
export async function spawnServer(env: Record<string, string>, args = ['server/serve.mjs']): Promise<SpawnedServer> {
  const child = spawn('node', args, { env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const look = () => {
      const match = /Serving the production build at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', look);
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, port, output: () => output, exited };
}

/**
 * A minimal build folder the server accepts: a manifest, a home page, a 404 page, and any
 * other files given.
 */
export function fakeBuild(dir: string, files: Record<string, string | Buffer> = {}): string {
  const all = {
    'pages.json': JSON.stringify({ build: 'fake', pages: [{ path: '/', file: 'index.html' }], notFound: '404.html' }),
    'index.html': '<!doctype html><title>home</title>',
    '404.html': '<!doctype html><title>not found</title>',
    ...files,
  };
  for (const [name, body] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends exactly `head` (request line and headers, no normalisation) and reads the answer to the end. */
export function rawRequest(port: number, head: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\nConnection: close\r\n\r\n`));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks))));
  });
}

export function parseResponse(raw: Buffer): RawResponse {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.subarray(0, split).toString().split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.subarray(split + 4) };
}
