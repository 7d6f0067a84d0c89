/** Routes, each screen its own chunk. */
import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

export const router = createBrowserRouter([
  {
    element: <Shell />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
      },
    ],
  },
]);
