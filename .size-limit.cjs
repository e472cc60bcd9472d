// Size budget of the element's initial load (entry + statically imported chunks), gzip.
const { join } = require('node:path');
const { initialLoadFiles, relativeTo } = require('./scripts/lib/initial-load.cjs');

const entry = join(__dirname, 'dist', 'fragrance-quiz.js');

module.exports = [
  {
    name: 'initial load: dist/fragrance-quiz.js + its static chunks (gzip)',
    path: relativeTo(__dirname, initialLoadFiles(entry)),
    // 122 kB before the guest rules (engagement, on-screen timers, consent queue, one quiz per page,
    // friendly errors: about +3 kB); see docs/embedding.md.
    limit: '125 kB',
    gzip: true,
  },
];
