import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors';
import { refuseOtherMethods, replyDomainError, replyError } from '../../platform/http/json';
import type { Viewer } from '../../platform/viewer';
import type { AccountService } from './account.service';

export const DATA_EXPORT_PATH = '/account/export.json';

/** `GET /account/export.json`: the signed-in person's data as a file to keep. */
export async function accountDataRoutes(
  app: FastifyInstance,
  deps: { account: AccountService; viewerOf: (request: FastifyRequest) => Promise<Viewer | null> },
) {
  app.get(DATA_EXPORT_PATH, async (request, reply) => {
    const viewer = await deps.viewerOf(request);
    if (!viewer) return replyError(reply, 401, 'You must be logged in to download your data.');
    let json: AsyncGenerator<string>;
    try {
      json = await deps.account.exportData(viewer);
    } catch (error) {
      if (error instanceof DomainError) return replyDomainError(reply, error);
      throw error;
    }
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="kasuwa-my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(json));
  });
  refuseOtherMethods(app, DATA_EXPORT_PATH, ['GET', 'HEAD']);
}
