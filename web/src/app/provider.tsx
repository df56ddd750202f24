import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';

/**
 * App-wide providers: the data cache and the notification area. (Tooltips get their provider, with its
 * delays, from src/components/ui/tooltip.tsx, so that their code stays out of the first page.)
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
