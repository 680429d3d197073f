import { PageBody, PageHeader } from '../layouts/page-header';

// Being built in this change (issue 10): replaced by the real screen before it lands.
export default function DashboardOrdersScreen() {
  return (
    <>
      <PageHeader title="Orders" />
      <PageBody>{null}</PageBody>
    </>
  );
}
