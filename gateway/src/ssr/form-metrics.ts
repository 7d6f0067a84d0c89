/**
 * Metrics of the no-script form actions (`POST /basket`, `POST /checkout/dispatch`), on the gateway's registry (the metrics
 * port): each post by form and outcome (`changed`, or the refusal: `crossSite`, `malformed`,
 * `unknownOffer`, `outOfStock`, `quantity`, `tooManyLines`, `tooManyAtOnce`, `unavailable`,
 * `rateLimited`), and how long it took. `POST /sign_in` counts as form `signIn` (`signedIn`,
 * `wrongPassword`, `missing`, `tooManyAttempts`, or a shared refusal), a no-script payment on a
 * gateway's page as form `payment` (`started`, `paid`, `unpaid`, `checking`, or the refusal),
 * `POST /register` as form `register` (`registered`, `invalid`, `loginTaken`, or a shared
 * refusal), `POST /branch` as form `branch` (`chosen`, or the refusal), `POST /sign_out` as form
 * `signOut` and `POST /language` as form `language` (menu-forms.ts), `POST /forgot_password` and
 * `POST /reset_password` as form `passwordReset` (`codeSent`, `codeAccepted`, `passwordSet`,
 * `invalid`, `wrongCode`, `tooManyAttempts`, or the refusal). Outcomes are a fixed set,
 * never taken from the request.
 */
import { Counter, Histogram, type Registry } from 'prom-client';

export class FormMetrics {
  private readonly actions: Counter<'form' | 'outcome'>;
  private readonly duration: Histogram<'form' | 'outcome'>;

  constructor(registry: Registry) {
    this.actions = new Counter({
      name: 'gateway_form_actions_total',
      help: 'No-script form posts (POST /basket) by form and outcome (changed, or the refusal shown).',
      labelNames: ['form', 'outcome'] as const,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'gateway_form_action_duration_seconds',
      help: 'Time to answer a no-script form post, by form and outcome.',
      labelNames: ['form', 'outcome'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
  }

  answered(
    form:
      | 'basket'
      | 'checkout'
      | 'signIn'
      | 'payment'
      | 'register'
      | 'branch'
      | 'signOut'
      | 'language'
      | 'passwordReset',
    outcome: string,
    seconds: number,
  ): void {
    this.actions.inc({ form, outcome });
    this.duration.observe({ form, outcome }, seconds);
  }
}
