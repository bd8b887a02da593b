// First: zod must see its config before any schema is made (see the module).
import './lib/zod-jitless';
import { firstViewShown, limitFirstView } from './app/first-view';
import './index.css';

// The app is fetched once the server's first view has painted its main picture: on a slow link
// the picture does not share the line with the app's scripts, and the app arrives no later, as
// the same bytes have to come down either way.
limitFirstView();
void firstViewShown().then(() => import('./start'));
