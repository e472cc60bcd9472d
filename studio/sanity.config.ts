import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { DATASET, PROJECT_ID } from './env.ts';
import { schemaTypes } from './schemas/index.ts';
import { SINGLETON_TYPES, structure } from './structure.ts';

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'fragrance-quiz',
  title: 'Fragrance quiz',
  projectId: PROJECT_ID,
  dataset: DATASET,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((template) => !SINGLETON_TYPES.has(template.schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      SINGLETON_TYPES.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions,
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter((option) => !SINGLETON_TYPES.has(option.templateId)) : options,
  },
});
