/** Category routes of the catalogue API: root categories, one category, its banners. */
import type { FastifyInstance } from 'fastify';
import type { RestBanner } from '@shopfront/legacy-api';
import type { SimContext } from '../context.js';
import { defineRoute } from '../lib/define-route.js';
import { notFound } from '../lib/http-errors.js';
import { idParam, optionalNumber } from '../lib/query.js';
import { pathTo, productOffers, toProductSummary, toRestCategory } from '../present/catalogue.js';
import { lookup } from '../state/lookup.js';
import type { BannerRecord, CategoryRecord, ProductRecord } from '../state/types.js';

function supplierAgencyId(ctx: SimContext, supplierId: number | undefined): number | undefined {
  if (supplierId === undefined) return undefined;
  const supplier = lookup(ctx.state).suppliers.get(supplierId);
  if (!supplier) throw notFound(`Supplier ${supplierId} not found`);
  return supplier.agencyId;
}

/** Root categories this supplier's group stocks, or every root category without a supplier. */
function rootCategoriesFor(ctx: SimContext, supplierId: number | undefined): CategoryRecord[] {
  const roots = ctx.state.categories.filter((category) => category.parentId === null);
  const agencyId = supplierAgencyId(ctx, supplierId);
  if (agencyId === undefined) return roots;
  const agency = ctx.state.agencies.find((candidate) => candidate.id === agencyId);
  const stocked = new Set(agency?.rootCategoryIds ?? []);
  return roots.filter((category) => stocked.has(category.id));
}

function subtreeIds(ctx: SimContext, categoryId: number): Set<number> {
  const ids = new Set([categoryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of ctx.state.categories) {
      if (category.parentId !== null && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Products under a category that the supplier sells (all products without a supplier). */
function productsUnder(
  ctx: SimContext,
  categoryId: number,
  supplierId: number | undefined,
): ProductRecord[] {
  const ids = subtreeIds(ctx, categoryId);
  return ctx.state.products.filter(
    (product) =>
      ids.has(product.categoryId) &&
      (supplierId === undefined || productOffers(ctx, product, supplierId).length > 0),
  );
}

export function toRestBanner(ctx: SimContext, banner: BannerRecord): RestBanner {
  return {
    id: banner.id,
    title: banner.title,
    image_url: ctx.publicUrl(`/media/banners/${banner.id}.svg`),
    target_id: banner.targetId,
    target_type: banner.targetType,
  };
}

export function bannersFor(ctx: SimContext, supplierId: number | undefined): BannerRecord[] {
  const agencyId = supplierAgencyId(ctx, supplierId);
  return ctx.state.banners.filter(
    (banner) =>
      agencyId === undefined || !banner.agencyIds.length || banner.agencyIds.includes(agencyId),
  );
}

export function registerCategoryRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /catalog/v1/categories', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    const resources = rootCategoriesFor(ctx, supplierId).map((category) =>
      toRestCategory(ctx, category, productsUnder(ctx, category.id, supplierId).length),
    );
    return { status: 'ok', resources };
  });

  defineRoute(app, 'GET /catalog/v1/categories/{id}', ({ params, query }) => {
    const id = idParam(params.id);
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    supplierAgencyId(ctx, supplierId);
    const category = lookup(ctx.state).categories.get(id);
    if (!category) throw notFound(`Category ${id} not found`);
    const children = ctx.state.categories.filter((child) => child.parentId === id);
    const products = productsUnder(ctx, id, supplierId);
    return {
      status: 'ok',
      category: {
        ...toRestCategory(ctx, category, products.length),
        categories: children.map((child) =>
          toRestCategory(ctx, child, productsUnder(ctx, child.id, supplierId).length),
        ),
        products: products.map((product) => toProductSummary(ctx, product, supplierId)),
        catalog_path: pathTo(ctx, id).map(({ id: pathId, name }) => ({ id: pathId, name })),
      },
    };
  });

  defineRoute(app, 'GET /catalog/v1/categories/{id}/banners', ({ params, query }) => {
    const id = idParam(params.id);
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    if (!lookup(ctx.state).categories.has(id)) throw notFound(`Category ${id} not found`);
    const related = new Set(pathTo(ctx, id).map((category) => category.id));
    for (const childId of subtreeIds(ctx, id)) related.add(childId);
    const resources = bannersFor(ctx, supplierId)
      .filter(
        (banner) =>
          !banner.popup &&
          banner.targetType === 'category' &&
          banner.targetId !== null &&
          related.has(banner.targetId),
      )
      .map((banner) => toRestBanner(ctx, banner));
    return { status: 'ok', resources };
  });
}
