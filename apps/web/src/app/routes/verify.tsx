import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageBody, PageHeader } from '../layouts/page-header';

/** The authenticity check exists as a page but is not released yet. */
export default function VerifyScreen() {
  return (
    <>
      <PageHeader title="Verify Products" back="/" />
      <PageBody>
        <div className="mx-auto max-w-xl">
          <section
            aria-labelledby="verify-heading"
            className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-10 text-center shadow-card"
          >
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700"
            >
              <ShieldCheck className="size-10" strokeWidth={1.75} />
            </span>
            <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">Coming soon</p>
            <h2 id="verify-heading" className="text-xl font-semibold text-gray-900">
              Check that a product is genuine
            </h2>
            <p className="max-w-sm text-gray-600">
              You will be able to confirm the authenticity of a product you have purchased. This feature is coming soon.
            </p>
            <p className="max-w-sm text-sm text-gray-600">Until then, buy straight from the brand stores on Kasuwa.</p>
            <Link to="/" className={buttonClasses('secondary', 'mt-2')}>
              Browse brand stores
            </Link>
          </section>
        </div>
      </PageBody>
    </>
  );
}
