import { defaultFormatters } from '../core/format';
import { App } from './app/app';
import { startPage } from './app/start-page';
import { registerServiceWorker } from './lib/service-worker';

// The entry of every page but / (index.html); the landing page has a lighter one of its own (landing.tsx).
startPage(<App />);
registerServiceWorker();
// Issue 22: a page's first money format loads the locale's number data (about 15 ms on a phone); done while the page
// waits for its answers rather than inside the long task that draws them.
setTimeout(() => defaultFormatters.money(0));
