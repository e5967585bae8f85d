import { APP_BASE_PATH } from '@iskra/contract';
import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes/app-routes.tsx';

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: APP_BASE_PATH });
}
