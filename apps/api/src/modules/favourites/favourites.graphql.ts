import { builder } from '../../platform/graphql/builder';
import { listArgs } from '../../platform/graphql/paging';
import { ManufacturerRef } from '../manufacturers/manufacturers.graphql';
import { ProductRef } from '../products/products.graphql';
import type { FavouritesService, SavedItems } from './favourites.service';

declare module '../../platform/graphql/context' {
  interface ServiceRegistry {
    favourites: FavouritesService;
  }
}

const SavedItemsRef = builder.objectRef<SavedItems>('SavedItems').implement({
  description: 'What the signed-in shopper keeps: favourite products and followed stores, newest first.',
  fields: (t) => ({
    productIds: t.exposeIDList('productIds'),
    manufacturerIds: t.exposeIDList('manufacturerIds'),
  }),
});

builder.objectField(ManufacturerRef, 'followerCount', (t) =>
  t.int({
    description: 'How many shoppers follow this store.',
    resolve: (m, _args, { loaders }) => loaders.followerCount.load(m.id),
  }),
);

builder.queryFields((t) => ({
  mySaved: t.field({
    type: SavedItemsRef,
    description: "The signed-in shopper's favourite product ids and followed store ids.",
    resolve: (_root, _args, { services, viewer }) => services.favourites.mine(viewer),
  }),
  myFavouriteProducts: t.field({
    type: [ProductRef],
    args: listArgs(t.arg),
    description: "The signed-in shopper's favourite products, the latest saved first.",
    resolve: (_root, { take, skip }, { services, viewer }) => services.favourites.favouriteProducts(viewer, take, skip),
  }),
}));

builder.mutationFields((t) => ({
  setFavourite: t.boolean({
    description: 'Saves (saved: true) or forgets a product as a favourite; answers whether it is one now.',
    args: { productId: t.arg.string(), saved: t.arg.boolean({ required: true }) },
    resolve: (_root, { productId, saved }, { services, viewer }) =>
      services.favourites.setFavourite(viewer, productId, saved),
  }),
  setFollowing: t.field({
    type: ManufacturerRef,
    description: 'Follows (following: true) or unfollows a brand store; answers the store with its follower count.',
    args: { manufacturerId: t.arg.string(), following: t.arg.boolean({ required: true }) },
    resolve: (_root, { manufacturerId, following }, { services, viewer }) =>
      services.favourites.setFollowing(viewer, manufacturerId, following),
  }),
  mergeSaved: t.field({
    type: SavedItemsRef,
    description:
      'Takes the favourites and follows a guest kept in this browser into the account (unknown ids are dropped) and answers all the account keeps.',
    args: { productIds: t.arg.stringList(), manufacturerIds: t.arg.stringList() },
    resolve: (_root, args, { services, viewer }) => services.favourites.merge(viewer, args),
  }),
}));
