/** The element's attributes, normalised into the quiz's configuration (one rule for the entry and the app). */
import { CONTENT_DEFAULT_DATASET } from './content-query.ts';

export interface QuizConfig {
  dataset: string;
  projectId: string | undefined;
  /** Backend base URL without a trailing slash. */
  apiHost: string;
  version: string | undefined;
  /** `version-weights`, e.g. `A:50,B:25,C:25`: the draw of `version="auto"` (src/stores/variant.ts). */
  versionWeights: string | undefined;
}

export interface ConfigAttributes {
  contentDataset?: string | undefined;
  projectId?: string | undefined;
  apiHost?: string | undefined;
  version?: string | undefined;
  versionWeights?: string | undefined;
}

/** Blank attributes fall back to the defaults: the `staging` dataset, the page's origin as backend. */
export function quizConfigFrom(attributes: ConfigAttributes, pageOrigin: string): QuizConfig {
  return {
    dataset: attributes.contentDataset?.trim() || CONTENT_DEFAULT_DATASET,
    projectId: attributes.projectId?.trim() || undefined,
    apiHost: (attributes.apiHost?.trim() || pageOrigin).replace(/\/+$/, ''),
    version: attributes.version?.trim() || undefined,
    versionWeights: attributes.versionWeights?.trim() || undefined,
  };
}
