import { Link } from 'react-router';
import type { CategoryTile_CategoryFragment } from './CategoryTile_category.generated';

import { tilePicture, type TilePriority } from './tile-picture';

export function CategoryTile({
  category,
  priority,
}: {
  category: CategoryTile_CategoryFragment;
  /** Where the tile stands on the first screen (tile-picture.ts); later tiles load lazily. */
  priority?: TilePriority;
}) {
  return (
    <li className="category-tile">
      <Link to={`/category/${category.id}`}>
        <img src={category.imageUrl} alt="" width="96" height="96" {...tilePicture(priority)} />
        <span>{category.name}</span>
      </Link>
    </li>
  );
}
