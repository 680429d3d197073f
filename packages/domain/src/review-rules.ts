/** Reviews' bounds and the reasons to report one (no zod here: screens that only need these stay small). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_NOTE_MAX = 500;
/** A review reported by this many different people is hidden until someone looks at it. */
export const REVIEW_HIDE_AFTER_REPORTS = 3;

export const REVIEW_REPORT_REASONS = ['SPAM', 'OFFENSIVE', 'FALSE', 'PRIVATE_INFORMATION', 'OTHER'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  SPAM: 'Spam or advertising',
  OFFENSIVE: 'Rude or offensive',
  FALSE: 'Not about this product, or untrue',
  PRIVATE_INFORMATION: 'Shares private information',
  OTHER: 'Something else',
};
