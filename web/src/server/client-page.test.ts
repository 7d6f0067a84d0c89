import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { clientPage } from './client-page';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Shopfront</title><script type="module" src="/assets/main.js"></script></head>
  <body class="boot">
    <div id="root"><div class="boot-shell" aria-busy="true"></div></div>
  </body>
</html>`;

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the client page', () => {
  it('starts its body with a note only a browser without scripts shows, the page otherwise as built', () => {
    const html = clientPage(TEMPLATE, english, 'needs-scripts');
    expect(html).toMatch(
      /<body class="boot"><noscript><style>[^<]*<\/style><p class="noscript-note"[^>]*>This page needs JavaScript\./,
    );
    expect(html).toContain('<a href="/">Go to the shop</a></p></noscript>');
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).toBe(TEMPLATE);
  });

  it('asks a page that could not be prepared to be tried again at its own address', () => {
    const html = clientPage(TEMPLATE, english, 'not-ready');
    expect(html).toContain('This page could not be prepared just now');
    expect(html).toContain('<a href="">Try again</a>');
  });

  it('tells a shopper whose session ended to log in again, or to go on shopping without', () => {
    const html = clientPage(TEMPLATE, english, 'signed-out');
    expect(html).toContain('You have been signed out.');
    expect(html).toContain('<a href="/sign_in">Log in</a>');
    // The same address again: this page dropped the cookie, so it comes as a visitor's page.
    expect(html).toContain('<a href="">Go on shopping without an account</a>');
  });

  it("is in the i18n's language", () => {
    const afrikaans = setupI18n({ locale: 'af', messages: { af: {} } });
    expect(clientPage(TEMPLATE, afrikaans, 'not-ready')).toContain('<html lang="af">');
  });

  it('refuses a template with no body', () => {
    expect(() => clientPage('<html lang="en"></html>', english, 'not-ready')).toThrow(/<body>/);
  });
});
