import { ChevronRight, Mail, Phone, type LucideIcon } from 'lucide-react';
import { mailtoHref, telHref } from '../contact-links';

/** The support e-mail and phone as rows that open the mail app or the dialler. */
export function ContactList({ email, phone }: { email: string; phone: string }) {
  return (
    <ul aria-label="Contact us" className="divide-y divide-gray-100 overflow-hidden rounded-card bg-white shadow-card">
      <ContactRow href={mailtoHref(email)} icon={Mail} label="Email us" value={email} />
      <ContactRow href={telHref(phone)} icon={Phone} label="Call us" value={phone} />
    </ul>
  );
}

function ContactRow({
  href,
  icon: Icon,
  label,
  value,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <li>
      <a href={href} className="flex min-h-16 items-center gap-4 px-4 py-3 hover:bg-gray-50">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          <Icon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-gray-600">{label}</span>
          <span className="block truncate font-medium text-gray-900">{value}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-gray-400" aria-hidden="true" />
      </a>
    </li>
  );
}
