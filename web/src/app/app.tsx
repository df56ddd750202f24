import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';

import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
