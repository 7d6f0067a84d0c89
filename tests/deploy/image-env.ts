/**
 * The environment a stage of gateway/Dockerfile sets with `ENV` (continuation lines joined), so
 * the compose test starts its processes with the image's own settings rather than a copy of them.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function imageEnv(dockerfile: string, stage: string): Record<string, string> {
  const lines = readFileSync(dockerfile, 'utf8')
    .replace(/\\\n\s*/g, ' ')
    .split('\n');
  const env: Record<string, string> = {};
  let inStage = false;
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) inStage = from[1] === stage;
    const set = /^ENV\s+(.*)$/.exec(line);
    if (!inStage || !set?.[1]) continue;
    for (const pair of set[1].trim().split(/\s+/)) {
      const [name, ...value] = pair.split('=');
      if (name && value.length > 0) env[name] = value.join('=');
    }
  }
  return env;
}

/**
 * Where this machine's Debian package keeps a library the image links to a path of its own (the
 * image runs `dpkg -L` for it the same way).
 */
export function debianLibrary(pkg: string, file: string): string {
  const found = execFileSync('dpkg', ['-L', pkg], { encoding: 'utf8' })
    .split('\n')
    .find((path) => path.endsWith(`/${file}`));
  if (!found)
    throw new Error(`Debian's ${pkg} has no ${file}: run node scripts/ensure-jemalloc.mjs`);
  return found;
}
