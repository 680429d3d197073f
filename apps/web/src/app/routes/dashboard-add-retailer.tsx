import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { RetailerLinks } from '../../features/retailers/components/retailer-links';
import { RetailerRowsForm } from '../../features/retailers/components/retailer-rows-form';

export default function AddRetailerScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-gray-900">Add retailers</h1>
          <p className="text-gray-600">Add the shops that stock your products, one row each.</p>
        </div>
        <RetailerLinks show={['list', 'import']} />
      </div>
      {manufacturerId ? (
        <RetailerRowsForm
          manufacturerId={manufacturerId}
          AddressInput={AddressCombobox}
          onSaved={() => void navigate('/dashboard/retailers')}
        />
      ) : (
        <MissingManufacturer />
      )}
    </div>
  );
}
