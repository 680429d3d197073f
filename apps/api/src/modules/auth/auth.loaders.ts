import DataLoader from 'dataloader';
import { byId } from '../../platform/graphql/batch';
import type { AuthService } from './auth.service';

export const createAuthLoaders = (auth: AuthService) => ({
  user: new DataLoader(async (ids: readonly string[]) => byId(ids, await auth.findUsers(ids))),
});

declare module '../../platform/graphql/context' {
  interface LoaderRegistry extends ReturnType<typeof createAuthLoaders> {}
}
