import { RELATED_PRODUCTS_MAX } from '@kasuwa/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PurchaseBar, PurchaseBarSpacer } from '../../features/cart/components/purchase-bar';
import { useProduct } from '../../features/products/api/get-product';
import { toCartProduct } from '../../features/products/api/product-summary';
import { RecallBanner } from '../../features/products/components/recall-banner';
import { ProductDetails } from '../../features/products/components/product-details';
import {
  ProductLoadError,
  ProductNotFound,
  ProductPageSkeleton,
} from '../../features/products/components/product-status';
import { RelatedProducts } from '../../features/products/components/related-products';
import { recordShopEvent } from '../../lib/shop-events';
import { PageBody, PageHeader } from '../layouts/page-header';
import { productDocumentTitle } from '../../features/products/product-document-title';

/** /productdetail/{id}: full details, other products of its category, Add to Cart and Buy Now. */
export default function ProductDetailScreen() {
  const { id = '' } = useParams();
  const { data, error, isPending, refetch } = useProduct(id);
  const product = data?.product;
  const shownId = product?.id;
  useEffect(() => {
    if (shownId) recordShopEvent({ type: 'product_viewed', productId: shownId });
  }, [shownId]);
  return (
    <>
      <PageHeader title="Product details" documentTitle={productDocumentTitle(product)} back={`/product/${id}`} />
      <PageBody>
        {isPending ? (
          <ProductPageSkeleton />
        ) : error ? (
          <ProductLoadError message={error.message} onRetry={() => void refetch()} />
        ) : !product ? (
          <ProductNotFound />
        ) : (
          <>
            <RecallBanner batches={product.recalledBatches} />
            <ProductDetails product={product} />
            <RelatedProducts
              where={{ ...(product.category ? { category: product.category } : {}), id: { notIn: [product.id] } }}
              take={RELATED_PRODUCTS_MAX}
              enabled={product.category !== null}
            />
            <PurchaseBarSpacer />
            <PurchaseBar product={toCartProduct(product)} />
          </>
        )}
      </PageBody>
    </>
  );
}
