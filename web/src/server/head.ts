/**
 * The page's head for link previews and search engines (docs/adr/0029): title, description,
 * canonical URL, Open Graph tags and, on a product page, schema.org Product/Offer JSON-LD with
 * the prices at the branch. Read from the Apollo cache the render filled; the browser keeps the
 * title up to date on later navigations (Shell).
 */
import type { OperationVariables, TypedDocumentNode, Unmasked } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { configFromQuery } from '../core/config/app-config';
import { ShopConfigDocument } from '../core/config/ShopConfig.generated';
import { categoryPageVariables } from '../features/catalogue/category-paging';
import { CategoryPageDocument } from '../features/catalogue/CategoryPage.generated';
import { ProductPageDocument } from '../features/catalogue/ProductPage.generated';
import { formatMoney } from '../lib/money';

export interface Head {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  type: 'website' | 'product';
  jsonLd: object | null;
}

/** A query's data as the render received it (render-answers.ts), else from the cache. */
export type ReadAnswer = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
) => Unmasked<TData> | null;

export interface HeadInput {
  read: ReadAnswer;
  i18n: I18n;
  url: URL;
  screen: string;
  params: Record<string, string | undefined>;
  supplierId: string | undefined;
  /** The matched route's own title (its handle), translated. */
  routeTitle: string | null;
}

const DESCRIPTION = msg`Groceries and bulk buys from shops near you, compared and delivered or ready to collect.`;

export function headFor(input: HeadInput): Head {
  const { read, i18n, url } = input;
  const shop = configFromQuery(read(ShopConfigDocument) ?? undefined);
  const canonical = `${url.origin}${url.pathname}${input.screen === 'search' ? url.search : ''}`;
  const base: Head = {
    // What the shell writes in the browser (its route title, then the shop's), home included.
    title: input.routeTitle ? `${input.routeTitle} · ${shop.title}` : shop.title,
    description: i18n._(DESCRIPTION),
    canonical,
    image: null,
    type: 'website',
    jsonLd: null,
  };
  if (input.screen === 'category/:id') {
    const category = read(
      CategoryPageDocument,
      categoryPageVariables(input.params.id ?? '', input.supplierId, url.searchParams),
    )?.category;
    if (!category) return base;
    const name = category.name;
    const shopName = shop.title;
    return {
      ...base,
      title: `${name} · ${shopName}`,
      description: i18n._(msg`${name} at ${shopName}, with the prices of the branches near you.`),
    };
  }
  if (input.screen === 'product/:id' || input.screen === 'product/:id/offers') {
    const supplierId = input.screen === 'product/:id' ? input.supplierId : undefined;
    const product = read(ProductPageDocument, { id: input.params.id ?? '', supplierId })?.product;
    if (!product) return base;
    const image = product.sellables[0]?.largeImageUrl ?? product.imageUrl ?? null;
    const offers = product.offers.filter((offer) => !offer.outOfStock);
    const cheapest = offers.reduce<(typeof offers)[number] | null>(
      (best, offer) => (!best || offer.priceInCents < best.priceInCents ? offer : best),
      null,
    );
    const price = cheapest ? formatMoney(cheapest.priceInCents) : null;
    const where = cheapest?.supplier.name ?? shop.title;
    const name = product.name;
    const shopName = shop.title;
    return {
      ...base,
      title: `${name} · ${shopName}`,
      description: price
        ? i18n._(msg`${name}: ${price} at ${where}.`)
        : i18n._(msg`${name} at ${shopName}.`),
      image,
      type: 'product',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        ...(image ? { image } : {}),
        ...(product.brands[0] ? { brand: { '@type': 'Brand', name: product.brands[0].name } } : {}),
        url: canonical,
        offers: product.offers.map((offer) => ({
          '@type': 'Offer',
          price: (offer.priceInCents / 100).toFixed(2),
          priceCurrency: 'ZAR',
          availability: offer.outOfStock
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
          seller: { '@type': 'Organization', name: offer.supplier.name },
          url: canonical,
        })),
      },
    };
  }
  return base;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** JSON inside a `<script>` element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head's tags as HTML. */
export function headTags(head: Head): string {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('og:type', head.type),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonical),
    head.image ? meta('og:image', head.image) : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('');
}
