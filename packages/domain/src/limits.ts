/** The product's business constants, named with their units. */
export const PASSWORD_MIN_LENGTH = 8;
export const DESCRIPTION_MIN_LENGTH = 10;
export const QUANTITY_MIN = 1;
export const BATCH_NUMBER_MIN = 1;
export const CART_QUANTITY_MIN = 1;
/** The most of one product a cart line (and so an order line) may hold. */
export const CART_QUANTITY_MAX = 999;
/** The most different products one cart (and so one checkout) holds. */
export const CART_LINES_MAX = 50;
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
export const ADDRESS_SUGGESTIONS_MAX = 8;
export const RELATED_PRODUCTS_MAX = 4;
export const CART_RELATED_PRODUCTS_MAX = 7;
export const ACCOUNT_RETAILERS_PREVIEW = 3;
export const COPY_LABEL_RESET_MS = 1500;
/** The server's guard on one uploaded image; the browser shrinks photos well below it first. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The largest photo the browser takes to shrink (a phone camera's full-size JPEG is 8–12 MB). */
export const IMAGE_SOURCE_MAX_BYTES = 25 * 1024 * 1024;
/** The browser scales an image down to this many pixels on its longest side before uploading it. */
export const IMAGE_SHRINK_MAX_SIDE_PX = 2048;
/**
 * The two sizes the server keeps of every uploaded image (at most, never enlarged): the image itself
 * within a square of this side, and a thumbnail this wide for grids. Pages offer both in `srcset`.
 */
export const STORED_IMAGE_MAX_SIDE_PX = 1600;
export const STORED_THUMBNAIL_WIDTH_PX = 400;
export const SPREADSHEET_MAX_BYTES = 5 * 1024 * 1024;
export const OTP_DIGITS = 4;
export const OTP_TTL_MINUTES = 15;
export const OTP_MAX_ATTEMPTS = 5;
export const SESSION_TTL_DAYS = 30;
export const EARTH_RADIUS_KM = 6371;
export const MAP_DEFAULT_CENTER = { latitude: 6.5244, longitude: 3.3792 } as const;
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_HEIGHT_PX = 551;
/** A product with this many or fewer left counts as low on stock (dashboard filter). */
export const LOW_STOCK_MAX = 5;
/** The most products one shopper may keep as favourites, and the most stores one may follow. */
export const FAVOURITE_PRODUCTS_MAX = 500;
export const FOLLOWED_STORES_MAX = 500;
