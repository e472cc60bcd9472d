/**
 * The Sanity project and dataset the Studio edits. Set SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET
 * (in the shell or studio/.env) to your project's values; the defaults only let the Studio build offline.
 */
export const PROJECT_ID = process.env.SANITY_STUDIO_PROJECT_ID || 'your-project-id';
export const DATASET = process.env.SANITY_STUDIO_DATASET || 'staging';
/** The API version of the element's content client. */
export const API_VERSION = '2024-04-01';
