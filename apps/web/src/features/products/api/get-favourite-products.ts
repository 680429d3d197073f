import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** Up to this many favourites show on the account page (an account keeps at most 500). */
const FAVOURITES_SHOWN = 100;

export const FAVOURITE_PRODUCTS_QUERY = graphql(`
  query MyFavouriteProducts($take: Int) {
    myFavouriteProducts(take: $take) {
      id
      name
      imageUrl
      thumbnailUrl
      retailPrice
      category
      manufacturer {
        name
        slug
        productCategory
      }
    }
  }
`);

/** The signed-in shopper's favourite products, the latest saved first, as cards show them. */
export function useFavouriteProducts() {
  // Hearts tapped on other screens since: always asked again when the list is shown.
  return useGraphQLQuery(
    'MyFavouriteProducts',
    FAVOURITE_PRODUCTS_QUERY,
    { take: FAVOURITES_SHOWN },
    { refetchOnMount: 'always' },
  );
}
