/**
 * Runs what docker-compose.yml describes without a Docker engine: it READS the compose file and
 * starts the same programs with the same environment (the simulator, Debian's redis-server with
 * the service's command and its volume as a folder, every gateway replica, and Debian's nginx with
 * deploy/nginx.conf). Only host names, ports and listening addresses are rewritten, to loopback
 * and free ports (or consecutive ones from COMPOSE_PORT); nothing else is invented. The variables
 * compose takes from the operator's shell come from this process's environment, and
 * SESSION_SECRET, which compose requires, is a fresh random one when unset, as an operator makes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort } from '../support/free-port';
import { debianLibrary, imageEnv } from '../deploy/image-env';

const repo = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url));

interface ComposeService {
  environment?: Record<string, string>;
  command?: string[];
  ports?: string[];
  volumes?: string[];
  deploy?: { replicas?: number };
}

export interface ComposeStack {
  /** The load balancer, as the browser reaches it (compose's published port 4000). */
  shopUrl: string;
  /** The simulator, as the browser reaches it (compose's published port 4010). */
  simUrl: string;
  gatewayCount: number;
  /** The gateway replicas' process ids. */
  gatewayPids: number[];
  /** Stops Redis (SIGTERM, as `docker compose restart redis` does) and starts it on its volume. */
  restartRedis(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `${NAME}`, `${NAME:-default}` and `${NAME:?message}` as compose interpolates them from the
 * operator's shell: a required variable that is unset or empty stops the start with its message.
 */
export function interpolate(value: string, shell: NodeJS.ProcessEnv): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, kind?: string, text = '') => {
      const set = shell[name];
      if (set) return set;
      if (kind === '?') throw new Error(`docker-compose.yml: ${name}: ${text}`);
      return kind === '-' ? text : '';
    },
  );
}

/** Consecutive ports from COMPOSE_PORT when it is set (a range of one's own), else free ones. */
function portSource(): () => Promise<number> {
  const base = Number(process.env.COMPOSE_PORT);
  if (!base) return freePort;
  let next = base;
  return async () => next++;
}

/** Waits for `url` to answer 200 while `child` runs: up to 3 minutes (a start at load 30 took 2). */
async function waitFor(url: string, what: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 1800; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** Redis answers PING on its port (the compose service's healthcheck, `redis-cli ping`). */
async function waitForRedis(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(1_000);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        resolve(data.toString());
        socket.destroy();
      });
      socket.once('error', () => resolve(''));
      socket.once('timeout', () => {
        resolve('');
        socket.destroy();
      });
    });
    if (answer.startsWith('+PONG')) return;
    await sleep(100);
  }
  throw new Error(`redis-server did not answer on ${port}`);
}

