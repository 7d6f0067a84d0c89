/** Public entry of the simulator package: build it, or start it on a port. */
import { buildSimulator, type SimulatorOptions } from './app.js';

export { buildSimulator, type Simulator, type SimulatorOptions } from './app.js';

export interface RunningSimulator {
  /** Base URL the simulator listens on, e.g. `http://127.0.0.1:4010`. */
  url: string;
  close(): Promise<void>;
}

/** Starts the simulator on `port` (0 for an ephemeral one) and resolves once it listens. */
export async function startSimulator(
  options: SimulatorOptions & { port?: number; host?: string } = {},
): Promise<RunningSimulator> {
  const { app } = buildSimulator(options);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = address && typeof address === 'object' ? address.port : options.port;
  const reachableHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { url: `http://${reachableHost}:${port}`, close: () => app.close() };
}
