import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { CartProvider } from '../features/cart/cart-provider';
import { useToasterWanted } from '../lib/notify';
import { useSavedFollowsSession } from '../lib/saved';
import { AppErrorBoundary } from './app-error-boundary';
import { seedPageRead } from './page-read';
import { createQueryClient } from './query-client';
import { createRouter } from './router';

// Toasts only ever follow an action or a response: their code arrives after the first paint
// (lib/notify.ts asks for it with the first toast, app/router.tsx when the browser is idle).
const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageRead(client);
    return client;
  });
  const [router] = useState(() => createRouter(queryClient));
  const toasterWanted = useToasterWanted();
  useSavedFollowsSession();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <CartProvider>
          <RouterProvider router={router} />
          {toasterWanted && (
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          )}
        </CartProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
