import { describe, expect, it } from 'vitest';
import { headTags, scriptJson } from './head';
import { createHash } from 'node:crypto';
import { afterPaintScriptHash, fillTemplate, inlineStyles, scriptsAfterPaint } from './template';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Groceries" />
    <title>Shopfront</title>
    <script type="module" src="/assets/main.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot-shell"><div class="boot-page"></div></div>
    </div>
  </body>
</html>`;

describe('the server-rendered page', () => {
  it('replaces the boot frame, title, description and language, keeping the scripts', () => {
    const html = fillTemplate(TEMPLATE, {
      lang: 'af',
      head: '<title>Mielie</title>',
      beforeRoot: '<noscript>note</noscript>',
      root: '<main>$& page</main>',
      afterRoot: '<script type="application/json" id="data">{}</script>',
    });
    expect(html).toContain('<html lang="af"');
    expect(html).not.toContain('<title>Shopfront</title>');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('boot-shell');
    expect(html).toContain('<title>Mielie</title></head>');
    expect(html).toContain(
      '<noscript>note</noscript><div id="root"><main>$& page</main></div><script type="application/json" id="data">{}</script>',
    );
    expect(html).toContain('<script type="module" src="/assets/main.js"></script>');
  });

  it('rewrites the head alone with its rules: the rendered body and its data are kept as rendered', () => {
    const seen: string[] = [];
    const html = fillTemplate(
      TEMPLATE,
      {
        lang: 'en',
        head: '<link rel="modulepreload" href="/assets/Screen.js" />',
        beforeRoot: '',
        root: '<main><link rel="stylesheet" href="/assets/body.css"></main>',
        afterRoot: '<script type="module" src="/assets/not-the-entry.js"></script>',
      },
      (head) => {
        seen.push(head);
        return scriptsAfterPaint(head);
      },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(
      /^<!doctype html>[\s\S]*<link rel="modulepreload" href="\/assets\/Screen\.js" \/><\/head>$/,
    );
    expect(html).toContain('data-entry="/assets/main.js"');
    expect(html).toContain(
      '<div id="root"><main><link rel="stylesheet" href="/assets/body.css"></main></div><script type="module" src="/assets/not-the-entry.js"></script>',
    );
  });

  it('keeps data from closing its script element or escaping its attributes', () => {
    expect(scriptJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ name: '</script>\u2028' }))).toEqual({
      name: '</script>\u2028',
    });
    const tags = headTags({
      title: 'Mielie "meal" <b>',
      description: 'R 10 & more',
      canonical: 'https://shop.example/product/1',
      image: null,
      type: 'product',
      jsonLd: { name: '</script>' },
    });
    expect(tags).toContain('<title>Mielie &quot;meal&quot; &lt;b&gt;</title>');
    expect(tags).toContain('content="R 10 &amp; more"');
    expect(tags).not.toContain('og:image');
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
  });
});

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<script type="module" crossorigin src="/assets/main-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/libraries-2.js">
<link rel="stylesheet" crossorigin href="/assets/shop-3.css">
<link rel="modulepreload" href="/assets/ProductPage-4.js" />
<link rel="modulepreload" href="/assets/libraries-2.js" />
</head><body><div id="root"><h1>Maize</h1></div></body></html>`;

describe('scriptsAfterPaint', () => {
  it('names the entry and each module to preload once on the after-paint script, inline and first in the head', () => {
    const html = scriptsAfterPaint(PAGE);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-3.css">');
    expect(html).toMatch(
      /^<!doctype html><html><head><meta charset="UTF-8" \/><script data-entry="\/assets\/main-1\.js" data-preload="\[&quot;\/assets\/libraries-2\.js&quot;,&quot;\/assets\/ProductPage-4\.js&quot;\]">[^<]+<\/script>\s*<link rel="stylesheet"/,
    );
  });

  it('writes the inline script the policy allows by its hash, byte for byte', () => {
    const inline = /<script data-entry[^>]*>([^<]+)<\/script>/.exec(scriptsAfterPaint(PAGE))![1]!;
    const hash = `sha256-${createHash('sha256').update(inline).digest('base64')}`;
    expect(afterPaintScriptHash).toBe(hash);
    expect(inline).toContain('requestAnimationFrame');
  });

  it('says on the after-paint script whether the page counts as a page view', () => {
    expect(scriptsAfterPaint(PAGE, { countsPageView: true })).toMatch(
      /<script data-entry="[^"]+" data-preload="[^"]+" data-page-view>/,
    );
    expect(scriptsAfterPaint(PAGE)).toMatch(/<script data-entry="[^"]+" data-preload="[^"]+">/);
  });

  it('says on the after-paint script when the page wants its scripts once painted', () => {
    expect(scriptsAfterPaint(PAGE, { atOnce: true })).toMatch(
      /<script data-entry="[^"]+" data-preload="[^"]+" data-at-once>/,
    );
    expect(scriptsAfterPaint(PAGE)).toMatch(/<script data-entry="[^"]+" data-preload="[^"]+">/);
  });

  it('leaves a page without an entry module as it is', () => {
    const page = '<html><head></head><body><p>offline</p></body></html>';
    expect(scriptsAfterPaint(page)).toBe(page);
  });
});

describe('inlineStyles', () => {
  it('puts a known stylesheet in the page, so the first paint does not wait for its round trip', () => {
    const html = inlineStyles(PAGE, { '/assets/shop-3.css': 'main{color:red}' });
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/shop-3.css">');
    expect(html).toContain('<style data-href="/assets/shop-3.css">main{color:red}</style>');
  });

  it('names the stylesheet on a disabled link (never fetched), so a lazy screen needing it does not fetch it again', () => {
    const html = inlineStyles(PAGE, { '/assets/shop-3.css': 'main{color:red}' });
    expect(html).toContain('<link rel="stylesheet" href="/assets/shop-3.css" disabled />');
  });

  it('keeps the link of a stylesheet it does not have, and never lets the text end the element', () => {
    expect(inlineStyles(PAGE, {})).toBe(PAGE);
    const html = inlineStyles(PAGE, {
      '/assets/shop-3.css': 'a::after{content:"</style><script>"}',
    });
    expect(html).toContain(
      '<style data-href="/assets/shop-3.css">a::after{content:"<\\/style><script>"}</style>',
    );
  });
});
