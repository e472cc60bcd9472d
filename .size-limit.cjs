// Size budget of the element's initial load, gzip: everything the first step needs before it can show,
// i.e. the entry, the app it imports before defining the element, and their static chunks
// (scripts/lib/initial-load.cjs; what loads when: docs/performance.md).
const { join } = require('node:path');
const { initialLoadFiles, relativeTo } = require('./scripts/lib/initial-load.cjs');

const entry = join(__dirname, 'dist', 'fragrance-quiz.js');

module.exports = [
  {
    name: 'initial load: dist/fragrance-quiz.js, the app it imports and their static chunks (gzip)',
    path: relativeTo(__dirname, initialLoadFiles(entry)),
    limit: '110 kB',
    gzip: true,
  },
  {
    // Every store page loads it, also for a quiz far below the fold that waits (docs/embedding.md "Host page vitals").
    // The chunks' hashed names in it move its compressed size by about 20 bytes from build to build.
    name: 'the entry alone, dist/fragrance-quiz.js (brotli)',
    path: 'dist/fragrance-quiz.js',
    limit: '11.65 kB',
    brotli: true,
  },
];
