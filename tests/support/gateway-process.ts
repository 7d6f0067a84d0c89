/**
 * Runs the built gateway as its own process (`node gateway/dist/main.js`, the container's
 * command), for what an in-process gateway cannot show: instrumentation set up before the modules
 * load, and a real SIGTERM. Its JSON log lines are kept; `npm test` builds it first (typecheck's
 * `tsc -b`), alone run `npx tsc -b` before. A process takes seconds to start on a busy machine:
 * tests using it give themselves `PROCESS_TEST_TIMEOUT_MS`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** For a test that starts a gateway process: its start alone took 8-25 s on a loaded 2-core machine. */
export const PROCESS_TEST_TIMEOUT_MS = 120_000;

const main = fileURLToPath(new URL('../../gateway/dist/main.js', import.meta.url));

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** Its stdout's JSON lines so far (a line that is not JSON is kept as `{ text }`). */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the first log line (so far or to come) that `accept` takes. */
  logged(accept: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npx tsc -b\` first`);
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: 'off',
      LOG_LEVEL: 'info',
      // No server render unless a test asks (loading the web's server build slows every start).
      SSR: 'false',
      RATE_LIMIT_PER_IP: '0',
      RATE_LIMIT_PER_SESSION: '0',
      CATALOGUE_WORDS_AT_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ text: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const logged = (accept: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const line = logs.find(accept);
        if (!line) return;
        waiters.delete(check);
        resolve(line);
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (waiters.delete(check)) {
          reject(new Error(`the gateway exited (${code}) first:\n${stderr}`));
        }
      });
    });

  const listening = await logged(
    (line) => typeof line.msg === 'string' && /^Server listening at http:\/\/127/.test(line.msg),
  );
  const url = String(listening.msg).replace('Server listening at ', '');
  return {
    child,
    url,
    logs,
    logged,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
