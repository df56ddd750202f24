import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';

import type { SiteConfig } from '@/config/business';

import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App({ queryClient, siteConfig }: { queryClient: QueryClient; siteConfig: SiteConfig }) {
  return (
    <AppProvider queryClient={queryClient} siteConfig={siteConfig}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
