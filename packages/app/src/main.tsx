import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = startApp();
createRoot(container).render(
  <StrictMode>
    <App store={app.store} router={app.router} />
  </StrictMode>,
);
