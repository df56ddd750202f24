import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Toaster } from '@/components/ui/toaster';
import type { SiteConfig } from '@/config/business';
import { LocaleProvider } from '@/lib/trans';
import { SiteConfigContext } from '@/lib/site-config';

/**
 * App-wide providers: the server's settings (the spa's details), the site's texts in the page's language,
 * the data cache and the notification area.
 * (Tooltips get their provider, with its delays, from src/components/ui/tooltip.tsx, so that their code
 * stays out of the first page.)
 */
export function AppProvider({
  queryClient,
  siteConfig,
  children,
}: {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  children: ReactNode;
}) {
  return (
    <SiteConfigContext value={siteConfig}>
      <LocaleProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toaster />
        </QueryClientProvider>
      </LocaleProvider>
    </SiteConfigContext>
  );
}
