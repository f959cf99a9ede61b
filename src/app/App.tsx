import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

/**
 * The browser router over the shared route table (src/app/routes.tsx). Declarative, not a data router: no route
 * has a loader or action, and the data router would add about 15 KB gzip to every page's first load.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
