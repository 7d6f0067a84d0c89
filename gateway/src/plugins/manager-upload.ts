/**
 * `POST /manager/imports`: a manager uploads a catalogue import (multipart/form-data with `file`,
 * `import_type` and `supplier_id`). The body is streamed to the legacy `POST
 * /manager/api/v1/imports` as it arrives, never buffered whole, with the manager authorisation
 * from the `x-manager-authorization` header. Answers the import in the schema's camelCase.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { MANAGER_AUTH_HEADER, type RestImport } from '@shopfront/legacy-api';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { UpstreamError } from '../upstream/errors.js';
import type { Upstream } from '../upstream/index.js';

export interface ManagerUploadOptions {
  upstream: Upstream;
  /** Largest upload, in bytes. */
  limitBytes: number;
}

/** Passes bytes through and fails the stream once more than `limit` have gone by. */
class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      done(new Error('upload too large'));
      return;
    }
    done(null, chunk);
  }
}

const toImport = (record: RestImport) => ({
  id: String(record.id),
  importType: record.import_type,
  importedAt: record.imported_at,
  status: record.status.toUpperCase(),
  contentType: record.content_type,
  supplierId: String(record.supplier_id),
  supplierName: record.supplier_name,
  rowCount: record.row_count,
});

const failure = (code: string, message: string) => ({
  errors: [{ message, extensions: { code } }],
});

// Only routes of its own: encapsulated (no fastify-plugin), nothing shared is decorated.
export const managerUploadPlugin: FastifyPluginAsync<ManagerUploadOptions> = async (
  app: FastifyInstance,
  { upstream, limitBytes },
) => {
  await app.register(async (scope) => {
    // Leave multipart bodies unread: the handler streams them on.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

    scope.post('/manager/imports', async (request, reply) => {
      const authorization = request.headers[MANAGER_AUTH_HEADER];
      const token = Array.isArray(authorization) ? authorization[0] : authorization;
      if (!token) {
        return reply
          .code(401)
          .send(
            failure('UNAUTHENTICATED', `Send the manager authorisation in ${MANAGER_AUTH_HEADER}.`),
          );
      }
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('multipart/form-data')) {
        return reply
          .code(415)
          .send(failure('BAD_USER_INPUT', 'Send the import as multipart/form-data.'));
      }
      const length = Number(request.headers['content-length'] ?? NaN);
      if (Number.isFinite(length) && length > limitBytes) {
        return reply
          .code(413)
          .send(failure('BAD_USER_INPUT', `Uploads are limited to ${limitBytes} bytes.`));
      }
      const limiter = new ByteLimit(limitBytes);
      request.raw.pipe(limiter);
      try {
        const scoped = request.requestScope ? upstream.forRequest(request.requestScope) : upstream;
        const response = await scoped.manager.uploadImport(
          token,
          contentType,
          limiter,
          request.headers['content-length'],
        );
        return reply.code(201).send({ import: toImport(response.import), errors: [] });
      } catch (error) {
        if (limiter.exceeded) {
          return reply
            .code(413)
            .send(failure('BAD_USER_INPUT', `Uploads are limited to ${limitBytes} bytes.`));
        }
        if (!(error instanceof UpstreamError)) throw error;
        if (error.isBusinessRefusal) {
          const body = error.body as { import?: RestImport } | null;
          return reply.code(422).send({
            import: body?.import ? toImport(body.import) : null,
            errors: error.messages.map((message) => ({
              message,
              extensions: { code: 'BAD_USER_INPUT' },
            })),
          });
        }
        const code = error.graphqlCode;
        const status =
          code === 'UNAUTHENTICATED'
            ? 401
            : code === 'FORBIDDEN'
              ? 403
              : code === 'GATEWAY_TIMEOUT'
                ? 504
                : 502;
        request.log.warn({ err: error, route: error.route }, 'manager upload failed upstream');
        return reply
          .code(status)
          .send(
            failure(
              code,
              status >= 500
                ? 'The shop could not take the upload right now.'
                : 'The manager authorisation was refused.',
            ),
          );
      }
    });
  });
};
