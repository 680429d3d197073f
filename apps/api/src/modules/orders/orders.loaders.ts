import DataLoader from 'dataloader';
import { groupBy } from '../../platform/graphql/batch';
import type { OrdersService } from './orders.service';

export const createOrderLoaders = (orders: OrdersService) => ({
  orderLines: new DataLoader(async (ids: readonly string[]) =>
    groupBy(ids, await orders.linesOf(ids), (line) => line.orderId),
  ),
  orderEvents: new DataLoader(async (ids: readonly string[]) =>
    groupBy(ids, await orders.eventsOf(ids), (event) => event.orderId),
  ),
  orderCheckouts: new DataLoader(async (ids: readonly string[]) => {
    const found = new Map((await orders.checkoutsOf(ids)).map((c) => [c.id, c]));
    return ids.map((id) => found.get(id) ?? null);
  }),
  deliverySettings: new DataLoader(async (ids: readonly string[]) => {
    const found = new Map((await orders.deliverySettingsOf(ids)).map((s) => [s.manufacturerId, s]));
    return ids.map((id) => found.get(id) ?? null);
  }),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createOrderLoaders> {}
}
