import { defineCliConfig } from 'sanity/cli';
import { DATASET, PROJECT_ID } from './env.ts';

export default defineCliConfig({
  api: { projectId: PROJECT_ID, dataset: DATASET },
  // Build the whole Studio into dist/ (no runtime modules fetched from Sanity's CDN): it builds and runs
  // from the lock file's versions.
  deployment: { autoUpdates: false },
  // The schema imports the shared field names from ../contract and ../src/core: let the dev server read them.
  vite: (config) => ({
    ...config,
    server: { ...config.server, fs: { ...config.server?.fs, allow: [...(config.server?.fs?.allow ?? []), '..'] } },
  }),
});
