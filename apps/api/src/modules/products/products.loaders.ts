import DataLoader from 'dataloader';
import type { ProductsService } from './products.service';

export const createProductLoaders = (products: ProductsService) => ({
  productById: new DataLoader(async (ids: readonly string[]) => {
    const byId = new Map((await products.findByIds(ids)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id) ?? null);
  }),
  productCount: new DataLoader(async (ids: readonly string[]) => {
    const counts = await products.countByManufacturerIds(ids);
    return ids.map((id) => counts.get(id) ?? 0);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createProductLoaders> {}
}
