// The page's inline starter (server/after-paint.js) in a page of its own, as the server sends it:
// how many scripts it asks for at once, and Add before the scripts posted by the page itself.
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import AFTER_PAINT from './after-paint.js?raw';
import { SEEN_WITHIN } from '../test-support/seen-within';

const ENTRY = '/assets/main-1.js';
const MODULES = ['runtime', 'libraries', 'shop', 'ProductPage', 'parts', 'messages', 'Home'].map(
  (name, index) => `/assets/${name}-${index + 2}.js`,
);
const ADD_FORM = `<form action="/basket" method="post" class="basket-form" data-added="Added to your basket">
  <input type="hidden" name="offerId" value="102823"><input type="hidden" name="atLeast" value="1">
  <button type="submit">Add</button></form>`;

const PAGE = `<a href="/category/1">Fruit</a><button id="menu" type="button" aria-disabled="true">Menu</button><button id="edit" type="button">Edit</button>${ADD_FORM}`;

/** Shop here: a form whose scripts ask the shopper first (`data-asks-first`). */
const SHOP_HERE = `<form action="/basket" method="post" data-asks-first><input type="hidden" name="replace" value="1"><button id="shop-here" type="submit">Shop here</button></form>`;

/**
 * Every script the starter asks for, arrived: each `modulepreload` link loaded (a load asks for
 * the next at once), once the page is painted and has asked for its first ones.
 */
function scriptsArrive(dom: JSDOM): void {
  const arrived = new WeakSet<Element>();
  for (;;) {
    const waiting = [...dom.window.document.querySelectorAll('link[rel="modulepreload"]')].filter(
      (link) => !arrived.has(link),
    );
    if (waiting.length === 0) break;
    for (const link of waiting) {
      arrived.add(link);
      link.dispatchEvent(new dom.window.Event('load'));
    }
  }
  expect(dom.window.document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(
    MODULES.length + 1,
  );
}

/** A press of a finger or a mouse button on what it is dispatched at. */
function press(dom: JSDOM): Event {
  return new dom.window.MouseEvent('pointerdown', { bubbles: true });
}

/**
 * A server-rendered page with the starter first in its head; `fetch` answers as asked. With
 * `pageView`, the page is one that counts as a page view (`data-page-view`, server/template.ts);
 * with `atOnce`, one with nothing to read before its scripts run (`data-at-once`).
 */
function page(fetch = vi.fn(), { pageView = false, atOnce = false, body = PAGE } = {}) {
  const dom = new JSDOM(
    `<!doctype html><html><head><script data-entry="${ENTRY}" data-preload='${JSON.stringify(MODULES)}'${pageView ? ' data-page-view' : ''}${atOnce ? ' data-at-once' : ''}>${AFTER_PAINT}</script><title>Basket · Shopfront</title></head><body>${body}</body></html>`,
    {
      url: 'http://shop.test/product/1',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        Object.assign(window, { fetch });
      },
    },
  );
  const { document } = dom.window;
  const asked = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const entryRuns = () => document.querySelector(`script[type="module"][src="${ENTRY}"]`) !== null;
  const submit = () =>
    document
      .querySelector('form')!
      .dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  return { dom, document, asked, submit, entryRuns };
}

