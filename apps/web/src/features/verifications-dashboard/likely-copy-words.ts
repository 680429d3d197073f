import type { LikelyCopyReason } from '@kasuwa/domain';
import { formatCount } from './words';

/** "412 km", "3.5 km": a tenth of a kilometre under 10 km, whole kilometres above. */
export function formatKm(km: number): string {
  return km < 10 ? `${km.toFixed(1)} km` : `${formatCount(Math.round(km))} km`;
}

/**
 * Why a unit code looks copied, in one sentence from the reasons the API gave: "Checked 5 times",
 * "Checked 412 km apart", "Checked 5 times, 412 km apart"; empty when there are none.
 */
export function likelyCopyReasonText(copy: {
  verifications: number;
  farthestApartKm: number | null;
  reasons: readonly LikelyCopyReason[];
}): string {
  const parts = copy.reasons.map((reason) =>
    reason === 'MANY_CHECKS'
      ? `${formatCount(copy.verifications)} times`
      : copy.farthestApartKm === null
        ? 'in places far apart'
        : `${formatKm(copy.farthestApartKm)} apart`,
  );
  return parts.length > 0 ? `Checked ${parts.join(', ')}` : '';
}
