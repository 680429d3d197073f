/** Splits `stores` into those followed (in the order of `followedIds`, latest followed first) and the rest, in their order. */
export function followedFirst<T extends { id: string }>(stores: T[], followedIds: string[]) {
  const byId = new Map(stores.map((store) => [store.id, store]));
  const followed = followedIds.flatMap((id) => byId.get(id) ?? []);
  const following = new Set(followedIds);
  return { followed, others: stores.filter((store) => !following.has(store.id)) };
}