describe('the inline starter', () => {
  it('asks for at most four scripts at once, the entry and its imports first, the next as each arrives', async () => {
    const { asked, dom } = page();
    await vi.waitFor(() => expect(asked()).toEqual([ENTRY, ...MODULES.slice(0, 3)]), SEEN_WITHIN);
    const links = dom.window.document.querySelectorAll('link[rel="modulepreload"]');
    links[1]!.dispatchEvent(new dom.window.Event('load'));
    links[0]!.dispatchEvent(new dom.window.Event('error'));
    expect(asked()).toEqual([ENTRY, ...MODULES.slice(0, 5)]);
    dom.window.close();
  });

  it('runs the app at the first press that stays on the page, not at a press on a link', async () => {
    const { document, asked, dom, entryRuns } = page();
    await vi.waitFor(() => expect(asked()).toHaveLength(4), SEEN_WITHIN); // painted: fetched, not run
    expect(entryRuns()).toBe(false);
    document.querySelector('a')!.dispatchEvent(press(dom));
    expect(entryRuns()).toBe(false);
    document.body.dispatchEvent(press(dom));
    expect(entryRuns()).toBe(true);
    dom.window.close();
  });

  it('runs the app at a key, and a key before the first paint runs it once painted', async () => {
    const { document, asked, dom, entryRuns } = page();
    document.body.dispatchEvent(new dom.window.KeyboardEvent('keydown', { bubbles: true }));
    expect(entryRuns()).toBe(false); // the first paint has the connection to itself
    await vi.waitFor(() => expect(asked()).toHaveLength(4), SEEN_WITHIN);
    expect(entryRuns()).toBe(true);
    dom.window.close();
  });

  it('runs the app once the page has been left alone for five seconds after its first paint', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { asked, dom, entryRuns } = page();
      await vi.advanceTimersByTimeAsync(600);
      expect(asked()).toHaveLength(4);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(entryRuns()).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(entryRuns()).toBe(true);
      dom.window.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs the app once painted, with no press, on a page with nothing to read before it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { asked, dom, entryRuns } = page(vi.fn(), { atOnce: true });
      expect(entryRuns()).toBe(false); // the first paint has the connection to itself
      await vi.advanceTimersByTimeAsync(600);
      expect(asked()).toHaveLength(4);
      expect(entryRuns()).toBe(true);
      dom.window.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a tap on a control waiting for the scripts once they serve it, and leaves Add to its form', async () => {
    const { document, dom } = page(vi.fn(() => Promise.resolve({ status: 204 })));
    const menu = document.querySelector<HTMLButtonElement>('#menu')!;
    const add = document.querySelector<HTMLButtonElement>('form button')!;
    add.setAttribute('aria-disabled', 'true');
    const menuTaps = vi.fn();
    const addTaps = vi.fn((event: Event) => event.preventDefault());
    menu.addEventListener('click', menuTaps);
    add.addEventListener('click', addTaps);
    menu.click(); // before the scripts: nothing serves it yet
    add.click();
    expect(menuTaps).toHaveBeenCalledTimes(1);
    // Hydrated: the page says so first, and its controls leave aria-disabled in a render after.
    document.documentElement.setAttribute('data-hydrated', '');
    await new Promise((resolve) => dom.window.setTimeout(resolve, 120));
    expect(menuTaps).toHaveBeenCalledTimes(1);
    menu.removeAttribute('aria-disabled');
    add.removeAttribute('aria-disabled');
    await vi.waitFor(() => expect(menuTaps).toHaveBeenCalledTimes(2), SEEN_WITHIN);
    await new Promise((resolve) => dom.window.setTimeout(resolve, 120));
    expect(menuTaps).toHaveBeenCalledTimes(2);
    expect(addTaps).toHaveBeenCalledTimes(1);
    dom.window.close();
  });

  it('answers a tap on any button that submits no form, once the scripts serve the page', async () => {
    const { document, dom } = page();
    const edit = document.querySelector<HTMLButtonElement>('#edit')!;
    const taps = vi.fn();
    edit.addEventListener('click', taps);
    edit.click();
    document.documentElement.setAttribute('data-hydrated', '');
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(2), SEEN_WITHIN);
    dom.window.close();
  });

  it('leaves a tap made while React hydrates to React', async () => {
    const { document, dom } = page();
    const menu = document.querySelector<HTMLButtonElement>('#menu')!;
    const menuTaps = vi.fn();
    menu.addEventListener('click', menuTaps);
    document.documentElement.setAttribute('data-hydrating', ''); // main.tsx, before hydrateRoot
    menu.click(); // React hydrates the menu first and hands it this tap
    document.documentElement.setAttribute('data-hydrated', '');
    menu.removeAttribute('aria-disabled');
    await new Promise((resolve) => dom.window.setTimeout(resolve, 120));
    expect(menuTaps).toHaveBeenCalledTimes(1);
    dom.window.close();
  });

  it('posts Add itself before the scripts run, once, and says so when the gateway took it', async () => {
    const fetch = vi.fn(() => Promise.resolve({ status: 204 }));
    const { document, submit, dom } = page(fetch);
    const formSubmit = vi.spyOn(dom.window.HTMLFormElement.prototype, 'submit');
    expect(submit()).toBe(false); // the browser's own post (and the page loaded again) is stopped
    submit(); // a second tap while the first is on its way
    await vi.waitFor(
      () =>
        expect(document.querySelector('[role="status"]')?.textContent).toBe('Added to your basket'),
      SEEN_WITHIN,
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://shop.test/basket');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('offerId=102823&atLeast=1');
    expect(formSubmit).not.toHaveBeenCalled();
    dom.window.close();
  });

  it('lets the form post itself when the gateway refused it, and leaves a submit the app stopped', async () => {
    const fetch = vi.fn(() => Promise.resolve({ status: 409 }));
    const { document, submit, dom } = page(fetch);
    const formSubmit = vi.spyOn(dom.window.HTMLFormElement.prototype, 'submit');
    formSubmit.mockImplementation(() => undefined);
    submit();
    await vi.waitFor(() => expect(formSubmit).toHaveBeenCalledTimes(1), SEEN_WITHIN); // the refusal's page
    // Hydrated: the app's handler stops the submit first, and the starter does nothing.
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    submit();
    expect(fetch).toHaveBeenCalledTimes(1);
    dom.window.close();
  });

  it('holds a form that asks first (Shop here) for the scripts, once they are here, and hands its tap to them', async () => {
    const { asked, document, dom, entryRuns } = page(vi.fn(), { body: SHOP_HERE });
    await vi.waitFor(() => expect(asked()).toHaveLength(4), SEEN_WITHIN); // painted: the first ones asked
    scriptsArrive(dom);
    const form = document.querySelector('form')!;
    const formSubmit = vi.spyOn(dom.window.HTMLFormElement.prototype, 'submit');
    const posted = vi.fn();
    // Heard last (the window, after the document's starter): whether the browser posts it.
    dom.window.addEventListener('submit', (event) => posted(event.defaultPrevented));
    document.querySelector<HTMLButtonElement>('#shop-here')!.click();
    expect(posted).toHaveBeenCalledWith(true); // not posted: the scripts will ask first
    expect(entryRuns()).toBe(true);
    // The app hydrates, and its own handler (the dialog) takes the submit.
    const asks = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', asks);
    document.documentElement.setAttribute('data-hydrated', '');
    await vi.waitFor(() => expect(asks).toHaveBeenCalledTimes(1), SEEN_WITHIN);
    expect(formSubmit).not.toHaveBeenCalled();
    dom.window.close();
  });

  it('posts a form that asks first itself when the scripts are not here yet, or do not serve the page soon', async () => {
    // Not here yet (a slow connection): the form posts at once, as without them.
    const early = page(vi.fn(), { body: SHOP_HERE });
    const posted = vi.fn();
    early.dom.window.addEventListener('submit', (event) => {
      posted(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    });
    await vi.waitFor(() => expect(early.asked()).toHaveLength(4), SEEN_WITHIN);
    early.document.querySelector<HTMLButtonElement>('#shop-here')!.click();
    expect(posted).toHaveBeenCalledWith(false);
    early.dom.window.close();

    // Here, but the app does not serve the page within a few seconds: the form posts itself.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const late = page(vi.fn(), { body: SHOP_HERE });
      const formSubmit = vi
        .spyOn(late.dom.window.HTMLFormElement.prototype, 'submit')
        .mockImplementation(() => undefined);
      await vi.advanceTimersByTimeAsync(600);
      scriptsArrive(late.dom);
      late.document.querySelector<HTMLButtonElement>('#shop-here')!.click();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(formSubmit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(formSubmit).toHaveBeenCalledTimes(1);
      // Hydrated after that: nothing is answered twice.
      late.document.documentElement.setAttribute('data-hydrated', '');
      await vi.advanceTimersByTimeAsync(3_000);
      expect(formSubmit).toHaveBeenCalledTimes(1);
      late.dom.window.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the page as leaving when the browser posts a form itself, so the scripts do not start it', async () => {
    const STEP = `<form action="/checkout/dispatch" method="post"><button id="continue" type="submit">Continue</button></form>
      <form action="/checkout/place" method="post" target="_blank"><button id="elsewhere" type="submit">Print</button></form>`;
    const leaving = (document: Document) => document.documentElement.hasAttribute('data-leaving');
    const posts = (dom: JSDOM) =>
      dom.window.addEventListener('submit', (event) => event.preventDefault()); // jsdom cannot navigate

    const before = page(vi.fn(), { body: STEP });
    posts(before.dom);
    before.document.querySelector<HTMLButtonElement>('#elsewhere')!.click();
    expect(leaving(before.document)).toBe(false); // another window's page
    before.document.querySelector<HTMLButtonElement>('#continue')!.click();
    expect(leaving(before.document)).toBe(true);
    before.dom.window.close();

    // React's from the moment it hydrates: its handlers stop the submits the app serves.
    const hydrating = page(vi.fn(), { body: STEP });
    posts(hydrating.dom);
    hydrating.document.documentElement.setAttribute('data-hydrating', '');
    hydrating.document.querySelector<HTMLButtonElement>('#continue')!.click();
    expect(leaving(hydrating.document)).toBe(false);
    hydrating.dom.window.close();

    // Add posted by the starter stays on the page; refused, the form posts itself and leaves.
    const fetch = vi.fn(() => Promise.resolve({ status: 409 }));
    const add = page(fetch);
    const formSubmit = vi
      .spyOn(add.dom.window.HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    add.submit();
    expect(leaving(add.document)).toBe(false);
    await vi.waitFor(() => expect(formSubmit).toHaveBeenCalledTimes(1), SEEN_WITHIN);
    expect(leaving(add.document)).toBe(true);
    add.dom.window.close();
  });

  it('lets the scripts start a page whose post the shopper stopped (the browser says so: navigateerror)', () => {
    const STEP = `<form action="/checkout/dispatch" method="post"><button id="continue" type="submit">Continue</button></form>`;
    const dom = new JSDOM(
      `<!doctype html><html><head><script data-entry="${ENTRY}" data-preload='[]'>${AFTER_PAINT}</script></head><body>${STEP}</body></html>`,
      {
        url: 'http://shop.test/checkout/dispatch',
        runScripts: 'dangerously',
        pretendToBeVisual: true,
        beforeParse(window) {
          // Chromium's Navigation API, as far as the starter uses it; jsdom has none.
          Object.assign(window, { navigation: new window.EventTarget() });
        },
      },
    );
    const { document } = dom.window;
    const navigation = (dom.window as unknown as { navigation: EventTarget }).navigation;
    dom.window.addEventListener('submit', (event) => event.preventDefault()); // jsdom cannot navigate
    document.querySelector<HTMLButtonElement>('#continue')!.click();
    expect(document.documentElement.hasAttribute('data-leaving')).toBe(true);
    // Stop (the browser's button, Esc): the page stays, and is the shopper's again.
    navigation.dispatchEvent(new dom.window.Event('navigateerror'));
    expect(document.documentElement.hasAttribute('data-leaving')).toBe(false);
    // A later post leaves again.
    document.querySelector<HTMLButtonElement>('#continue')!.click();
    expect(document.documentElement.hasAttribute('data-leaving')).toBe(true);
    dom.window.close();
  });

  it('counts the page view as the page is parsed, before the scripts run, when the page counts', async () => {
    const counted = page(vi.fn(), { pageView: true });
    const views = () =>
      ((counted.dom.window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (event) => (event as { event: string }).event === 'page_view',
      );
    await vi.waitFor(() => expect(views()).toHaveLength(1), SEEN_WITHIN);
    expect(views()[0]).toEqual({
      event: 'page_view',
      page_path: '/product/1',
      page_title: 'Basket · Shopfront',
    });
    // The app's first view of the same path is left out (lib/analytics.ts).
    expect(counted.document.documentElement.getAttribute('data-page-viewed')).toBe('/product/1');
    expect(counted.entryRuns()).toBe(false);
    counted.dom.window.close();

    const uncounted = page();
    await vi.waitFor(() => expect(uncounted.asked()).toHaveLength(4), SEEN_WITHIN);
    expect(
      (uncounted.dom.window as unknown as { dataLayer?: unknown[] }).dataLayer,
    ).toBeUndefined();
    expect(uncounted.document.documentElement.hasAttribute('data-page-viewed')).toBe(false);
    uncounted.dom.window.close();
  });

  it('hides, before the first paint, an announcement this device has seen (each once, one a day)', () => {
    // (Which rule wins over the page's stylesheet is Chromium's to say: server-render-layout-shift.spec.)
    const ads =
      '<aside class="ad-popup" data-ad-id="8">Welcome</aside><aside class="ad-popup" data-ad-id="9">Braai</aside>';
    const shown = (stored: unknown, now?: number) => {
      const dom = new JSDOM(
        `<!doctype html><html><head><script data-entry="${ENTRY}" data-preload="[]">${AFTER_PAINT}</script></head><body>${ads}</body></html>`,
        {
          url: 'http://shop.test/',
          runScripts: 'dangerously',
          beforeParse(window) {
            if (now !== undefined) window.Date.now = () => now;
            if (stored !== undefined) window.localStorage.setItem('ads-v1', JSON.stringify(stored));
          },
        },
      );
      const ids = [...dom.window.document.querySelectorAll('.ad-popup')]
        .filter((aside) => dom.window.getComputedStyle(aside).display !== 'none')
        .map((aside) => aside.getAttribute('data-ad-id'));
      dom.window.close();
      return ids;
    };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
      new Date(),
    );
    expect(shown(undefined)).toEqual(['8', '9']);
    expect(shown({ ids: ['8'], day: '2020-01-01' })).toEqual(['9']);
    expect(shown(['8'])).toEqual(['9']); // the entry before the daily limit: the ids alone
    expect(shown({ ids: ['8'], day: today })).toEqual([]);
    // Half past midnight in Johannesburg, still the day before in UTC: Johannesburg's day counts.
    const lateUtc = Date.UTC(2026, 10, 29, 22, 30);
    expect(shown({ ids: ['8'], day: '2026-11-30' }, lateUtc)).toEqual([]);
    expect(shown({ ids: ['8'], day: '2026-11-29' }, lateUtc)).toEqual(['9']);
  });
});
