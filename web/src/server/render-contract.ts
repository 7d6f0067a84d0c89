/**
 * What the web's server build (`dist-server/entry.js`) offers the gateway, and what it asks of it
 * (docs/adr/0049). The gateway imports these types (gateway/tsconfig.json references
 * web/tsconfig.contract.json), so the two sides cannot drift apart: this file and what it imports
 * compile on their own, without the web's bundler or DOM types.
 */
import type { CheckoutChoice } from '../core/checkout-cookie.js';
import type { Locale } from '../core/locales.js';

export type { CheckoutChoice } from '../core/checkout-cookie.js';
export type { Locale } from '../core/locales.js';

/** Vite's build manifest: each source file's chunk, its styles and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export interface RenderInput {
  /** The page's absolute URL on the shop's public origin. */
  url: string;
  /** The visitor's request headers the loaders may read. */
  headers: Record<string, string>;
  locale: Locale;
  /** The branch the visitor's cookie names (its id: the page reads the branch's name). */
  branch: { id: string } | null;
  /**
   * The request carries a session cookie, and `fetch` sends it: the page is rendered for whoever
   * that session names (a visitor when it names nobody any more). The gateway then never keeps
   * the page nor sends it to anyone else.
   */
  session: boolean;
  /** Answers the client's GraphQL requests in the gateway's own process. */
  fetch: typeof fetch;
  /** dist/index.html: the page the render is put into. */
  template: string;
  manifest: BuildManifest;
  /** The build's stylesheets by path (`/assets/shop-….css`): put in the page. */
  styles?: Record<string, string>;
  /** How long the data may take before the client-rendered page is sent instead. */
  dataDeadlineMs: number;
}

export type RenderOutcome =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** The route pattern (`product/:id`), for the gateway's metrics. */
      route?: string;
      /** Rendered for a signed-in shopper: theirs alone (never kept, never shared). */
      signedIn?: boolean;
      /**
       * The branch cookie named no branch of the shop (the page is rendered without one): the
       * `Set-Cookie` line that removes it, which the gateway sends with the page, so the browser
       * hydrates the page as it is.
       */
      dropBranchCookie?: string;
      /**
       * The answers refused as input (BAD_USER_INPUT) that the page answered itself (the branch
       * cookie's id refused: rendered without a branch); any other refusal is a failed page.
       */
      refusalsAnswered?: number;
    }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'client';
      reason: string;
      /** What failed, for the gateway's log only (never sent: it may name upstream details). */
      cause?: string;
      /** The session cookie names nobody any more: the page's note says the shopper was signed out. */
      signedOut?: true;
    };

/**
 * Why the client-rendered page is sent: a screen only the scripts draw, a page that could not
 * be rendered just now (its data failed or came too late), or a session that ended.
 */
export type ClientPageWhy = 'needs-scripts' | 'not-ready' | 'signed-out';

/**
 * The request header a render's query carries when the page can do without its answer (the
 * dispatch step's delivery fee, asked of the comparison): a failed answer then leaves that part
 * out (the hydrated page asks again) instead of the whole page being "data failed", and the page
 * is never kept for others. The gateway's render fetch reads it and never passes it on.
 */
export type OptionalAnswerHeader = 'x-render-optional';
export const OPTIONAL_ANSWER_HEADER: OptionalAnswerHeader = 'x-render-optional';

export interface WebServerBuild {
  render(input: RenderInput): Promise<RenderOutcome>;
  /** index.html (`template`) in the language, with a note for a browser without scripts. */
  clientPage(template: string, locale: Locale, why: ClientPageWhy): string;
  /** The shop's languages; a page's is the `sf_locale` cookie's when listed, else the first. */
  LOCALES: readonly Locale[];
  /** The chosen branch's id in an `sf_branch` cookie's value, or null. */
  branchFromCookie(value: string | undefined): { id: string } | null;
  /** The `Set-Cookie` removing an `sf_branch` cookie that names no branch, or null (render-context.ts). */
  unreadBranchCookieDrop(value: string | undefined): string | null;
  /** The `Set-Cookie` value for a branch (or price comparison, null) chosen on the server. */
  chosenBranchCookie(branch: { id: string } | null): string;
  /** The `Set-Cookie` value for a language chosen on the server (one of `LOCALES`). */
  chosenLocaleCookie(locale: Locale): string;
  /** The checkout's choices in an `sf_checkout` cookie's value, or null (none, or malformed). */
  choiceFromCookie(value: string | undefined): CheckoutChoice | null;
  /** The `sf_checkout` cookie's value for the checkout's choices, as the web writes it. */
  checkoutCookieValue(choice: CheckoutChoice): string;
  /** A discount code as typed, as the shop keeps it (spaces out), or null: it cannot be one. */
  discountCodeFrom(typed: string): string | null;
  sitemap(input: { origin: string; fetch: typeof fetch }): Promise<string>;
  /** The CSP source (`sha256-…`) of the one inline script a rendered page carries. */
  afterPaintScriptHash: string;
}
