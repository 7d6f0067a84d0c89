/** Puts a server render into the built index.html (its scripts, styles and boot styles kept). */
import { createHash } from 'node:crypto';
import AFTER_PAINT from './after-paint.js?raw';
import { escapeHtml } from './head';

/**
 * The Content Security Policy source that allows the inline after-paint script (and nothing
 * else inline): `script-src 'self' 'sha256-…'`, sent by the gateway.
 */
export const afterPaintScriptHash = `sha256-${createHash('sha256').update(AFTER_PAINT).digest('base64')}`;
export interface PageParts {
  lang: string;
  /** Tags for the head; replace the template's title and description. */
  head: string;
  /** Before `#root` (a `<noscript>` notice). */
  beforeRoot: string;
  /** The rendered app: replaces the boot frame inside `#root`. */
  root: string;
  /** After `#root`: the render's data. */
  afterRoot: string;
}

const ROOT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page's scripts wait for its first paint: the entry module and the modules to preload leave
 * the head and are named on the after-paint script (after-paint.js), which starts them after that
 * paint. It is the head's first element: an inline script after a stylesheet waits for it to
 * load, a round trip on a slow connection. `countsPageView`: the page is one analytics counts
 * (lib/analytics.ts), and the starter counts it as it is parsed. `atOnce`: the page has nothing
 * to read until its scripts run (a list only the browser can fetch), so they run once it is
 * painted instead of at the shopper's first tap (docs/adr/0069).
 */
export function scriptsAfterPaint(
  html: string,
  { countsPageView = false, atOnce = false } = {},
): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preload = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  return (
    html
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      // Right after the charset (which must come within the first 1024 bytes) when there is one.
      .replace(
        /<head[^>]*>(\s*<meta charset="[^"]*"\s*\/?>)?/i,
        (head) =>
          `${head}<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(JSON.stringify(preload))}"${countsPageView ? ' data-page-view' : ''}${atOnce ? ' data-at-once' : ''}>${AFTER_PAINT}</script>`,
      )
  );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * The page's stylesheets, in the page: a render-blocking stylesheet costs the first paint its
 * round trip (2 s on slow 3G), and the shop's is 8 KiB brotli. `styles` maps a stylesheet's path
 * to its text (the gateway reads the build's); a stylesheet not there keeps its link.
 */
export function inlineStyles(html: string, styles: Record<string, string>): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = styles[href];
    if (css === undefined) return link;
    // The disabled link is never fetched: it tells Vite's loader of lazy screens (which looks
    // for a `<link rel="stylesheet">` of each stylesheet they need, as the add dialog does) that
    // the page has it, which it would otherwise fetch again after the first tap.
    return `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${escapeHtml(href)}" disabled />`;
  });
}

/**
 * The template with the render's parts. `headRules` rewrites the head (up to `</head>`, with
 * `parts.head` in it) before the body joins it: the page's scripts and stylesheets are all in
 * the head, and a body of a few hundred KiB need not be searched for them.
 */
export function fillTemplate(
  template: string,
  parts: PageParts,
  headRules: (head: string) => string = (head) => head,
): string {
  if (!ROOT.test(template)) throw new Error('index.html has no #root before </body>');
  const filled = template
    .replace(/<html lang="[^"]*"/, `<html lang="${parts.lang}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');
  const headEnd = filled.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const head = headRules(`${filled.slice(0, headEnd)}${parts.head}</head>`);
  return (
    head +
    filled
      .slice(headEnd + '</head>'.length)
      .replace(
        ROOT,
        (_match, end: string) =>
          `${parts.beforeRoot}<div id="root">${parts.root}</div>${parts.afterRoot}${end}`,
      )
  );
}
