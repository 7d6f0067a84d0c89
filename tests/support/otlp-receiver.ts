/**
 * A stand-in OpenTelemetry collector: accepts OTLP/HTTP JSON trace exports
 * (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) on `/v1/traces` and keeps their spans.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
  /** The exporting service's `service.name`. */
  service: string;
}

export interface OtlpReceiver {
  /** For OTEL_EXPORTER_OTLP_ENDPOINT (the exporter appends /v1/traces). */
  url: string;
  spans: ReceivedSpan[];
  /** Resolves once `accept` holds for the spans received so far (checked on every export). */
  until(accept: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]>;
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
      }>;
    }>;
  }>;
}

const valueOf = (value: AnyValue): unknown =>
  value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const resource = attributesOf(resourceSpans.resource?.attributes);
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              service: String(resource['service.name'] ?? ''),
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    until(accept) {
      return new Promise((resolve) => {
        const check = () => {
          if (!accept(spans)) return;
          waiters.delete(check);
          resolve(spans);
        };
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
