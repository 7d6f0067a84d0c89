/**
 * What a shopper's first visit downloads and runs before the shop answers taps: the scripts the
 * built index.html loads or preloads. graphql-js's schemas, validation and execution are the
 * explorer's (graphiql.html); the shop needs only its language modules (web/build/graphql-language.ts).
 * Before, the whole of graphql-js sat in the libraries chunk both pages load: about 40 KiB brotli
 * more for every shopper to download and evaluate. Needs the web's build (`npm run build`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const dist = new URL('../../web/dist/', import.meta.url);
const read = (path: string) => readFileSync(new URL(path.replace(/^\//, ''), dist), 'utf8');

/** Text that only graphql-js's schema, validation and execution modules carry. */
const SERVER_SIDE_GRAPHQL = [
  'Schema is not configured to execute',
  'Cannot extend type',
  'Introspection result missing',
];

/** The scripts a page loads at start: its module entries and module preloads. */
function startUpScripts(page: string): string[] {
  const html = read(page);
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  return [...scripts, ...preloads];
}

describe("the shop's start-up scripts", () => {
  it('carry none of graphql-js beyond its language modules', () => {
    const scripts = startUpScripts('index.html');
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) {
      const code = read(script);
      for (const text of SERVER_SIDE_GRAPHQL)
        expect({ script, has: code.includes(text) }).toEqual({ script, has: false });
    }
  });

  it('while the explorer still gets the whole of graphql-js (so the texts above are there to find)', () => {
    const all = readdirSync(new URL('assets/', dist))
      .filter((file) => file.endsWith('.js'))
      .map((file) => read(`assets/${file}`))
      .join('\n');
    for (const text of SERVER_SIDE_GRAPHQL) expect(all).toContain(text);
  });
});
