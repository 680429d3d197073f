import { batchSchema } from '@kasuwa/domain';

/** What the batch form holds: text as typed, dates as the date input gives them (YYYY-MM-DD). */
export interface BatchFormValues {
  number: string;
  manufactureDate: string;
  expiryDate: string;
  quantity: string;
}

export const BATCH_FIELDS = ['number', 'manufactureDate', 'expiryDate', 'quantity'] as const;

/** The API's own rules and messages (packages/domain), so the form and the server say the same. */
export const batchFormSchema = batchSchema;

/** The day of an ISO date-time as the date input shows it, in Lagos time. */
export function toDateInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(date);
}

export function batchFormDefaults(
  batch: { number: string; manufactureDate: string; expiryDate: string; quantity: number } | null,
): BatchFormValues {
  if (!batch) return { number: '', manufactureDate: '', expiryDate: '', quantity: '' };
  return {
    number: batch.number,
    manufactureDate: toDateInput(batch.manufactureDate),
    expiryDate: toDateInput(batch.expiryDate),
    quantity: String(batch.quantity),
  };
}

export type BatchInput = { number: string; manufactureDate: string; expiryDate: string; quantity: string };

/** The form's values as the API takes them (dates as the day, read as UTC midnight by the server). */
export function toBatchInput(values: BatchFormValues): BatchInput {
  return {
    number: values.number.trim(),
    manufactureDate: values.manufactureDate,
    expiryDate: values.expiryDate,
    quantity: values.quantity.trim(),
  };
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** "1 Mar 2026". */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT.format(date);
}
