import { describe, expect, it } from 'vitest';
import { tracingWanted } from './tracing.js';

describe('tracingWanted', () => {
  it('is off when no OTEL_* variable asks for it', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toBe(false);
  });

  it('is on with an endpoint, an exporter, a service name or a sampler', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'gateway' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_SAMPLER: 'always_on' })).toBe(true);
  });

  it('stays off when the SDK is disabled or the exporter is none', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(tracingWanted({ ...endpoint, OTEL_SDK_DISABLED: 'false' })).toBe(true);
  });
});
