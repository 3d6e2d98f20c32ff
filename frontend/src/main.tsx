import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './themes/themes.css';
import { App, createBrowserStore } from './app/app';

// One store for the page (not inside a component: StrictMode would build and run it twice).
const store = createBrowserStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
