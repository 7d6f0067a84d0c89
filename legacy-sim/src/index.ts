/** Public entry of the simulator package: build it, or start it on a port. */
import { fileURLToPath } from 'node:url';
import { buildSimulator, DEFAULT_MANAGER_TOKEN, type SimulatorOptions } from './app.js';
import { SHOP_MODES, type ShopMode } from './data/config.js';
import { parseFaults } from './faults.js';

export {
  buildSimulator,
  DEFAULT_MANAGER_TOKEN,
  type Simulator,
  type SimulatorOptions,
} from './app.js';
export type { Fault } from './faults.js';
export type { ShopMode } from './data/config.js';

export interface RunningSimulator {
  /** Base URL the simulator listens on, e.g. `http://127.0.0.1:4010`. */
  url: string;
  /** The base URL its links use for browsers (pictures, leaflets, payment pages). */
  publicUrl: string;
  close(): Promise<void>;
}

/** `<repo>/.sim-data` (gitignored), from both `src/` and `dist/`. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.sim-data', import.meta.url));

/**
 * Options from the environment, for `npm run sim` and the gateway's embedded simulator:
 * SIM_DATA_DIR (default `<repo>/.sim-data`; `memory` keeps nothing), SIM_MANAGER_TOKEN,
 * SIM_PAYMENT_SECRET, SIM_ORDER_CLOCK_MS, SIM_FAULTS (JSON list), SIM_PUBLIC_URL and
 * SIM_SHOP_MODE (`market`, the default, or `agency`).
 */
export function simulatorOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SimulatorOptions {
  const clock = Number(env.SIM_ORDER_CLOCK_MS ?? 0);
  if (!Number.isInteger(clock) || clock < 0)
    throw new Error(
      `SIM_ORDER_CLOCK_MS must be a whole number of ms (0 = off), got "${env.SIM_ORDER_CLOCK_MS}"`,
    );
  let faults;
  if (env.SIM_FAULTS) {
    try {
      faults = parseFaults(JSON.parse(env.SIM_FAULTS));
    } catch (error) {
      throw new Error(`SIM_FAULTS must be a JSON list of faults: ${(error as Error).message}`);
    }
  }
  const shopMode = (env.SIM_SHOP_MODE || 'market') as ShopMode;
  if (!SHOP_MODES.includes(shopMode))
    throw new Error(`SIM_SHOP_MODE must be market or agency, got "${env.SIM_SHOP_MODE}"`);
  const dataDir = env.SIM_DATA_DIR === 'memory' ? null : env.SIM_DATA_DIR || DEFAULT_DATA_DIR;
  return {
    dataDir,
    managerToken: env.SIM_MANAGER_TOKEN || DEFAULT_MANAGER_TOKEN,
    ...(env.SIM_PAYMENT_SECRET ? { paymentSecret: env.SIM_PAYMENT_SECRET } : {}),
    orderClockMs: clock,
    shopMode,
    ...(faults ? { faults } : {}),
    ...(env.SIM_PUBLIC_URL ? { publicUrl: env.SIM_PUBLIC_URL } : {}),
  };
}

/**
 * Starts the simulator on `port` (0 for an ephemeral one) and resolves once it listens. Without
 * `dataDir` it keeps its state in memory only (what tests want).
 */
export async function startSimulator(
  options: SimulatorOptions & { port?: number; host?: string } = {},
): Promise<RunningSimulator> {
  const { app } = buildSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    url: `http://${reachableHost}:${port}`,
    // Where its pictures, leaflets and payment pages say they are (see buildSimulator).
    publicUrl: options.publicUrl?.replace(/\/$/, '') ?? `http://localhost:${port}`,
    close: () => app.close(),
  };
}
