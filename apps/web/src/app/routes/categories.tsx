import { CategoryList } from '../../features/categories/components/category-list';
import { PageBody, PageHeader } from '../layouts/page-header';

/** `/categories`: every product category, each opening its products. */
export default function CategoriesScreen() {
  return (
    <>
      <PageHeader title="Categories" back="/" />
      <PageBody className="space-y-4">
        <p className="text-gray-600">Pick a category to see its products from every brand store.</p>
        <CategoryList />
      </PageBody>
    </>
  );
}
