/**
 * A listener that cannot start (its port taken, or not ours to bind) as one line naming the
 * variable that chose the port, instead of a stack trace at start.
 */
import type { GatewayConfig } from './config.js';

interface ListenFailure {
  code?: string;
  port?: number;
  address?: string;
}

export function describeListenError(
  error: unknown,
  config: Pick<GatewayConfig, 'port' | 'host' | 'metricsPort' | 'metricsHost'>,
): string | null {
  const failure = error as ListenFailure;
  if (typeof error !== 'object' || error === null) return null;
  const metrics = failure.port !== undefined && failure.port === config.metricsPort;
  const [portVariable, hostVariable] = metrics
    ? ['METRICS_PORT', 'METRICS_HOST']
    : ['PORT', 'HOST'];
  const port = metrics ? config.metricsPort : config.port;
  const host = metrics ? config.metricsHost : config.host;
  switch (failure.code) {
    case 'EADDRINUSE':
      return `${portVariable} ${port} is already in use on ${host}: stop what holds it or choose another ${portVariable}`;
    case 'EACCES':
      return `${portVariable} ${port} may not be bound by this user: choose a port above 1023 or run with the right to bind it`;
    case 'EADDRNOTAVAIL':
      return `${hostVariable} ${host} is not an address of this machine: use 0.0.0.0, 127.0.0.1 or one of its interfaces`;
    default:
      return null;
  }
}
