/** `npm run sim`: the simulator alone on SIM_PORT (default 4010), persisting to SIM_DATA_DIR. */
import { simulatorOptionsFromEnv, startSimulator } from './index.js';

const port = Number(process.env.SIM_PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`SIM_PORT must be a port number (0-65535), got "${process.env.SIM_PORT}"`);
  process.exit(1);
}

let options;
try {
  options = simulatorOptionsFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const sim = await startSimulator({
  ...options,
  port,
  host: process.env.SIM_HOST ?? '0.0.0.0',
  logger: process.env.SIM_LOG === '1',
});
console.log(`Legacy REST simulator listening on ${sim.url}
  State file      ${options.dataDir ? `${options.dataDir}/state.json` : '(in memory)'}
  Manager header  x-manager-authorization: ${options.managerToken}
  Order clock     ${options.orderClockMs ? `${options.orderClockMs} ms per step` : 'off (POST /sim/orders/{id}/advance)'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().then(() => process.exit(0));
  });
}
