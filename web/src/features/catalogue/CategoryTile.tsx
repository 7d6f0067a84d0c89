import { Link } from 'react-router';
import type { CategoryTile_CategoryFragment } from './CategoryTile_category.generated';

export function CategoryTile({ category }: { category: CategoryTile_CategoryFragment }) {
  return (
    <li className="category-tile">
      <Link to={`/category/${category.id}`}>
        <img src={category.imageUrl} alt="" width="96" height="96" loading="lazy" />
        <span>{category.name}</span>
      </Link>
    </li>
  );
}
