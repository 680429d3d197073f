import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError } from '../../platform/http/json';
import type { Viewer } from '../../platform/viewer';
import { CSV_HEADER, csvRow, orderCsvRow } from './orders-csv';
import type { OrdersService } from './orders.service';
import { ORDER_STATUSES, type OrderStatus } from './orders.table';

const EXPORT_PATH = '/orders/export.csv';

/**
 * `GET /orders/export.csv?manufacturerId=&status=PENDING,CONFIRMED&search=`: the owning store's
 * orders matching the dashboard's filter, newest first, streamed a batch at a time.
 */
export async function orderExportRoutes(
  app: FastifyInstance,
  deps: { orders: OrdersService; viewerOf: (request: FastifyRequest) => Promise<Viewer | null> },
) {
  app.get(EXPORT_PATH, async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, 'You must be logged in to export orders.');
    const query = request.query as Record<string, unknown>;
    const statuses = parseStatuses(query.status);
    if (statuses === null) return replyError(reply, 400, `status must be any of ${ORDER_STATUSES.join(', ')}.`);
    const batches = deps.orders.exportBatches(viewer, query.manufacturerId, {
      statuses,
      search: typeof query.search === 'string' ? query.search : null,
    });
    // The first batch settles ownership and the filter before any byte is sent.
    let first: Awaited<ReturnType<typeof batches.next>>;
    try {
      first = await batches.next();
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
    async function* csv() {
      yield csvRow(CSV_HEADER);
      for (let batch = first; !batch.done; batch = await batches.next()) {
        yield batch.value.map(({ order, lines }) => orderCsvRow(order, lines)).join('');
      }
    }
    return reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="orders.csv"')
      .header('cache-control', 'no-store')
      .send(Readable.from(csv()));
  });
  refuseOtherMethods(app, EXPORT_PATH, ['GET', 'HEAD']);
}

/** "PENDING,CONFIRMED" (or the parameter repeated); null when a value is not a status. */
function parseStatuses(value: unknown): OrderStatus[] | null {
  if (value === undefined || value === '') return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const statuses = parts.map((part) => ORDER_STATUSES.find((s) => s === part.trim().toUpperCase()));
  return statuses.every((s): s is OrderStatus => s !== undefined) ? statuses : null;
}
