import type { Viewer } from '../shared/viewer';
import type { Loaders } from './loaders';
import type { Services } from './services';

export interface GraphQLContext {
  viewer: Viewer | null;
  services: Services;
  loaders: Loaders;
  /** Absolute origin that relative paths (uploaded images) are resolved against. */
  baseUrl: string;
}
