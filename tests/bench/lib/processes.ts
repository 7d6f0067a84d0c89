/**
 * The simulator and the gateway as child processes started from their builds (`npm run build`),
 * on ephemeral ports of 127.0.0.1, so the gateway's memory can be read from /proc on its own and
 * the load generator does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ChildServer {
  name: string;
  url: string;
  pid: number;
  /** Everything it wrote, for the error message when it dies. */
  output(): string;
  stop(): Promise<void>;
}

function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  urlPattern: RegExp,
  args: string[] = [],
): Promise<ChildServer> {
  // env.CGROUP: a cgroup folder the process starts in (for a memory limit like a pod's).
  const cgroup = env.CGROUP;
  const [command, commandArgs] = cgroup
    ? [
        '/bin/sh',
        [
          '-c',
          'echo $$ > "$CGROUP/cgroup.procs" && exec "$@"',
          'sh',
          process.execPath,
          script,
          ...args,
        ],
      ]
    : [process.execPath, [script, ...args]];
  const child: ChildProcess = spawn(command, commandArgs, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let listening = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      // Keep what it said until it listened, then only the last 64 KiB: at LOG_LEVEL=info the
      // gateway writes lines per request, millions of them under load.
      output = listening ? (output + chunk.toString()).slice(-65_536) : output + chunk.toString();
      if (listening) return;
      const match = urlPattern.exec(output);
      if (!match?.[1] || !child.pid) return;
      clearTimeout(timer);
      listening = true;
      const pid = child.pid;
      resolve({
        name,
        url: match[1].replace('localhost', '127.0.0.1'),
        pid,
        output: () => output,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exited;
          clearTimeout(killer);
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${output}`));
    });
  });
}

/** A plain-JavaScript yardstick in front of `upstreamUrl`; it prints `listening on <url>`. */
function startYardstick(name: string, script: string, upstreamUrl: string): Promise<ChildServer> {
  return startChild(name, script, {}, /listening on (http:\/\/[\d.]+:\d+)/, [upstreamUrl]);
}

/** The bare proxy (tests/bench/lib/bare-proxy.mjs) in front of `upstreamUrl`: the anchor case. */
export function startBareProxyProcess(upstreamUrl: string): Promise<ChildServer> {
  return startYardstick('bare proxy', 'tests/bench/lib/bare-proxy.mjs', upstreamUrl);
}

/**
 * The floor (tests/bench/lib/floor-gateway.mjs): Fastify, graphql-jit and undici answering the
 * persisted `SelectedSupplier` GET with nothing else, in front of `upstreamUrl`.
 */
export function startFloorGatewayProcess(upstreamUrl: string): Promise<ChildServer> {
  return startYardstick('floor gateway', 'tests/bench/lib/floor-gateway.mjs', upstreamUrl);
}

/** The legacy simulator, state in memory, no faults. */
export function startSimulatorProcess(env: Record<string, string> = {}): Promise<ChildServer> {
  return startChild(
    'simulator',
    'legacy-sim/dist/main.js',
    { SIM_PORT: '0', SIM_HOST: '127.0.0.1', SIM_DATA_DIR: 'memory', ...env },
    /listening on (http:\/\/[\d.]+:\d+)/,
  );
}

/**
 * The gateway as `npm start` runs it in production, pointed at `legacyApiUrl`: NODE_ENV=production
 * and the default log level (the throughput cases also turn the safelist on). Rate limits are off (one load generator address
 * would trip them); everything else is the production default unless `env` says.
 */
export function startGatewayProcess(
  legacyApiUrl: string,
  env: Record<string, string> = {},
): Promise<ChildServer> {
  return startChild(
    'gateway',
    'gateway/dist/main.js',
    {
      LEGACY_API_URL: legacyApiUrl,
      PORT: '0',
      METRICS_PORT: '0',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      PUBLIC_ORIGIN: 'http://localhost',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_SESSION: '0',
      ...env,
    },
    // The start line is JSON (the human banner is for a terminal only).
    /"web":"(http:\/\/[^"]+?)\/"/,
  );
}

/** Resident set size of a process in MiB (VmRSS from /proc). */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match?.[1]) throw new Error(`No VmRSS for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** CPU time (user + system) a process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100;
}
