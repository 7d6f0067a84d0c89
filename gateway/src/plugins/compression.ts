/**
 * Compresses responses on the fly (brotli, else gzip, by Accept-Encoding) from 1 KiB up: GraphQL
 * JSON, /metrics, error bodies, and any file of the web build that has no pre-compressed sibling.
 * Files the build pre-compressed are sent as they are (they already carry Content-Encoding).
 * Every response says `Vary: accept-encoding`, so a shared cache keeps one copy per encoding.
 * Register before every route: the compression hook is added to routes as they are declared.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_PARAMS,
  DYNAMIC_GZIP_LEVEL,
} from '../http/compression.js';

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
