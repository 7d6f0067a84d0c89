/**
 * Logs the failures in an answer (upstream failures, unexpected resolver errors) with the
 * request's own logger, so each line carries its `reqId` (and trace id with tracing on), before
 * format-error.ts masks them for the client.
 */
import { logFailure } from '../format-error.js';
import type { PipelineStep } from './step.js';

export const logErrors: PipelineStep = {
  didEncounterErrors({ errors, contextValue }) {
    // No context (a request refused before it had one): formatError logs it without an id.
    const log = contextValue?.log;
    if (!log) return;
    for (const error of errors) logFailure(log, error);
  },
};
