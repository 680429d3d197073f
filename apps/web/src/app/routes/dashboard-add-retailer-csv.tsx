import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session';
import { AddressCombobox } from '../../features/address-search/components/address-combobox';
import { MissingManufacturer } from '../../features/retailers/components/missing-manufacturer';
import { RetailerLinks } from '../../features/retailers/components/retailer-links';
import { SpreadsheetImport } from '../../features/retailers/components/spreadsheet-import';
import { TemplateDownload } from '../../features/retailers/components/template-download';

export default function AddRetailerCsvScreen() {
  const manufacturerId = useSession()?.manufacturerId ?? null;
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-gray-900">Import retailers</h1>
          <p className="text-gray-600">
            Add many retailers at once from a spreadsheet. Nothing is saved until you import.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <TemplateDownload />
          <RetailerLinks show={['list', 'add']} />
        </div>
      </div>
      {manufacturerId ? (
        <SpreadsheetImport
          manufacturerId={manufacturerId}
          AddressInput={AddressCombobox}
          onImported={() => void navigate('/dashboard/retailers')}
        />
      ) : (
        <MissingManufacturer />
      )}
    </div>
  );
}
