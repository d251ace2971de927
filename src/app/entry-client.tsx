import '@/styles/global.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './routes';

// In the production build this module is not in the page: the early script (early.ts) imports it
// once the first frame has been painted. `npm run dev` loads it straight from index.html.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the HTML');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

if (root.firstElementChild) {
  // The HTML was prerendered from the same routes (entry-server.tsx); hydration attaches to it.
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread in one long task (it is what Total Blocking Time measures on a slow phone).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // `npm run dev` serves index.html without prerendering: render from scratch.
  createRoot(root).render(app);
}
