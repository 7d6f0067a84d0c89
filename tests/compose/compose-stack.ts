/**
 * Runs what docker-compose.yml describes without a Docker engine: it READS the compose file and
 * starts the same programs with the same environment (the simulator, Debian's redis-server with
 * the service's command, every gateway replica, and Debian's nginx with deploy/nginx.conf). Only
 * host names and ports are rewritten, to loopback and free ports; nothing else is invented.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort } from '../support/free-port';

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
  close(): Promise<void>;
}

/** `${NAME:-default}` as compose interpolates it (from this environment, else the default). */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*))?\}/g, (_m, name: string, fallback = '') => {
    return process.env[name] || fallback;
  });
}

async function waitFor(url: string, what: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
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

  const [simPort, redisPort, lbPort] = [await freePort(), await freePort(), await freePort()];
  const replicas = gateway.deploy?.replicas ?? 1;
  const gatewayPorts: number[] = [];
  const metricsPorts: number[] = [];
  for (let i = 0; i < replicas; i++) {
    gatewayPorts.push(await freePort());
    metricsPorts.push(await freePort());
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
    interpolate(value)
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

  try {
    const [redisCommand = 'redis-server', ...redisArgs] = redis.command ?? [];
    const redisChild = run(
      redisCommand === 'redis-server' ? '/usr/bin/redis-server' : redisCommand,
      [...redisArgs, '--port', String(redisPort), '--bind', '127.0.0.1'],
      {},
    );

    // The images' own ENV (gateway/Dockerfile), then the service's environment.
    const simChild = run('node', ['legacy-sim/dist/main.js'], {
      NODE_ENV: 'production',
      SIM_HOST: '127.0.0.1',
      SIM_DATA_DIR: join(work, 'sim-data'),
      ...envOf(sim),
      SIM_PORT: String(simPort),
    });
    await waitFor(`http://127.0.0.1:${simPort}/sim/calls`, 'the simulator', simChild);
    void redisChild;

    const gatewayChildren = gatewayPorts.map((port, i) =>
      run('node', ['gateway/dist/main.js'], {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        ...envOf(gateway),
        PORT: String(port),
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
