/**
 * SPEC section 2 empty state of listings and searches: rendered to static HTML by the listing pages
 * and drawn by the /products island, one markup for both.
 */
import { urls } from '../../domain/urls';

export default function EmptyResults() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-semibold text-ink">No products found</h2>
      <p className="max-w-md text-ink-muted">
        We couldn't find any products matching your criteria. Try adjusting your search or browse our categories.
      </p>
      <a href={urls.products} className="btn btn-primary">
        Browse Products
      </a>
    </div>
  );
}
