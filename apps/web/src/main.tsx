import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { routes } from './app/router';
import './styles.css';

captureInstallPrompt();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Suspense>
  </StrictMode>,
);
