import '@career/tools-ui/styles';
import { checkDevelopmentServer } from '@career/session';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { api } from './api';
import { discoverAreas, routes } from './routes';
import { loadMatchedRoutes } from './routing/prerendered';

void checkDevelopmentServer(api);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A screen drawn at build time (decision 012) is hydrated, once its route modules are here so the
// first render in the browser matches it; any other page renders from nothing.
const app = () => (
  <App router={<RouterProvider router={createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAreas })} />} />
);
if (container.hasChildNodes()) {
  void loadMatchedRoutes(routes).then(() => hydrateRoot(container, app()));
} else {
  createRoot(container).render(app());
}
