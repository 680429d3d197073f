import { RequireSession } from '../../features/account/components/require-session';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { SavedAddresses } from '../../features/addresses/components/saved-addresses';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function AccountAddressesScreen() {
  return (
    <RequireSession>
      <PageHeader title="Addresses" back="/account" />
      <PageBody>
        <div className="mx-auto max-w-3xl">
          <SavedAddresses AddressInput={AddressCombobox} />
        </div>
      </PageBody>
    </RequireSession>
  );
}
