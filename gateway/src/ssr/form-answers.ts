/**
 * How a no-script form's route answers, counted on the metrics port by outcome: on to the next
 * page (`go`, a 303 never cached) or refused with the form's page (`refuse`, its status and, for
 * 503 and 429, when to try again). One set per post.
 */
import type { FastifyReply } from 'fastify';
import type { FormMetrics } from './form-metrics.js';

type FormName = Parameters<FormMetrics['answered']>[0];

export interface FormAnswers<Refusal extends string> {
  /** Counts an outcome answered some other way. */
  answered(outcome: string): void;
  refuse(status: number, refusal: Refusal, retryAfterSeconds?: number): FastifyReply;
  go(outcome: string, location: string): FastifyReply;
}

export function formAnswers<Refusal extends string>(
  reply: FastifyReply,
  metrics: FormMetrics | undefined,
  form: FormName,
  refusalPage: (status: number, refusal: Refusal, retryAfterSeconds?: number) => FastifyReply,
): FormAnswers<Refusal> {
  const answered = (outcome: string) => metrics?.answered(form, outcome, reply.elapsedTime / 1000);
  return {
    answered,
    refuse(status, refusal, retryAfterSeconds) {
      answered(refusal);
      return refusalPage(status, refusal, retryAfterSeconds);
    },
    go(outcome, location) {
      answered(outcome);
      return reply
        .code(303)
        .header('cache-control', 'no-store')
        .header('location', location)
        .send();
    },
  };
}
