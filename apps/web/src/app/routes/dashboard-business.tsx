import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SectionError } from '../../components/ui/section-error';
import { saveSession } from '../../lib/session';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { useBusiness, type Business } from '../../features/business/api/get-business';
import { BusinessForm } from '../../features/business/components/business-form';
import { BusinessInfoSkeleton } from '../../features/business/components/business-info';
import { DeleteBusiness } from '../../features/business/components/delete-business';
import { ProfileLink } from '../../features/business/components/profile-link';
import { DashboardPageHeader } from '../../features/dashboard/components/dashboard-page-header';
import { useManufacturerId } from '../../features/dashboard/use-manufacturer-id';

/** The business in use: its details to correct, its store link, and the danger zone. */
export default function DashboardBusinessScreen() {
  const manufacturerId = useManufacturerId();
  const business = useBusiness(manufacturerId);
  const current = business.data?.manufacturer;
  return (
    <>
      <DashboardPageHeader title="Business details" description="Correct what shoppers see about your business." />
      {business.isPending ? (
        <section className="rounded-card bg-white p-4 shadow-card md:p-6">
          <BusinessInfoSkeleton />
        </section>
      ) : business.isError || !current ? (
        <SectionError onRetry={() => void business.refetch()}>We could not load your business.</SectionError>
      ) : (
        // A switch to another business starts its form afresh.
        <EditBusiness key={current.id} business={current} />
      )}
    </>
  );
}

function EditBusiness({ business }: { business: Business }) {
  const navigate = useNavigate();
  const [moved, setMoved] = useState<{ from: string; to: string } | null>(null);
  const origin = window.location.origin;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Store link" className="rounded-card bg-white p-4 shadow-card md:p-6">
        <ProfileLink slug={business.slug} />
        {moved && (
          <p role="status" className="mt-3 rounded-control bg-brand-50 p-3 text-sm text-gray-900">
            Your store&apos;s link is now <span className="font-mono break-all">{`${origin}/${moved.to}`}</span>. The
            old link, <span className="font-mono break-all">{`${origin}/${moved.from}`}</span>, keeps leading to your
            store.
          </p>
        )}
      </section>
      <section aria-label="Business details" className="rounded-card bg-white p-4 shadow-card md:p-6">
        <BusinessForm
          AddressInput={AddressCombobox}
          editing={{
            id: business.id,
            slug: business.slug,
            businessName: business.businessName,
            brandStoreName: business.brandStoreName,
            fullAddress: business.location.fullAddress,
            industry: business.industry,
            productCategory: [...business.productCategory],
            brandImage: business.brandImage,
          }}
          onSaved={(saved) => {
            if (saved.slug !== business.slug) setMoved({ from: business.slug, to: saved.slug });
          }}
        />
      </section>
      <DeleteBusiness
        business={business}
        onDeleted={() => {
          // The dashboard follows the server's business in use (the oldest left), or asks for a new one.
          saveSession({ manufacturerId: null });
          void navigate('/dashboard/main', { replace: true });
        }}
      />
    </div>
  );
}
