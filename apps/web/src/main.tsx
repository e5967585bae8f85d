import './ui/styles/tokens.css';
import './ui/styles/reset.css';
import './ui/styles/base.css';
import { APP_BASE_PATH } from '@iskra/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes/app-routes.tsx';
import { reloadOnStaleBuild } from './app/stale-build.ts';
import { prefetchDiscover } from './features/sympathies/api/sympathies-api.ts';
import { getToken } from './shared/api/index.ts';

reloadOnStaleBuild();

// The two usual starts ask for their page's chunk now, beside the start-up calls, instead of once
// the shell has rendered: discover opened signed in (with its cards, beside the session check) and
// the landing opened as a guest.
const startPath = window.location.pathname.replace(/\/$/, '');
if (getToken() && startPath === `${APP_BASE_PATH}/discover`) {
  void import('./features/discover/index.ts');
  prefetchDiscover();
} else if (!getToken() && startPath === APP_BASE_PATH) {
  void import('./app/pages/landing/landing-page.tsx');
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename={APP_BASE_PATH}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
