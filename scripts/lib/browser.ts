/**
 * Debian's Chromium, with the flags this machine needs (no sandbox as root, no network chatter).
 * Benchmarks, screenshots and the end-to-end suites run the full browser, as shoppers do (CHROME_PATH
 * overrides). The browser and CSP tests run its headless shell, the same engine without the browser's
 * windows and UI, in half the CPU (TEST_CHROME_PATH overrides). The end-to-end journeys stay in the full
 * browser: in the shell, the keyboard journey's Tab missed the results page's FAQ one run in three.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
