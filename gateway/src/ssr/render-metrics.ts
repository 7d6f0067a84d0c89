/**
 * Metrics of the server-rendered pages (docs/adr/0029), on the gateway's registry (the metrics
 * port): page requests by route and outcome, the render's duration by route, and the HTML
 * cache's hits and misses. The route is the web's route pattern (`/product/:id`), never the
 * URL asked for; `none` when the request never reached a render (a signed-in shopper, a path
 * that is not a rendered screen, a render that failed).
 */
import { Counter, Histogram, type Registry } from 'prom-client';

/** What a page request got. */
export type PageOutcome =
  /** Rendered now and sent (200 or, as `not_found`, 404). */
  | 'rendered'
  /** Rendered for a request with the session cookie: sent to it alone, never kept. */
  | 'rendered_private'
  | 'not_found'
  | 'redirect'
  /** Sent from the HTML cache. */
  | 'cached'
  /** The client page, because… */
  | 'not_rendered'
  | 'data_failed'
  | 'deadline'
  | 'failed';

export class RenderMetrics {
  private readonly pages: Counter<'route' | 'outcome'>;
  private readonly duration: Histogram<'route'>;
  private readonly cache: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.pages = new Counter({
      name: 'gateway_page_renders_total',
      help: 'Page requests answered by the server render, by route pattern and outcome (rendered, rendered_private for a signed-in request, cached, not_found, redirect, or why the client page was sent: not_rendered, data_failed, deadline, failed).',
      labelNames: ['route', 'outcome'] as const,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'gateway_page_render_duration_seconds',
      help: 'Time to render a page on the server (its data included), by route pattern.',
      labelNames: ['route'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    this.cache = new Counter({
      name: 'gateway_page_cache_total',
      help: 'Server-rendered page HTML cache lookups by outcome (hit, miss).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    });
  }

  page(route: string | undefined, outcome: PageOutcome): void {
    this.pages.inc({ route: route ?? 'none', outcome });
  }

  rendered(route: string | undefined, seconds: number): void {
    this.duration.observe({ route: route ?? 'none' }, seconds);
  }

  cacheLookup(hit: boolean): void {
    this.cache.inc({ outcome: hit ? 'hit' : 'miss' });
  }
}

/** The outcome for the reason the web's render gave for sending the client page. */
export function clientOutcome(reason: string): PageOutcome {
  // `not a rendered screen` or `… for a signed-in shopper` (a route rendered for visitors only).
  if (reason.startsWith('not a rendered screen')) return 'not_rendered';
  if (reason === 'data deadline passed') return 'deadline';
  return 'data_failed';
}
