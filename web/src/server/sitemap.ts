/**
 * The sitemap search engines read (docs/adr/0029): the home page, every category reachable from
 * the root categories and every product they list, asked through the same persisted queries the
 * shop's screens use (so the gateway's safelist admits them), without a branch.
 */
import type { ApolloClient } from '@apollo/client';
import { SitemapCategoryDocument } from './SitemapCategory.generated';
import { RootCategoriesDocument } from '../features/catalogue/RootCategories.generated';
import { escapeHtml } from './head';

/** Bounds on a very large catalogue: a sitemap file holds at most 50 000 addresses. */
const MAX_CATEGORIES = 2_000;
const MAX_URLS = 50_000;

export async function sitemapXml(client: ApolloClient, origin: string): Promise<string> {
  const roots = await client.query({
    query: RootCategoriesDocument,
    variables: { supplierId: null },
  });
  const categories = new Set<string>();
  const products = new Set<string>();
  let level = (roots.data?.categories ?? []).map((category) => category.id);
  while (level.length > 0 && categories.size < MAX_CATEGORIES) {
    const fresh = level
      .filter((id) => !categories.has(id))
      .slice(0, MAX_CATEGORIES - categories.size);
    fresh.forEach((id) => categories.add(id));
    const pages = await Promise.all(
      fresh.map((id) =>
        client
          .query({ query: SitemapCategoryDocument, variables: { id }, errorPolicy: 'all' })
          .then((answer) => answer.data?.category ?? null),
      ),
    );
    level = [];
    for (const page of pages) {
      page?.products.forEach((product) => products.add(product.id));
      page?.subcategories.forEach((sub) => level.push(sub.id));
    }
  }
  const paths = [
    '/',
    '/promotions',
    '/leaflets',
    ...[...categories].map((id) => `/category/${encodeURIComponent(id)}`),
    ...[...products].map((id) => `/product/${encodeURIComponent(id)}`),
  ].slice(0, MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `<url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
