import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import CategoryPage from '../pages/CategoryPage';
import HomePage from '../pages/HomePage';
import InfoPage, { type InfoPageId } from '../pages/InfoPage';
import NotFoundPage from '../pages/NotFoundPage';
import ToolPage from '../pages/ToolPage';
import { RootLayout } from './RootLayout';

const INFO_PAGES: InfoPageId[] = ['privacy', 'cookies', 'terms', 'about', 'legal'];

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/category/:categoryId', element: <CategoryPage /> },
      { path: '/tools/:slug', element: <ToolPage /> },
      ...INFO_PAGES.map((page) => ({ path: `/${page}`, element: <InfoPage page={page} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return <RouterProvider router={router} />;
}
