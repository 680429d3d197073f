// Apart from verification.ts (zod and the email rules): the product page and the code check show
// these texts, and importing them must not bring the form schemas into those screens.

const RETURN_ADVICE = 'Return it to the shop where you bought it, or contact the maker, and keep the receipt.';

/** What a shopper holding a recalled unit should do (with the maker's reason beside it). */
export const RECALL_ADVICE = `Stop using this product. ${RETURN_ADVICE}`;

/** What a shopper holding a unit of an expired batch should do. */
export const EXPIRED_ADVICE = `Do not use this product. ${RETURN_ADVICE}`;
