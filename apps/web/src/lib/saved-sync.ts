import { FAVOURITE_PRODUCTS_MAX, FOLLOWED_STORES_MAX } from '@kasuwa/domain';
import { graphqlRequest } from './graphql-client';
import { graphql } from './graphql-document';
import { notify } from './notify';
import { NOTHING_SAVED, savedState, writeSaved, type SavedKind } from './saved';

const MY_SAVED = graphql(`
  query MySaved {
    mySaved {
      productIds
      manufacturerIds
    }
  }
`);

const MERGE_SAVED = graphql(`
  mutation MergeSaved($productIds: [String!], $manufacturerIds: [String!]) {
    mergeSaved(productIds: $productIds, manufacturerIds: $manufacturerIds) {
      productIds
      manufacturerIds
    }
  }
`);

const SET_FAVOURITE = graphql(`
  mutation SetFavourite($productId: String, $saved: Boolean!) {
    setFavourite(productId: $productId, saved: $saved)
  }
`);

const SET_FOLLOWING = graphql(`
  mutation SetFollowing($manufacturerId: String, $following: Boolean!) {
    setFollowing(manufacturerId: $manufacturerId, following: $following) {
      id
      followerCount
    }
  }
`);

/**
 * Signed in: a guest's lists are merged into the account, else the account's lists (changed on
 * another device, or another account's) replace this browser's. Signed out: the account's lists
 * leave this browser with the session.
 */
export async function followSession(userId: string | null): Promise<void> {
  const state = savedState();
  if (userId === null) {
    if (state.owner !== null) writeSaved(NOTHING_SAVED);
    return;
  }
  try {
    const lists =
      state.owner === null
        ? (
            await graphqlRequest(
              MERGE_SAVED,
              {
                productIds: state.products.slice(0, FAVOURITE_PRODUCTS_MAX),
                manufacturerIds: state.stores.slice(0, FOLLOWED_STORES_MAX),
              },
              { keepSession: true },
            )
          ).mergeSaved
        : (await graphqlRequest(MY_SAVED, {}, { keepSession: true })).mySaved;
    writeSaved({ owner: userId, products: lists.productIds, stores: lists.manufacturerIds });
  } catch {
    // Offline or refused: the lists stay as they are and are taken again on the next page load.
  }
}

/** Sends one change to the account; when it does not arrive, the change is undone here and said so. */
export async function sendSaved(kind: SavedKind, id: string, on: boolean): Promise<void> {
  try {
    if (kind === 'products') await graphqlRequest(SET_FAVOURITE, { productId: id, saved: on });
    else await graphqlRequest(SET_FOLLOWING, { manufacturerId: id, following: on });
  } catch {
    const state = savedState();
    writeSaved({ ...state, [kind]: on ? state[kind].filter((other) => other !== id) : [id, ...state[kind]] });
    notify.error(kind === 'products' ? 'Could not update your favourites.' : 'Could not update the stores you follow.');
  }
}
