import './ui/styles/tokens.css';
import './ui/styles/reset.css';
import './ui/styles/base.css';
import { APP_BASE_PATH } from '@iskra/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router.tsx';
import { reloadOnStaleBuild } from './app/stale-build.ts';
import { prefetchDiscover } from './features/sympathies/api/sympathies-api.ts';
import { getToken } from './shared/api/index.ts';

reloadOnStaleBuild();

// Discover opened signed in (the usual start): its chunk and its cards are asked for now, beside
// the session check, instead of one after the other once the session is confirmed.
if (getToken() && window.location.pathname.replace(/\/$/, '') === `${APP_BASE_PATH}/discover`) {
  void import('./features/discover/index.ts');
  prefetchDiscover();
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
