import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CartProvider } from '../features/cart/cart-provider';
import { useSavedFollowsSession } from '../lib/saved';
import { AppErrorBoundary } from './app-error-boundary';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

// Toasts only ever follow an action or a response: their code can arrive after the first paint.
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(queryClient));
  useSavedFollowsSession();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <RouterProvider router={router} />
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </CartProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
