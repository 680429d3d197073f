import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NETWORK_ERROR } from '../../../lib/graphql-client';
import { notify } from '../../../lib/notify';

export const DATA_EXPORT_URL = '/account/export.json';
const DOWNLOAD_FAILED = 'We could not prepare your data. Please try again.';

/** The file name the server gives, else a dated default. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'kasuwa-my-data.json';
}

/** A copy of everything the account holds, as a JSON file the person keeps. */
export function DownloadMyData() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(DATA_EXPORT_URL, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        notify.error(body?.error?.message ?? DOWNLOAD_FAILED);
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      notify.error(NETWORK_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <p className="text-gray-600">
        A copy of everything your account holds: profile, businesses, products, batches, retailers, addresses and
        orders, as a JSON file.
      </p>
      <Button variant="secondary" onClick={() => void download()} loading={busy} loadingLabel="Preparing...">
        <Download className="size-5" aria-hidden="true" />
        Download my data
      </Button>
    </div>
  );
}
