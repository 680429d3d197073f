import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** What the shopper sees once the report has been kept for the brand; the focus moves to it. */
export function ReportSent({ brandName, email }: { brandName: string; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="report-sent-heading"
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card"
    >
      <div className="flex gap-3 rounded-card border-l-4 border-green-600 bg-green-50 p-4 text-green-900">
        <CircleCheck className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
        <div className="flex flex-col gap-1">
          <h2 id="report-sent-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            Report sent
          </h2>
          <p className="text-sm">
            Thank you. {brandName} has received your report and photo
            {email ? <>, and may reply to {email}</> : null}.
          </p>
        </div>
      </div>
      <p className="text-sm text-gray-700">
        Until you hear more, do not use the product. Keep it and the receipt: the brand may ask for them.
      </p>
      <Link to="/verify" className={buttonClasses('secondary', 'self-start')}>
        Check another code
      </Link>
    </section>
  );
}
