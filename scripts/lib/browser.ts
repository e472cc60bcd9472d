/**
 * Debian's Chromium, with the flags this machine needs (no sandbox as root, no network chatter).
 * Benchmarks and screenshots run the full browser, as shoppers do (CHROME_PATH overrides). Tests run its
 * headless shell, the same engine without the browser's own windows and UI: the browser tests take half
 * the CPU in it (TEST_CHROME_PATH overrides).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
