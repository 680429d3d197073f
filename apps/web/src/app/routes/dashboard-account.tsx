import { ACCOUNT_RETAILERS_PREVIEW } from '@kasuwa/domain';
import { ChevronRight, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { DeleteAccount } from '../../features/account/components/delete-account';
import { DownloadMyData } from '../../features/account/components/download-my-data';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { LogOutEverywhere } from '../../features/auth/components/log-out-everywhere';
import { useBusiness } from '../../features/business/api/get-business';
import { BusinessInfo, BusinessInfoSkeleton } from '../../features/business/components/business-info';
import { ProfileLink } from '../../features/business/components/profile-link';
import { useRetailers } from '../../features/retailers/api/get-retailers';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { RetailerList, RetailerListSkeleton } from '../../features/retailers/components/retailer-list';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-card md:p-6">
      <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
      {children}
    </section>
  );
}

const Problem = ({ children }: { children: ReactNode }) => (
  <p role="alert" className="text-red-700">
    {children}
  </p>
);

function BusinessCard({ manufacturerId }: { manufacturerId: string }) {
  const business = useBusiness(manufacturerId);
  return (
    <Card title="Business info">
      {business.isPending ? (
        <BusinessInfoSkeleton />
      ) : business.isError ? (
        <Problem>Error loading business info.</Problem>
      ) : !business.data.manufacturer ? (
        <p className="text-gray-600">No business info found.</p>
      ) : (
        <>
          <BusinessInfo business={business.data.manufacturer} />
          <ProfileLink slug={business.data.manufacturer.slug} />
          <Link to="/dashboard/business" className={buttonClasses('secondary', 'self-start')}>
            <Pencil className="size-5" aria-hidden="true" />
            Edit business
          </Link>
        </>
      )}
    </Card>
  );
}

function RetailersCard({ manufacturerId }: { manufacturerId: string }) {
  const retailers = useRetailers(manufacturerId);
  const all = retailers.data?.stores ?? [];
  return (
    <Card title="Retailers">
      {retailers.isPending ? (
        <RetailerListSkeleton count={ACCOUNT_RETAILERS_PREVIEW} />
      ) : retailers.isError ? (
        <Problem>Error loading retailers.</Problem>
      ) : all.length === 0 ? (
        <p className="text-gray-600">
          No retailers yet.{' '}
          <Link to="/dashboard/add-retailer" className="font-semibold text-brand-700 underline">
            Add retailers
          </Link>
        </p>
      ) : (
        <>
          <RetailerList retailers={all.slice(0, ACCOUNT_RETAILERS_PREVIEW)} label="Your retailers" />
          {all.length > ACCOUNT_RETAILERS_PREVIEW && (
            <Link
              to="/dashboard/retailers"
              className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
            >
              Show more
              <ChevronRight className="size-5" aria-hidden="true" />
            </Link>
          )}
        </>
      )}
    </Card>
  );
}

/** The person's own sign-in and data: change the password, end every session, take a copy, delete it all. */
function SignInAndDataCard() {
  return (
    <Card title="Password and your data">
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="change-password-title" className="flex max-w-md flex-col gap-3">
          <h3 id="change-password-title" className="font-semibold text-gray-900">
            Change password
          </h3>
          <p className="text-gray-600">You stay signed in here; other devices are signed out.</p>
          <ChangePasswordForm doneTo={null} />
        </section>
        <div className="flex flex-col gap-6">
          <section aria-labelledby="sessions-title" className="flex flex-col gap-2">
            <h3 id="sessions-title" className="font-semibold text-gray-900">
              Devices
            </h3>
            <LogOutEverywhere />
          </section>
          <section aria-labelledby="my-data-title" className="flex flex-col gap-2">
            <h3 id="my-data-title" className="font-semibold text-gray-900">
              Your data
            </h3>
            <DownloadMyData />
          </section>
          <section aria-labelledby="delete-account-title" className="flex flex-col gap-2">
            <h3 id="delete-account-title" className="font-semibold text-gray-900">
              Delete account
            </h3>
            <DeleteAccount />
          </section>
        </div>
      </div>
    </Card>
  );
}

export default function AccountScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">My Account</h1>
      {manufacturerId ? (
        <>
          <BusinessCard manufacturerId={manufacturerId} />
          <RetailersCard manufacturerId={manufacturerId} />
        </>
      ) : (
        <MissingManufacturer />
      )}
      <SignInAndDataCard />
    </div>
  );
}
