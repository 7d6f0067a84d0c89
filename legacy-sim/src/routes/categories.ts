/** Category routes of the catalogue API. */
import type { FastifyInstance } from 'fastify';
import type { RestCategory } from '../contract/index.js';
import type { SimContext } from '../context.js';
import type { CategorySeed } from '../data/categories.js';
import { defineRoute } from '../lib/define-route.js';
import { notFound } from '../lib/http-errors.js';
import { optionalNumber } from '../lib/query.js';

function toRestCategory(ctx: SimContext, seed: CategorySeed): RestCategory {
  const children = ctx.state.categories.filter((child) => child.parentId === seed.id);
  return {
    id: seed.id,
    name: seed.name,
    image_url: ctx.publicUrl(`/media/categories/${seed.id}.svg`),
    parent_id: seed.parentId,
    categories_count: children.length,
    products_count: 0,
  };
}

/** Root categories this supplier stocks, or every root category without a supplier. */
function rootCategoriesFor(ctx: SimContext, supplierId: number | undefined): CategorySeed[] {
  const roots = ctx.state.categories.filter((category) => category.parentId === null);
  if (supplierId === undefined) return roots;
  const supplier = ctx.state.suppliers.find((candidate) => candidate.id === supplierId);
  if (!supplier) throw notFound(`Supplier ${supplierId} not found`);
  const agency = ctx.state.agencies.find((candidate) => candidate.id === supplier.agencyId);
  const stocked = new Set(agency?.rootCategoryIds ?? []);
  return roots.filter((category) => stocked.has(category.id));
}

export function registerCategoryRoutes(app: FastifyInstance, ctx: SimContext): void {
  defineRoute(app, 'GET /catalog/v1/categories', ({ query }) => {
    const supplierId = optionalNumber(query.supplier_id, 'supplier_id');
    const resources = rootCategoriesFor(ctx, supplierId).map((seed) => toRestCategory(ctx, seed));
    return { status: 'ok', resources };
  });
}
