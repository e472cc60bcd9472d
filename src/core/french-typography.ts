/** French typography, shared with the server and the seed (contract/french-typography.ts). */
export { frenchTypography } from '../../contract/french-typography.ts';
