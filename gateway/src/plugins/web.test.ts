import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.js';

describe('the web client files', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(distDir, '.vite'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Shop</title>');
    writeFileSync(join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    writeFileSync(join(distDir, 'assets', 'main-abc.js'), 'console.log(1)');
    writeFileSync(join(distDir, 'assets', 'main-abc.js.map'), '{"sources":["src/main.tsx"]}');
    writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *');
    writeFileSync(join(distDir, 'version.txt'), 'build-started-with\n');
    app = Fastify();
    await app.register(webPlugin, { distDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the page, its assets and public files', async () => {
    expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/assets/main-abc.js')).statusCode).toBe(200);
    expect((await app.inject('/robots.txt')).statusCode).toBe(200);
  });

  it.each([
    '/.vite/manifest.json',
    '/.vite/',
    '/%2Evite/manifest.json',
    '/assets/main-abc.js.map',
    '/assets/../.vite/manifest.json',
  ])('never serves the build internals at %s', async (path) => {
    const response = await app.inject({ url: path, headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('src/main.tsx');
  });

  it('answers a page request for a build internal with 404, not the app', async () => {
    const response = await app.inject({
      url: '/.vite/manifest.json',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers the version of the build it started with, not of one built under it since', async () => {
    // A build under the running shop (keep-previous-build.ts) writes its own version.txt; the
    // page this shop sends is still the one it read at start, so the app must not be told to
    // reload onto a build it will not get.
    writeFileSync(join(distDir, 'version.txt'), 'built-since\n');
    const response = await app.inject('/version.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('build-started-with\n');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});
