import { App } from './app/app';
import { startPage } from './app/start-page';
import { registerServiceWorker } from './lib/service-worker';

// The entry of every page but / (index.html); the landing page has a lighter one of its own (landing.tsx).
startPage(<App />);
registerServiceWorker();
