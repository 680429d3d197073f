import type { LikelyCopyReason } from '@kasuwa/domain';
import { likelyCopyReasonText } from '../likely-copy-words';
import { formatCount, formatDateTime } from '../words';

export interface LikelyCopyRow {
  unitCodeId: string;
  serial: number;
  batchNumber: string;
  productName: string;
  verifications: number;
  firstVerifiedAt: string;
  lastVerifiedAt: string;
  places: readonly string[];
  farthestApartKm: number | null;
  reasons: readonly LikelyCopyReason[];
}

const placesOf = (copy: LikelyCopyRow) => (copy.places.length > 0 ? copy.places.join('; ') : 'No place shared');
const whyOf = likelyCopyReasonText;
const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

const COLUMNS = ['Product', 'Batch', 'Unit', 'Checks', 'First checked', 'Last checked', 'Places', 'Why'] as const;
const cell = 'px-4 py-3 align-top';

/** Unit codes that look copied: stacked cards below 768 px, a table from there. */
export function LikelyCopyList({ copies }: { copies: readonly LikelyCopyRow[] }) {
  return (
    <>
      <ul aria-label="Likely copies" className="flex flex-col gap-3 md:hidden">
        {copies.map((copy) => (
          <li key={copy.unitCodeId} className="flex flex-col gap-2 rounded-card bg-white p-4 shadow-card">
            <p className="font-semibold text-gray-900">{copy.productName}</p>
            <p className="text-sm font-medium text-red-800">{whyOf(copy)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-gray-600">Batch</dt>
              <dd className="text-gray-900">{copy.batchNumber}</dd>
              <dt className="text-gray-600">Unit</dt>
              <dd className="text-gray-900">No. {copy.serial}</dd>
              <dt className="text-gray-600">Checks</dt>
              <dd className="text-gray-900">{formatCount(copy.verifications)}</dd>
              <dt className="text-gray-600">First</dt>
              <dd className="text-gray-900">
                <Time iso={copy.firstVerifiedAt} />
              </dd>
              <dt className="text-gray-600">Last</dt>
              <dd className="text-gray-900">
                <Time iso={copy.lastVerifiedAt} />
              </dd>
              <dt className="text-gray-600">Places</dt>
              <dd className="text-gray-900">{placesOf(copy)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card bg-white shadow-card md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Likely copies</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`${cell} font-medium ${column === 'Checks' ? 'text-right' : ''}`}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {copies.map((copy) => (
              <tr key={copy.unitCodeId}>
                <th scope="row" className={`${cell} font-semibold text-gray-900`}>
                  {copy.productName}
                </th>
                <td className={`${cell} text-gray-900`}>{copy.batchNumber}</td>
                <td className={`${cell} tabular text-gray-900`}>No. {copy.serial}</td>
                <td className={`${cell} tabular text-right text-gray-900`}>{formatCount(copy.verifications)}</td>
                <td className={`${cell} whitespace-nowrap text-gray-600`}>
                  <Time iso={copy.firstVerifiedAt} />
                </td>
                <td className={`${cell} whitespace-nowrap text-gray-600`}>
                  <Time iso={copy.lastVerifiedAt} />
                </td>
                <td className={`${cell} text-gray-600`}>{placesOf(copy)}</td>
                <td className={`${cell} font-medium text-red-800`}>{whyOf(copy)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
