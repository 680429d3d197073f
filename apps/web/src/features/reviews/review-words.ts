const DATE = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' });

/** "28 Nov 2026". */
export const formatReviewDate = (iso: string) => DATE.format(new Date(iso));

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
