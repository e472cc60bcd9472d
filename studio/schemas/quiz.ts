/** The quiz document: one per dataset, its steps in order and its results page. */
import { defineType } from 'sanity';
import type { CustomValidatorResult, ValidationContext } from 'sanity';
import { HelpCircleIcon } from '@sanity/icons';
import { DOCUMENT_TYPES } from '../../contract/content-documents.ts';
import { API_VERSION } from '../env.ts';
import { BASE_DOCUMENT_FILTER } from '../../contract/translations.ts';
import { fieldsOf } from './fields.ts';
import { frenchTypography, isTranslation, languageField, translationFits } from './translations.ts';

/** Published quiz documents other than this one (drafts and release versions of this one do not count). */
const OTHER_QUIZZES = `count(*[_type == $type && ${BASE_DOCUMENT_FILTER} && _id != $published && !(_id in path("drafts.**")) && !(_id in path("versions.**"))])`;

/** The element reads the first quiz of the dataset: a second published one is an error on both (translations are not quizzes of their own). */
async function onlyQuiz(_value: unknown, context: ValidationContext): Promise<CustomValidatorResult> {
  const id = context.document?._id;
  if (!id || isTranslation(context.document)) return true;
  const published = id.replace(/^(drafts|versions\.[^.]+)\./, '');
  const others = await context.getClient({ apiVersion: API_VERSION })
    .fetch<number>(OTHER_QUIZZES, { type: DOCUMENT_TYPES.quiz, published });
  return others > 0 ? 'Another quiz is published in this dataset: keep exactly one (the element shows the first it finds)' : true;
}

export const quiz = defineType({
  name: DOCUMENT_TYPES.quiz,
  title: 'Quiz',
  type: 'document',
  icon: HelpCircleIcon,
  fields: fieldsOf('quiz', {
    name: {
      title: 'Name',
      type: 'string',
      description: 'For editors; the element shows the first quiz of the dataset, so keep exactly one.',
      validation: (rule) => [rule.required(), rule.custom(onlyQuiz)],
    },
    steps: {
      title: 'Steps',
      type: 'array',
      of: [{ type: 'step' }],
      description: 'In the order the shopper meets them.',
      validation: (rule) => rule.required().min(1),
    },
    quizResult: { title: 'Results page', type: 'quizResult', validation: (rule) => rule.required() },
    experiment: { title: 'A/B/C test', type: 'experiment', description: 'Weights and dates of the results variants for version="auto".' },
    language: languageField,
    interfaceText: {
      title: 'Interface texts', type: 'interfaceText',
      description: 'Buttons, screen-reader labels, picker and error lines of the question screens; an empty one shows the element’s own wording.',
    },
  }),
  validation: (rule) => [rule.custom(translationFits), rule.custom(frenchTypography).warning()],
  preview: {
    select: { title: 'name', steps: 'steps', language: 'language' },
    prepare: ({ title, steps, language }: { title?: string; steps?: unknown[]; language?: string }) =>
      ({ title: language ? `${title ?? 'Quiz'} (${language})` : title, subtitle: language ? 'Translation' : `${steps?.length ?? 0} steps` }),
  },
});
