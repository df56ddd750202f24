import './index.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { authUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

const queryClient = createQueryClient();
// Ask who is logged in right away, in parallel with loading the first page's code: the full-page spinner
// (SPEC §2) lasts only as long as the slower of the two.
queryClient.query(authUserQueryOptions()).catch(() => undefined); // the layout's query reports failures

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
