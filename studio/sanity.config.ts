import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { DOCUMENT_TYPES } from '../contract/content-documents.ts';
import { TRANSLATION_LOCALES } from '../contract/markets.ts';
import { translateAction } from './actions/translate.ts';
import { TranslationBadge } from './badges/translation-badge.ts';
import { DATASET, PROJECT_ID } from './env.ts';
import { schemaTypes } from './schemas/index.ts';
import { TRANSLATED_TYPES } from './schemas/translations.ts';
import { SINGLETON_TYPES, structure } from './structure.ts';

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);
/** A translation may also be unpublished or deleted (the page then shows the base's texts). */
const TRANSLATION_ACTIONS = new Set([...SINGLETON_ACTIONS, 'unpublish', 'delete']);
const TRANSLATE_ACTIONS = TRANSLATION_LOCALES.map(translateAction);

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
    badges: (badges, { schemaType }) => (TRANSLATED_TYPES.includes(schemaType) ? [...badges, TranslationBadge] : badges),
    actions: (actions, { schemaType, documentId }) => {
      const translation = documentId?.includes('__i18n_') ?? false;
      if (schemaType === DOCUMENT_TYPES.houseScent) return translation ? actions : [...actions, ...TRANSLATE_ACTIONS];
      if (!SINGLETON_TYPES.has(schemaType)) return actions;
      const kept = actions.filter(({ action }) => action && (translation ? TRANSLATION_ACTIONS : SINGLETON_ACTIONS).has(action));
      return translation ? kept : [...kept, ...TRANSLATE_ACTIONS];
    },
    newDocumentOptions: (options, { creationContext }) =>
      creationContext.type === 'global' ? options.filter((option) => !SINGLETON_TYPES.has(option.templateId)) : options,
  },
});
