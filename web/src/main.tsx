import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { preloadRoute } from '@/app/pages';
import { authUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
// On a first visit, ask who is logged in and fetch the page's code at once, in parallel: the full-page
// spinner (SPEC §2) lasts only as long as the slower of the two.
queryClient.query(authUserQueryOptions()).catch(() => undefined); // the layout's query reports failures
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
