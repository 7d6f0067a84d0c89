/**
 * Compresses responses on the fly (brotli, else gzip, by Accept-Encoding) from 1 KiB up: GraphQL
 * JSON, /metrics, error bodies, and any file of the web build that has no pre-compressed sibling.
 * Files the build pre-compressed are sent as they are (they already carry Content-Encoding).
 * Every response says `Vary: accept-encoding`, so a shared cache keeps one copy per encoding.
 * Register before every route: the compression hook is added to routes as they are declared.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Quality 1: on the landing page's 11.7 KB of JSON, 2.3 KB instead of quality 4's 1.8 KB for
// about a third of the CPU (quality 4 added 32-40% to the request's CPU). Static files
// are compressed at quality 11 at build time and never here.
export const DYNAMIC_BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  [constants.BROTLI_PARAM_QUALITY]: 1,
};
export const DYNAMIC_GZIP_LEVEL = 6;

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      globalCompression: true,
      // Request bodies are never inflated: the body limit keeps meaning bytes on the wire, and
      // the manager upload streams its multipart body upstream untouched.
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      brotliOptions: { params: DYNAMIC_BROTLI_PARAMS },
      zlibOptions: { level: DYNAMIC_GZIP_LEVEL },
    });
    // Runs before the compression hook, which then sees the header and does not add it twice.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const vary = reply.getHeader('vary');
      if (vary === undefined) {
        reply.header('vary', 'accept-encoding');
      } else {
        const values = (Array.isArray(vary) ? vary.join(',') : String(vary)).toLowerCase();
        if (!values.includes('accept-encoding'))
          reply.header('vary', `${String(vary)}, accept-encoding`);
      }
      done(null, payload);
    });
  },
  { name: 'compression' },
);
