import { PackageSearch, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { categoryTitle } from '../../features/categories/category-title';
import { CardCartControl } from '../../features/cart/components/card-cart-control';
import { useProducts } from '../../features/products/api/get-products';
import { toCartProduct, type ProductSummary } from '../../features/products/api/product-summary';
import { ProductGrid, ProductGridSkeleton } from '../../features/products/components/product-grid';
import { useRecordProductsListed } from '../../lib/shop-events';
import { PageBody, PageHeader } from '../layouts/page-header';

const CATEGORY_PAGE_SIZE = 200;

const addToCart = (product: ProductSummary) => <CardCartControl product={toCartProduct(product)} />;

/** `/categories/:category`: the products of that one category, under its title. */
export default function CategoryScreen() {
  const key = useParams().category ?? '';
  const title = categoryTitle(key);
  const products = useProducts({ category: key }, { take: CATEGORY_PAGE_SIZE });
  useRecordProductsListed(
    products.data?.products.map((p) => p.id),
    'category',
  );
  return (
    <>
      <PageHeader title={title} back="/categories" />
      <PageBody>
        {products.isPending ? (
          <ProductGridSkeleton />
        ) : products.isError ? (
          <EmptyState
            icon={<TriangleAlert />}
            title="Failed to load products"
            action={
              <Button
                variant="secondary"
                loading={products.isFetching}
                loadingLabel="Loading..."
                onClick={() => void products.refetch()}
              >
                Try again
              </Button>
            }
          >
            Please try again later.
          </EmptyState>
        ) : products.data.products.length === 0 ? (
          <EmptyState
            icon={<PackageSearch />}
            title="No products found in this category"
            action={
              <Link to="/categories" className={buttonClasses('secondary')}>
                All categories
              </Link>
            }
          />
        ) : (
          // The category mixes brands: each card names its store.
          <ProductGrid products={products.data.products} label={`${title} products`} action={addToCart} showStore />
        )}
      </PageBody>
    </>
  );
}
