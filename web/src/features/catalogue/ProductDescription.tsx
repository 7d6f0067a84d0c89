/**
 * A product's description, written from what the catalogue knows of it (the legacy API has no
 * free text): its brands, its packs and where it sits in the shop.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { listFormat } from '../../lib/intl-formats';
import type { ProductPageQuery } from './ProductPage.generated';

type Product = NonNullable<ProductPageQuery['product']>;

function listOf(items: string[], locale: string): string {
  return listFormat(locale, { type: 'conjunction' }).format(items);
}

const PER_KG = /^per\s*kg$/i;

export function ProductDescription({ product }: { product: Product }) {
  const { i18n } = useLingui();
  const name = product.name;
  const brands = listOf(
    product.brands.map((brand) => brand.name),
    i18n.locale,
  );
  const packNames = product.packs.map((pack) => pack.name);
  const packs = listOf(
    packNames.filter((pack) => !PER_KG.test(pack)),
    i18n.locale,
  );
  const byWeight = packNames.some((pack) => PER_KG.test(pack));
  // "Dairy & Eggs/Milk" reads as a path through the shop's aisles.
  const aisle = product.catalogPaths[0]
    ?.split('/')
    .map((part) => part.trim())
    .join(' › ');
  const sentences = [
    brands && (
      <Trans key="brand">
        {name} from {brands}.
      </Trans>
    ),
    packs && <Trans key="packs">Sold in {packs}.</Trans>,
    byWeight && <Trans key="weight">Sold by the kg: you choose the weight.</Trans>,
    aisle && <Trans key="aisle">You find it under {aisle}.</Trans>,
  ].filter(Boolean);
  if (sentences.length === 0) return null;
  return (
    <p className="product-description">
      {sentences.map((sentence, index) => (
        <span key={index}>
          {index > 0 && ' '}
          {sentence}
        </span>
      ))}
    </p>
  );
}
