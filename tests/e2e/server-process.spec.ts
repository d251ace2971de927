// The production server as a process: it shuts down gracefully, survives faults, and enforces
// its time and connection limits. Each test starts its own server on a throwaway build.
import { mkdtempSync, rmSync, symlinkSync, truncateSync, renameSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from '@playwright/test';

import { createSiteServer } from '../../server/serve.mjs';
import { fakeBuild, parseResponse, rawRequest, spawnServer } from './server-helpers';

let dir = '';
test.beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'finzap-server-'));
});
test.afterEach(() => rmSync(dir, { recursive: true, force: true }));

const get = (port: number, path = '/') => rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost`);

/** Resolves when the server closes the socket, with whatever it wrote. */
const closed = (socket: Socket) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
    socket.on('error', () => undefined);
  });

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });

test('SIGTERM: stops accepting, finishes the request in flight, exits 0', async () => {
  const build = fakeBuild(join(dir, 'build'), { 'large.bin': '' });
  // Large enough that the response cannot fit in the socket buffers while the client is paused.
  truncateSync(join(build, 'large.bin'), 32 * 1024 * 1024);
  const server = await spawnServer({ DIST: build });

  const socket = await open(server.port);
  socket.write('GET /large.bin HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n');
  const received: Buffer[] = [];
  const firstBytes = new Promise<void>((resolve) => socket.once('data', () => resolve()));
  socket.on('data', (chunk) => {
    received.push(chunk);
    socket.pause();
  });
  const done = new Promise<void>((resolve) => socket.on('end', () => resolve()));
  await firstBytes;

  server.child.kill('SIGTERM');
  await expect.poll(() => server.output()).toContain('SIGTERM');
  const attempt = () =>
    open(server.port).then(
      (other) => (other.destroy(), 'accepted'),
      (error: unknown) => (error as NodeJS.ErrnoException).code,
    );
  await expect.poll(attempt, { message: 'no new connections once shutting down' }).toBe('ECONNREFUSED');

  // The slow client reads the rest; the server waits for it, then exits on its own.
  socket.removeAllListeners('data');
  socket.on('data', (chunk) => received.push(chunk));
  socket.resume();
  await done;
  const response = parseResponse(Buffer.concat(received));
  expect(response.status).toBe(200);
  expect(response.body.length).toBe(32 * 1024 * 1024);
  expect(await server.exited).toBe(0);
  expect(server.output(), 'finished on its own, not cut off at the grace limit').not.toContain('still open');
});

test('SIGINT exits 0 too', async () => {
  const server = await spawnServer({ DIST: fakeBuild(join(dir, 'build')) });
  expect((await get(server.port)).status).toBe(200);
  server.child.kill('SIGINT');
  expect(await server.exited).toBe(0);
});

test('a fault answers a plain 500 without a stack and is logged; the server keeps serving', async () => {
  const build = fakeBuild(join(dir, 'build'));
  const link = join(dir, 'dist');
  symlinkSync(build, link);
  const server = await spawnServer({ DIST: link });
  try {
    // A dist that points at itself cannot be resolved: a server fault, not a missing file.
    symlinkSync('dist', join(dir, 'loop'));
    renameSync(join(dir, 'loop'), link);
    const failed = await get(server.port);
    expect(failed.status).toBe(500);
    expect(failed.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(failed.body.toString()).toBe('500 Internal Server Error\n');
    await expect.poll(() => server.output()).toMatch(/"level":50,.*"code":"ELOOP".*"msg":"request failed"/);

    symlinkSync(build, join(dir, 'fixed'));
    renameSync(join(dir, 'fixed'), link);
    expect((await get(server.port)).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test('an unhandled rejection and an uncaught exception are logged, not fatal', async () => {
  const script = [
    "const { startServer } = await import('./server/serve.mjs');",
    'await startServer();',
    "setTimeout(() => Promise.reject(new Error('planted rejection')), 10);",
    "setTimeout(() => { throw new Error('planted exception'); }, 20);",
  ].join('\n');
  const server = await spawnServer({ DIST: fakeBuild(join(dir, 'build')) }, ['--input-type=module', '-e', script]);
  try {
    await expect.poll(() => server.output()).toContain('planted exception');
    expect(server.output()).toContain('planted rejection');
    expect((await get(server.port)).status).toBe(200);
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
});

test.describe('limits', () => {
  test('a client that never finishes its headers is cut off (headers timeout 10 s)', async () => {
    test.setTimeout(40_000);
    const server = await spawnServer({ DIST: fakeBuild(join(dir, 'build')) });
    try {
      const socket = await open(server.port);
      const answer = closed(socket);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
      // Twice the limit: enough for Node's once-a-second check, far below its 60 s default.
      const outcome = await Promise.race([answer, sleep(20_000, 'still open after 20 s')]);
      expect(outcome.toString()).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  test('an idle keep-alive connection is closed (keep-alive 5 s)', async () => {
    test.setTimeout(30_000);
    const server = await spawnServer({ DIST: fakeBuild(join(dir, 'build')) });
    try {
      const socket = await open(server.port);
      const answer = closed(socket);
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
      // Twice the limit, far below Fastify's 72 s default.
      const response = (await Promise.race([answer, sleep(10_000, 'still open after 10 s')])).toString();
      expect(response).toMatch(/^HTTP\/1\.1 200/);
      expect(response).toContain('Keep-Alive: timeout=5');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  test('connections past the cap are turned away, and the server still answers', async () => {
    const app = createSiteServer({ dist: fakeBuild(join(dir, 'build')), logger: false, limits: { maxConnections: 2 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      const held = [await open(port), await open(port)];
      const extra = await open(port);
      await closed(extra);
      held.forEach((socket) => socket.destroy());
      await expect.poll(async () => (await get(port)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
