/** Starts a private redis-server (Debian's, see scripts/ensure-redis.mjs) on a free port. */
import { spawn } from 'node:child_process';
import { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';

export interface RunningRedis {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });
}

/** `port`: start on that port (a Redis that comes back where it was); a free one otherwise. */
export async function startRedis(options: { port?: number } = {}): Promise<RunningRedis> {
  const port = options.port ?? (await freePort());
  const binary = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await answersPing(port)) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        async close() {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) break;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server (${binary}) did not start; run node scripts/ensure-redis.mjs`);
}
