import { recallSchema } from '@kasuwa/domain';
import { z } from 'zod';

/** The recall form: which batch of which product, and why (the API checks the reason by the same rule). */
export const recallFormSchema = recallSchema.extend({
  productId: z.string().min(1, 'Choose the product'),
  batchId: z.string().min(1, 'Choose the batch to recall'),
});

export type RecallFormValues = z.input<typeof recallFormSchema>;
