import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Real paths (/dashboard, /resetPassword?token=…) rather than react-admin's default hash router; a data router
// so react-admin's unsaved-changes blocker keeps working. The server answers index.html for every app path.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
