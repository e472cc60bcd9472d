// Size budget of the element's initial load (entry + statically imported chunks), gzip.
const { join } = require('node:path');
const { initialLoadFiles, relativeTo } = require('./scripts/lib/initial-load.cjs');

const entry = join(__dirname, 'dist', 'fragrance-quiz.js');

module.exports = [
  {
    name: 'initial load: dist/fragrance-quiz.js + its static chunks (gzip)',
    path: relativeTo(__dirname, initialLoadFiles(entry)),
    // 123: +1 kB for the first-party events (their always-loaded listener, and the shared chunks the lazy sender splits off).
    limit: '123 kB',
    gzip: true,
  },
];
