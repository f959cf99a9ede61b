import { LanguageRouter } from './LanguageRouter';
import { AppRoutes } from './routes';

/**
 * The browser router over the shared route table (src/app/routes.tsx), under the URL's language prefix. Declarative,
 * not a data router: no route has a loader or action, and the data router would add about 15 KB gzip to every page.
 */
export function App() {
  return (
    <LanguageRouter>
      <AppRoutes />
    </LanguageRouter>
  );
}
