import './ui/styles/tokens.css';
import './ui/styles/reset.css';
import './ui/styles/base.css';
import { APP_BASE_PATH } from '@iskra/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/routes/app-routes.tsx';
import { reloadOnStaleBuild } from './app/stale-build.ts';
import { markAppStarted } from './shared/api/index.ts';

// The start-up script (src/start/start-up.ts) has usually asked for the first screen's calls and
// chunks already; if it has not run yet, it now asks nothing, and the app asks for all itself.
markAppStarted();
reloadOnStaleBuild();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter basename={APP_BASE_PATH}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
