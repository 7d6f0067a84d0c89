/**
 * The parts of a form shown again after a refusal (sign-in, register, a new delivery address):
 * the page around it, dressed by the shop's stylesheets of its screen, and a field with its hint
 * and what is wrong with it. No script, so the Content Security Policy holds as it is.
 */
import { escapeHtml } from './escape-html.js';
import type { Locale } from './form-pages.js';
import { stepPageNav } from './step-page-nav.js';

/**
 * The page: `title` (HTML) as its title, `stylesheets` linked, the way to home and the menu (which
 * leads back to `from`, the form's own page), `body` (HTML) in its main part.
 */
export function formAgainPage(
  locale: Locale,
  title: string,
  stylesheets: readonly string[],
  body: string,
  from?: string,
): string {
  const links = stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`)
    .join('');
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8" />` +
    `<meta name="viewport" content="width=device-width, initial-scale=1" />` +
    `<meta name="robots" content="noindex" /><title>${title}</title>${links}</head>` +
    `<body>${stepPageNav(locale, from)}<main style="max-width:32rem;margin:0 auto;padding:1rem">` +
    body +
    `</main></body></html>`
  );
}

export interface FieldParts {
  /** The control's id: its hint's is `${id}-hint`, its error's `${id}-error`. */
  id: string;
  /** HTML. */
  label: string;
  /** HTML, under the label. */
  hint?: string;
  /** The control (HTML). */
  control: string;
  /** What is wrong with it (text), after the control. */
  error?: string;
}

/** A labelled field, marked `has-error` when something is wrong with it. */
export function formField({ id, label, hint, control, error }: FieldParts): string {
  return (
    `<div class="form-field${error ? ' has-error' : ''}"><label for="${id}">${label}</label>` +
    (hint ? `<p class="field-hint" id="${id}-hint">${hint}</p>` : '') +
    control +
    (error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '') +
    `</div>`
  );
}

/** A control's ` aria-describedby` attribute for the ids given (none: nothing). */
export function describedBy(ids: (string | false | null | undefined)[]): string {
  const present = ids.filter(Boolean).join(' ');
  return present ? ` aria-describedby="${present}"` : '';
}
