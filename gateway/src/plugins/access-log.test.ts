import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessLogPlugin } from './access-log.js';

async function linesLogged(level: string, status: number): Promise<Array<Record<string, unknown>>> {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(accessLogPlugin);
  app.get('/thing', async (_request, reply) => reply.code(status).send({ ok: status < 400 }));
  await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return lines.filter((line) => line.msg === 'request completed');
}

describe('access log', () => {
  it('writes no line per answered request at info', async () => {
    expect(await linesLogged('info', 200)).toEqual([]);
    expect(await linesLogged('info', 404)).toEqual([]);
  });

  it('writes one line for a server error at info, with method, URL, status and time', async () => {
    const lines = await linesLogged('info', 503);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', url: '/thing', statusCode: 503 });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('writes one line per request at debug', async () => {
    expect(await linesLogged('debug', 200)).toHaveLength(1);
  });
});
