import '@career/tools-ui/styles';
import { checkDevelopmentServer } from '@career/session';
import { UiProvider } from '@career/tools-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { api } from './api';
import { router } from './router';

void checkDevelopmentServer(api);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <UiProvider>
      <RouterProvider router={router} />
    </UiProvider>
  </StrictMode>,
);
