import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** Each screen is its own chunk: a shopper on `/` downloads only what `/` shows. */
export const screen = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
