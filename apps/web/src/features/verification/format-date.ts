const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "1 Mar 2028". */
export const formatDate = (iso: string) => DATE_FORMAT.format(new Date(iso));
