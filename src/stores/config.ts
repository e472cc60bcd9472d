/** The element's attributes as one store: where content and the backend live, and the page variant. */
import { atom, computed } from 'nanostores';
import { CONTENT_DEFAULT_DATASET } from '../core/constants.ts';
import { createContentClient } from '../content/client.ts';

export interface QuizConfig {
  dataset: string;
  projectId: string | undefined;
  /** Backend base URL without a trailing slash. */
  apiHost: string;
  version: string | undefined;
  /** `version-weights`, e.g. `A:50,B:25,C:25`: the draw of `version="auto"` (src/stores/variant.ts). */
  versionWeights: string | undefined;
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export const $config = atom<QuizConfig>({
  dataset: CONTENT_DEFAULT_DATASET,
  projectId: undefined,
  apiHost: pageOrigin(),
  version: undefined,
  versionWeights: undefined,
});

export interface ConfigAttributes {
  contentDataset?: string | undefined;
  projectId?: string | undefined;
  apiHost?: string | undefined;
  version?: string | undefined;
  versionWeights?: string | undefined;
}

export function configure(attributes: ConfigAttributes): void {
  const next: QuizConfig = {
    dataset: attributes.contentDataset?.trim() || CONTENT_DEFAULT_DATASET,
    projectId: attributes.projectId?.trim() || undefined,
    apiHost: (attributes.apiHost?.trim() || pageOrigin()).replace(/\/+$/, ''),
    version: attributes.version?.trim() || undefined,
    versionWeights: attributes.versionWeights?.trim() || undefined,
  };
  const current = $config.get();
  if (Object.entries(next).every(([key, value]) => current[key as keyof QuizConfig] === value)) return;
  $config.set(next);
}

export const $contentClient = computed($config, ({ dataset, projectId, apiHost }) =>
  createContentClient({ dataset, projectId, apiHost }));
