import { config } from '../../config/env';
import { ContactList } from '../../features/support/components/contact-list';
import { PageBody, PageHeader } from '../layouts/page-header';

export default function HelpScreen() {
  return (
    <>
      <PageHeader title="Help & Support" back="/" />
      <PageBody>
        <div className="mx-auto max-w-xl">
          <p className="mb-4 text-gray-600">
            Questions about a product, a brand store or your cart? Write or call us and we will help.
          </p>
          <ContactList email={config.supportEmail} phone={config.supportPhone} />
        </div>
      </PageBody>
    </>
  );
}
