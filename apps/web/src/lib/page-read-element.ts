/**
 * The element a page's HTML carries its first read's answer in (written by the server,
 * apps/api/src/app/page-read.ts; read by app/page-read.ts and by the service worker, which keeps
 * it for offline use like any read it passes on). Its text is JSON: the operation's name, text and
 * variables, and the answer's data.
 */
export const PAGE_READ_ELEMENT_ID = 'kasuwa-page-read';
