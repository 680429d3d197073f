import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProduct } from '../../features/products/api/get-product';
import { RecallBanner } from '../../features/products/components/recall-banner';
import { ProductOverview } from '../../features/products/components/product-overview';
import {
  ProductLoadError,
  ProductNotFound,
  ProductPageSkeleton,
} from '../../features/products/components/product-status';
import { StoreLocator } from '../../features/store-locator/components/store-locator';
import { recordShopEvent } from '../../lib/shop-events';
import { PageBody, PageHeader } from '../layouts/page-header';
import { productDocumentTitle } from '../../features/products/product-document-title';

/** /product/{id}: the product, where to buy it, and the way to buy it online. */
export default function ProductScreen() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useProduct(id);
  const product = data?.product;
  const shownId = product?.id;
  useEffect(() => {
    if (shownId) recordShopEvent({ type: 'product_viewed', productId: shownId });
  }, [shownId]);
  return (
    <>
      <PageHeader
        title="Product"
        documentTitle={productDocumentTitle(product)}
        back={product ? `/${product.manufacturer.slug}` : '/'}
      />
      <PageBody className="space-y-8">
        {isPending ? (
          <ProductPageSkeleton />
        ) : error ? (
          <ProductLoadError message={error.message} onRetry={() => void refetch()} />
        ) : !product ? (
          <ProductNotFound />
        ) : (
          <>
            <RecallBanner batches={product.recalledBatches} />
            <ProductOverview product={product} />
            <StoreLocator brandSlug={product.manufacturer.slug} brandName={product.manufacturer.name} />
          </>
        )}
      </PageBody>
    </>
  );
}
