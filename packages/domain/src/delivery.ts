/** A brand store's delivery charge: a flat fee per order, waived from an optional subtotal up. */
export interface DeliveryCharge {
  feeKobo: number;
  /** null: delivery is never free. */
  freeAboveKobo: number | null;
}

/** What one store's order pays for delivery (kobo): nothing without settings or from the threshold up. */
export function deliveryFeeKobo(charge: DeliveryCharge | undefined, subtotalKobo: number): number {
  if (!charge) return 0;
  if (charge.freeAboveKobo !== null && subtotalKobo >= charge.freeAboveKobo) return 0;
  return charge.feeKobo;
}
