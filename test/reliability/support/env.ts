/** Run size: `RELIABILITY_SHORT=1` (in `npm test`) runs small counts; the full runner runs the real figures. */
export const SHORT = process.env.RELIABILITY_SHORT === '1';

export function scaled<T>(short: T, full: T): T {
  return SHORT ? short : full;
}

/** The AI key the tests configure; the dist/ scan checks it never reaches the bundle. */
export const TEST_AI_KEY = 'sk-reliability-test-9f8e7d6c5b4a';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => {
  setTimeout(resolve, ms);
});
