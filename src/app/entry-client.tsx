import '@/styles/global.css';

import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the HTML');

// The HTML was prerendered from the same routes (entry-server.tsx); hydration attaches to it.
hydrateRoot(
  root,
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