export async function startComposeStack(): Promise<ComposeStack> {
  const compose = parse(readFileSync(repo('docker-compose.yml'), 'utf8')) as {
    services: Record<string, ComposeService>;
  };
  const { services } = compose;
  const sim = services['legacy-sim'];
  const redis = services.redis;
  const gateway = services.gateway;
  const lb = services.lb;
  if (!sim || !redis || !gateway || !lb) throw new Error('docker-compose.yml lacks a service');

  // The operator's shell, as `SESSION_SECRET=... docker compose up` gives it to compose.
  const shell: NodeJS.ProcessEnv = {
    SESSION_SECRET: randomBytes(36).toString('base64'),
    ...process.env,
  };
  const port = portSource();
  const [simPort, redisPort, lbPort] = [await port(), await port(), await port()];
  const replicas = gateway.deploy?.replicas ?? 1;
  const gatewayPorts: number[] = [];
  const metricsPorts: number[] = [];
  for (let i = 0; i < replicas; i++) {
    gatewayPorts.push(await port());
    metricsPorts.push(await port());
  }
  // Published ports (host:container) and service names, as the browser and the containers see them.
  const published = (service: ComposeService, container: number) => {
    const mapping = (service.ports ?? []).find((entry) => entry.endsWith(`:${container}`));
    if (!mapping) throw new Error(`no published port ${container}`);
    return Number(mapping.split(':')[0]);
  };
  const simPublished = published(sim, 4010);
  const lbPublished = published(lb, 80);
  const toLoopback = (value: string) =>
    interpolate(value, shell)
      .replaceAll('legacy-sim:4010', `127.0.0.1:${simPort}`)
      .replaceAll('redis:6379', `127.0.0.1:${redisPort}`)
      .replaceAll(`localhost:${simPublished}`, `localhost:${simPort}`)
      .replaceAll(`localhost:${lbPublished}`, `localhost:${lbPort}`);
  const envOf = (service: ComposeService) =>
    Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([name, value]) => [
        name,
        toLoopback(String(value)),
      ]),
    );

  const work = mkdtempSync(join(tmpdir(), 'shopfront-compose-'));
  chmodSync(work, 0o777);
  const children: ChildProcess[] = [];
  const run = (command: string, args: string[], env: Record<string, string>) => {
    const child = spawn(command, args, {
      cwd: repo('.'),
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };

  // Named volumes are folders here; Redis's (mounted on /data, the image's working directory)
  // holds its append-only file, so a restarted Redis finds what it had.
  const volumeDir = (service: ComposeService, target: string) => {
    const volume = (service.volumes ?? []).find((entry) => entry.endsWith(`:${target}`));
    if (!volume) return undefined;
    const dir = join(work, 'volumes', volume.split(':')[0]!);
    mkdirSync(dir, { recursive: true });
    return dir;
  };
  const redisDir = volumeDir(redis, '/data') ?? join(work, 'redis-scratch');
  mkdirSync(redisDir, { recursive: true });
  const [redisCommand = 'redis-server', ...redisArgs] = redis.command ?? [];
  let redisChild: ChildProcess | undefined;
  const startRedis = async () => {
    const child = run(
      redisCommand === 'redis-server' ? '/usr/bin/redis-server' : redisCommand,
      [...redisArgs, '--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir],
      {},
    );
    redisChild = child;
    await waitForRedis(redisPort, child);
  };

  let gatewayChildren: ChildProcess[] = [];
  try {
    await startRedis();

    // The images' own ENV (gateway/Dockerfile), then the service's environment.
    const simChild = run('node', ['legacy-sim/dist/main.js'], {
      NODE_ENV: 'production',
      SIM_HOST: '127.0.0.1',
      SIM_DATA_DIR: join(work, 'sim-data'),
      ...envOf(sim),
      SIM_PORT: String(simPort),
    });
    await waitFor(`http://127.0.0.1:${simPort}/sim/calls`, 'the simulator', simChild);

    // The image's malloc settings; only the library's path is this machine's.
    const image = imageEnv(repo('gateway/Dockerfile'), 'gateway');
    gatewayChildren = gatewayPorts.map((port, i) =>
      run('node', ['gateway/dist/main.js'], {
        NODE_ENV: 'production',
        ...(image.LD_PRELOAD
          ? { LD_PRELOAD: debianLibrary('libjemalloc2', 'libjemalloc.so.2') }
          : {}),
        ...(image.MALLOC_CONF ? { MALLOC_CONF: image.MALLOC_CONF } : {}),
        HOST: '127.0.0.1',
        // The image's manifests (the safelist and this build's manifest are the defaults' files).
        GRAPHQL_PREVIOUS_PERSISTED_MANIFEST: repo('release/persisted-query-manifest.json'),
        ...envOf(gateway),
        PORT: String(port),
        METRICS_HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPorts[i]),
        LOG_LEVEL: 'warn',
      }),
    );
    await Promise.all(
      gatewayPorts.map((port, i) =>
        waitFor(`http://127.0.0.1:${port}/healthz`, `gateway ${i + 1}`, gatewayChildren[i]!),
      ),
    );

    const volume = (lb.volumes ?? []).find((entry) => entry.includes('nginx'));
    const site = readFileSync(repo(volume?.split(':')[0] ?? 'deploy/nginx.conf'), 'utf8')
      // Docker's DNS resolver and the service name: the replicas' loopback addresses instead.
      .replace(/^\s*resolver .*;$/m, '')
      .replace(/^(\s*)server gateway:4000 resolve (.*);$/m, (_line, indent: string, rest: string) =>
        gatewayPorts.map((port) => `${indent}server 127.0.0.1:${port} ${rest};`).join('\n'),
      )
      .replace(/listen 80;/, `listen 127.0.0.1:${lbPort};`);
    if (site.includes('gateway:4000')) throw new Error('nginx.conf: upstream not rewritten');
    writeFileSync(join(work, 'default.conf'), site);
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(join(work, dir), { mode: 0o777 });
    }
    writeFileSync(
      join(work, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/default.conf;
}
`,
    );
    const nginx = run('/usr/sbin/nginx', ['-c', join(work, 'nginx.conf'), '-p', work], {});
    await waitFor(`http://127.0.0.1:${lbPort}/readyz`, 'nginx', nginx);
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    throw error;
  }

  return {
    shopUrl: `http://localhost:${lbPort}`,
    simUrl: `http://127.0.0.1:${simPort}`,
    gatewayCount: replicas,
    gatewayPids: gatewayChildren.map((child) => child.pid ?? 0),
    async restartRedis() {
      const child = redisChild;
      if (child && child.exitCode === null && child.signalCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      await startRedis();
    },
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(work, { recursive: true, force: true });
    },
  };
}
