import { PageBody, PageHeader } from '../layouts/page-header';

// Being built (issue 3): replaced by the real screen.
export default function Screen() {
  return (
    <>
      <PageHeader title="verify" />
      <PageBody>verify</PageBody>
    </>
  );
}
