import { useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from '../../../lib/graphql-client';

export type BrandStore = { name: string; slug: string; brandStoreName: string };

export const BRAND_STORES_QUERY = /* GraphQL */ `
  query BrandStores {
    manufacturers {
      name
      slug
      brandStoreName
    }
  }
`;

export async function getBrandStores(signal?: AbortSignal): Promise<BrandStore[]> {
  const data = await graphqlRequest<{ manufacturers: BrandStore[] }>(BRAND_STORES_QUERY, undefined, { signal });
  return data.manufacturers;
}

export type BrandStoresState =
  | { status: 'loading' }
  | { status: 'success'; stores: BrandStore[] }
  | { status: 'error'; error: unknown };

/** Loads the brand stores once on mount; `retry` loads them again after an error. */
export function useBrandStores(): BrandStoresState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BrandStoresState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getBrandStores(controller.signal).then(
      (stores) => setState({ status: 'success', stores }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
