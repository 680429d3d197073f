import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime } from '../words';

export interface FakeReportRow {
  id: string;
  photoUrl: string;
  code: string | null;
  /** The product's name when the report names one we know. */
  productName: string | null;
  /** The retailer's name, or the address the shopper typed. */
  boughtAt: string | null;
  note: string;
  email: string | null;
  createdAt: string;
}

/** Shoppers' reports as cards: the photo (opens larger), the code, where bought, the note, a reply link. */
export function FakeReportList({ reports }: { reports: readonly FakeReportRow[] }) {
  const [open, setOpen] = useState<FakeReportRow | null>(null);
  return (
    <>
      <ul aria-label="Reports of fakes" className="grid gap-3 lg:grid-cols-2">
        {reports.map((report) => {
          const when = formatDateTime(report.createdAt);
          return (
            <li key={report.id} className="flex gap-4 rounded-card bg-white p-4 shadow-card">
              <button
                type="button"
                onClick={() => setOpen(report)}
                aria-label={`Open the photo of the report of ${when}`}
                className="size-20 shrink-0 overflow-hidden rounded-control bg-gray-100 hover:opacity-90 sm:size-24"
              >
                <img
                  src={report.photoUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  className="size-full object-cover"
                />
              </button>
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <p className="text-gray-600">
                  <time dateTime={report.createdAt}>{when}</time>
                </p>
                {report.productName && <p className="font-semibold text-gray-900">{report.productName}</p>}
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="text-gray-600">Code</dt>
                  <dd className="font-mono break-all text-gray-900">{report.code ?? 'None given'}</dd>
                  <dt className="text-gray-600">Bought at</dt>
                  <dd className="break-words text-gray-900">{report.boughtAt ?? 'Not given'}</dd>
                  {report.email && (
                    <>
                      <dt className="text-gray-600">Reply to</dt>
                      <dd className="min-w-0">
                        <a href={`mailto:${report.email}`} className="break-all text-brand-700 underline">
                          {report.email}
                        </a>
                      </dd>
                    </>
                  )}
                </dl>
                {report.note && <p className="break-words whitespace-pre-line text-gray-900">{report.note}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Photo sent on ${formatDateTime(open.createdAt)}` : ''}
        actions={<Button onClick={() => setOpen(null)}>Close</Button>}
      >
        {open && (
          <img
            src={open.photoUrl}
            alt={
              open.productName
                ? `The product reported as a fake of ${open.productName}`
                : 'The product reported as a fake'
            }
            className="max-h-[70vh] w-full rounded-control bg-gray-100 object-contain"
          />
        )}
      </Dialog>
    </>
  );
}
