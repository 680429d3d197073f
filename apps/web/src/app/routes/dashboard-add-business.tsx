import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { BusinessCreatedDialog } from '../../features/business/components/business-created-dialog';
import { BusinessForm } from '../../features/business/components/business-form';

export default function AddBusinessScreen() {
  const [created, setCreated] = useState(false);
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-gray-900">Add your business</h1>
        <p className="text-gray-600">Tell shoppers who you are and where to find you.</p>
      </div>
      <section className="rounded-card bg-white p-4 shadow-card md:p-6">
        <BusinessForm AddressInput={AddressCombobox} onSaved={() => setCreated(true)} />
      </section>
      <BusinessCreatedDialog open={created} onClose={() => void navigate('/dashboard/main')} />
    </div>
  );
}
