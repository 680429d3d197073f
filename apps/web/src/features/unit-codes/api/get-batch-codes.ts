import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

export const BATCH_CODES_QUERY_NAME = 'BatchCodes';

export const BATCH_CODES_QUERY = graphql(`
  query BatchCodes($id: String) {
    batch(id: $id) {
      id
      latestCodeGeneration {
        id
        requested
        done
        status
        firstSerial
        csvDownloaded
        pdfDownloaded
        downloadUntil
      }
    }
  }
`);

export type CodeGeneration = NonNullable<
  NonNullable<ResultOf<typeof BATCH_CODES_QUERY>['batch']>['latestCodeGeneration']
>;

/** How often a run in progress is asked after. */
export const PROGRESS_POLL_MS = 1000;

export const isRunning = (generation: Pick<CodeGeneration, 'status'> | null | undefined) =>
  generation?.status === 'QUEUED' || generation?.status === 'RUNNING';

/** A batch's latest code run, asked again every second while it is in progress. */
export function useBatchCodes(batchId: string) {
  return useGraphQLQuery(
    BATCH_CODES_QUERY_NAME,
    BATCH_CODES_QUERY,
    { id: batchId },
    {
      staleTime: 0,
      refetchInterval: (query) => (isRunning(query.state.data?.batch.latestCodeGeneration) ? PROGRESS_POLL_MS : false),
    },
  );
}
