// Size budget of the element's initial load (entry + statically imported chunks), gzip.
const { join } = require('node:path');
const { initialLoadFiles, relativeTo } = require('./scripts/lib/initial-load.cjs');

const entry = join(__dirname, 'dist', 'fragrance-quiz.js');

module.exports = [
  {
    name: 'initial load: dist/fragrance-quiz.js + its static chunks (gzip)',
    path: relativeTo(__dirname, initialLoadFiles(entry)),
    // 121 kB before this round; 129.6 kB after the guest rules (engagement, on-screen timers, consent
    // queue, one quiz per page, friendly errors), the first-party events, the design tokens and the staged
    // analysis screen. A ratchet, not a goal: the goal is 110 kB (code the first step does not need loads later).
    limit: '130 kB',
    gzip: true,
  },
];
