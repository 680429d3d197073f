/**
 * A bar fixed at the bottom of the page (the product page's Add to Cart and Buy Now) sets this CSS
 * variable on the root to its height while it is shown: desktop toasts rise above it. Its own file:
 * the bar must not pull the toaster (and sonner) into its screen's code.
 */
export const BOTTOM_BAR_VARIABLE = '--bottom-bar-height';
