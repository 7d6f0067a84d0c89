/**
 * Which routes the server renders, as their handles say (docs/adr/0049): public browsing for
 * everyone, the shopper's own orders for signed-in shoppers, nothing else; and every rendered
 * route names a screen file that exists (the page links its styles and preloads its code).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/router';
import { renderHandleOf, type RouteHandle } from '../core/route-handle';

const renderOf = (path: string) => {
  const matches = matchRoutes(routes, path);
  return matches ? renderHandleOf(matches) : null;
};

describe('rendered routes', () => {
  it('renders home, categories, products, the basket and its comparison, and the menu for everyone, orders and the checkout for signed-in shoppers', () => {
    for (const path of [
      '/',
      '/category/5',
      '/product/1',
      '/product/1/offers',
      '/basket',
      '/basket/compare',
      '/menu',
    ]) {
      expect(renderOf(path), path).toMatchObject({ signedIn: true });
    }
    for (const path of [
      '/orders',
      '/orders/12',
      '/orders/12/again',
      '/checkout/dispatch',
      '/checkout/shipping_address',
      '/checkout/confirmation',
    ]) {
      expect(renderOf(path), path).toMatchObject({ signedIn: true });
    }
  });

  it('renders the offers, search, branches and terms for signed-in shoppers too: every page the menu leads to', () => {
    for (const path of [
      '/promotions',
      '/leaflets_promotions',
      '/stokvel',
      '/combos',
      '/leaflets',
      '/search',
      '/agencies',
      '/terms_and_conditions',
    ]) {
      expect(renderOf(path), path).toMatchObject({ signedIn: true });
    }
  });

  it('renders signing in, registering and a forgotten password for visitors only', () => {
    for (const path of ['/sign_in', '/register', '/forgot_password', '/reset_password']) {
      const render = renderOf(path);
      expect(render, path).not.toBeNull();
      expect(render?.signedIn, path).toBeFalsy();
    }
  });

  it('renders an address the shop has no page for as its "not found" page, for everyone', () => {
    expect(renderOf('/nowhere')).toEqual({ screen: 'src/app/NotFoundPage.tsx', signedIn: true });
  });

  it('gives every other route the client page', () => {
    for (const path of ['/basket/compare_debug', '/checkout/payment', '/profile']) {
      expect(renderOf(path), path).toBeNull();
    }
  });

  it('names an existing screen file for every rendered route', () => {
    const screens: string[] = [];
    const walk = (list: RouteObject[]) =>
      list.forEach((route) => {
        const render = (route.handle as RouteHandle | undefined)?.render;
        if (render) screens.push(render.screen);
        if (route.children) walk(route.children);
      });
    walk(routes);
    expect(screens.length).toBeGreaterThan(10);
    for (const screen of screens)
      expect(existsSync(join(__dirname, '../..', screen)), screen).toBe(true);
  });
});
