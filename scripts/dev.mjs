// `npm run dev`: the gateway with reload (tsx watch) and Vite's dev server with HMR, which proxies
// /graphql to the gateway. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib.mjs';

const gatewayPort = process.env.PORT ?? '4000';
const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', '--clear-screen=false', 'gateway/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort },
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
