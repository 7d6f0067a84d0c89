// `npm run dev`: the gateway with reload (tsx watch), the legacy simulator (unless LEGACY_API_URL
// is set) and Vite's dev server with HMR, which proxies /graphql to the gateway. Ctrl-C stops all.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const gatewayPort = process.env.PORT ?? '4000';
const simPort =
  process.env.SIM_PORT && process.env.SIM_PORT !== '0' ? process.env.SIM_PORT : '4010';
const legacyApiUrl = process.env.LEGACY_API_URL || `http://127.0.0.1:${simPort}`;
const children = [
  ...(process.env.LEGACY_API_URL
    ? []
    : [
        spawn('npx', ['--no-install', 'tsx', 'legacy-sim/src/main.ts'], {
          cwd: repoRoot,
          stdio: 'inherit',
          env: { ...process.env, SIM_PORT: simPort, SIM_HOST: '127.0.0.1' },
        }),
      ]),
  spawn('npx', ['--no-install', 'tsx', 'watch', '--clear-screen=false', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort, LEGACY_API_URL: legacyApiUrl },
  }),
  spawn('npx', ['--no-install', 'vite', '--host'], {
    cwd: `${repoRoot}/web`,
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_URL: `http://localhost:${gatewayPort}` },
  }),
];

let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
