import { z } from 'zod';
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_NOTE_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
} from './review-rules';

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** A shopper's review of a product they received: the form and the API read the same messages from here. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Choose from 1 to 5 stars' })
    .int('Choose from 1 to 5 stars')
    .min(REVIEW_RATING_MIN, 'Choose from 1 to 5 stars')
    .max(REVIEW_RATING_MAX, 'Choose from 1 to 5 stars'),
  text: z
    .string({ error: 'Tell other shoppers what you thought' })
    .trim()
    .min(REVIEW_TEXT_MIN, `Write at least ${REVIEW_TEXT_MIN} characters`)
    .max(REVIEW_TEXT_MAX, `Must be at most ${REVIEW_TEXT_MAX} characters`),
  photoUrl: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().max(2048).optional()),
});
export type ReviewValues = z.output<typeof reviewSchema>;

export const reviewReplySchema = z
  .string({ error: 'Write your reply' })
  .trim()
  .min(1, 'Write your reply')
  .max(REVIEW_REPLY_MAX, `Must be at most ${REVIEW_REPLY_MAX} characters`);

export const reviewReportSchema = z.object({
  reason: z.enum(REVIEW_REPORT_REASONS, { error: 'Choose why you are reporting it' }),
  note: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.string().trim().max(REVIEW_REPORT_NOTE_MAX, `Must be at most ${REVIEW_REPORT_NOTE_MAX} characters`).optional(),
  ),
});
