import { UNIT_CODES_PER_REQUEST_MAX } from '@kasuwa/domain';
import { builder } from '../../platform/graphql/builder';
import { ProductBatchRef } from './batches.graphql';
import type { CodeGenerationJobRow } from './batches.table';
import type { UnitCodesService } from './unit-codes.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    unitCodes: UnitCodesService;
  }
}

const CodeGenerationStatus = builder.enumType('CodeGenerationStatus', {
  values: ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const,
});

const CodeGenerationRef = builder.objectRef<CodeGenerationJobRow>('CodeGeneration').implement({
  description: "A run making a batch's unit codes; the plain codes can be downloaded once as CSV and once as PDF.",
  fields: (t) => ({
    id: t.exposeID('id'),
    requested: t.exposeInt('requested'),
    done: t.exposeInt('done', { description: 'Codes made so far (the progress bar).' }),
    status: t.field({
      type: CodeGenerationStatus,
      resolve: (j) => j.status.toUpperCase() as 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED',
    }),
    firstSerial: t.exposeInt('firstSerial'),
    csvDownloaded: t.boolean({ resolve: (j) => j.csvDownloadedAt !== null }),
    pdfDownloaded: t.boolean({ resolve: (j) => j.pdfDownloadedAt !== null }),
    downloadUntil: t.field({ type: 'DateTime', resolve: (j) => j.downloadUntil }),
    createdAt: t.field({ type: 'DateTime', resolve: (j) => j.createdAt }),
  }),
});

builder.objectField(ProductBatchRef, 'latestCodeGeneration', (t) =>
  t.field({
    type: CodeGenerationRef,
    nullable: true,
    description: "The batch's latest code run (poll it for progress).",
    // The batch itself is only ever given to its owner (Product.batches, batch).
    resolve: (batch, _args, { services }) => services.unitCodes.latestJob(batch.id),
  }),
);

builder.mutationField('generateUnitCodes', (t) =>
  t.field({
    type: CodeGenerationRef,
    description: `Queues ${'`count`'} new codes for one of your batches: up to its quantity less the codes it has, at most ${UNIT_CODES_PER_REQUEST_MAX} per request.`,
    args: { batchId: t.arg.string(), count: t.arg({ type: 'NumberOrString' }) },
    resolve: (_root, { batchId, count }, { services, viewer }) => services.unitCodes.generate(viewer, batchId, count),
  }),
);
