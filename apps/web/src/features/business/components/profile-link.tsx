import { COPY_LABEL_RESET_MS } from '@kasuwa/domain';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

/** The store's shareable address, `{origin}/{slug}`, with a Copy button that says "Copied!" for a moment. */
export function ProfileLink({ slug }: { slug: string }) {
  const url = `${window.location.origin}/${slug}`;
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_LABEL_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      notify.error('Could not copy the link. Select it and copy it instead.');
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <h2 id="profile-url-title" className="text-sm font-medium text-gray-900">
        Profile URL
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <a
          href={url}
          aria-labelledby="profile-url-title profile-url"
          id="profile-url"
          className="min-w-0 flex-1 rounded-control border border-gray-200 bg-gray-50 px-3 py-2.5 font-mono text-sm break-all text-brand-700"
        >
          {url}
        </a>
        <Button variant="secondary" onClick={() => void copy()} className="sm:w-32">
          {copied ? <Check className="size-5" aria-hidden="true" /> : <Copy className="size-5" aria-hidden="true" />}
          <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
        </Button>
      </div>
      <p className="text-sm text-gray-600">Share this link so shoppers can open your store directly.</p>
    </div>
  );
}
