import { useLayoutEffect } from 'react';
import { dismissFirstView } from './first-view';

/** Takes the server's first view down once the page is ready (data or error), before the browser paints. */
export function useDismissFirstView(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) dismissFirstView();
  }, [ready]);
}
