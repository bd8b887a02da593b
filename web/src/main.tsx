// First: zod must see its config before any schema is made (see the module).
import './lib/zod-jitless';
import { firstViewShown, limitFirstView } from './app/first-view';
import './index.css';

// The app (src/start.tsx) is fetched once the server's first view has painted its main picture:
// on a slow link the picture no longer shares the line with the app's scripts (decision 039).
// Nothing imported here may bring React or the app: bundle-report checks the entry's size.
limitFirstView();
void firstViewShown().then(() => import('./start'));
