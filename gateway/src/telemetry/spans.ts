/**
 * The gateway's own spans (the GraphQL operation, the resolvers of root fields, server renders)
 * and the trace id on log lines. Each is a plain call when tracing is off: no span, no context.
 */
import { SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { tracingActive } from './tracing.js';

const tracer = () => trace.getTracer('@shopfront/gateway');

/** Runs `work` inside a span named `name` (its child spans and legacy calls nest in it). */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!tracingActive()) return work(null);
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * pino's `mixin` while tracing is on: every line written while a span is active (every line of a
 * request) carries its trace and span ids, so a log line leads to its trace and back. pino merges
 * into the object returned, so each line gets its own.
 */
export function traceLogFields(): Record<string, string> {
  const context = trace.getActiveSpan()?.spanContext();
  return context ? { traceId: context.traceId, spanId: context.spanId } : {};
}
