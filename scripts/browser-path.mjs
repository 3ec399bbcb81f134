// The browser the Playwright suite, the bench and the icon build drive: Debian's Chromium (Playwright never downloads
// one here), or another Chromium or Chrome named by CHROME_PATH.
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** CHROME_PATH when set, else Debian's Chromium. */
export const browserPath = (env = process.env) => env.CHROME_PATH || DEBIAN_CHROMIUM;
