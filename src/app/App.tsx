import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The browser router over the shared route table (src/app/routes.tsx), created on first use, never at import. */
export function App() {
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
