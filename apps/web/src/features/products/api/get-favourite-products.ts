import { graphql } from '../../../lib/graphql-document';
import { useGraphQLQuery } from '../../../lib/use-graphql-query';

/** At most this many favourites are shown (the newest); an account may keep more. */
export const FAVOURITES_SHOWN = 100;

/** The signed-in shopper's favourite products, newest first, with the fields of a product card. */
const MY_FAVOURITE_PRODUCTS_QUERY = graphql(`
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

export function useMyFavouriteProducts({ enabled }: { enabled: boolean }) {
  return useGraphQLQuery(
    'MyFavouriteProducts',
    MY_FAVOURITE_PRODUCTS_QUERY,
    { take: FAVOURITES_SHOWN },
    // A heart taken off elsewhere must not come back from an old answer.
    { enabled, staleTime: 0 },
  );
}
