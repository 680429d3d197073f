/*
 * The bounds of the shop events the web app sends (issue 12), without zod: the browser's recorder
 * imports this module alone (`@kasuwa/domain/shop-event-limits`), since the schemas in
 * shop-events.ts would bring zod to every page that records.
 */

export const SHOP_EVENTS_PER_BATCH = 20;
export const SHOP_EVENTS_BODY_MAX_BYTES = 8 * 1024;
export const SHOP_EVENT_PRODUCTS_MAX = 50;
export const SHOP_EVENT_TERM_MAX = 100;
export const SHOP_EVENT_RESULT_COUNT_MAX = 1_000_000;

/** A browser-made random id: crypto.randomUUID() or 22+ url-safe base64 characters. */
export const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22,36}$/;

/** Search terms are counted as typed, trimmed, spaces collapsed, in lower case. */
export const normalizeSearchTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase();

/** What stands in a search term for an email address or a phone number typed into the search box. */
export const REDACTED_EMAIL = '[email]';
export const REDACTED_PHONE = '[phone]';
const EMAIL_LIKE = /[^\s@]*@[^\s@]*/g;
/** Seven digits or more, however spaced or punctuated (+234 803 123 4567, 0803-123-4567). */
const PHONE_LIKE = /\+?\d(?:[\s().-]*\d){6,}/g;

/**
 * A search term with anything that looks like an email address or a phone number replaced, so
 * that no such thing is stored or shown to a brand (long product codes are lost with them: a
 * privacy-first trade).
 */
export const redactSearchTerm = (term: string) =>
  term.replace(EMAIL_LIKE, REDACTED_EMAIL).replace(PHONE_LIKE, REDACTED_PHONE);
