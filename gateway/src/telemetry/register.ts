/**
 * `node --import ./gateway/dist/telemetry/register.js <entry>`: starts tracing (when an `OTEL_*`
 * variable asks for it) before the entry loads anything, for entries that do not call
 * `startTracing()` themselves. gateway/dist/main.js and `npm start` need no flag.
 */
import { startTracing } from './tracing.js';

await startTracing();
