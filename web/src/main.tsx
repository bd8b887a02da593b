import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { limitFirstView } from './app/first-view';
import './index.css';

limitFirstView();
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices, so a slow phone stays responsive while the app first mounts
// (the server's first view is on screen meanwhile).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
