/**
 * The desk: the quiz and the marketing texts are singletons (one document each, opened directly), their
 * translations a list (created with the documents' "Translate" actions); house scents are a list, with
 * the ones not yet translated into each other language and their translations.
 */
import { DropIcon, HelpCircleIcon, StarIcon, TranslateIcon } from '@sanity/icons';
import type { StructureResolver } from 'sanity/structure';
import { DOCUMENT_TYPES } from '../contract/content-documents.ts';
import { BASE_DOCUMENT_FILTER, LANGUAGE_FIELD } from '../contract/translations.ts';
import { API_VERSION } from './env.ts';
import { LOCALE_TITLES, TRANSLATED_TYPES } from './schemas/translations.ts';
import { NOT_TRANSLATED_FILTER, OTHER_LANGUAGE_LOCALES, notTranslatedParams } from './translation-status.ts';

/** The id a new dataset's quiz gets; the seed datasets use quiz-main and quiz-holiday. */
export const DEFAULT_QUIZ_ID = 'quiz-main';
export const MARKETING_ID = 'marketing';
/** Types edited as one document per dataset: no "create new", no duplicate or delete. */
export const SINGLETON_TYPES: ReadonlySet<string> = new Set([DOCUMENT_TYPES.quiz, DOCUMENT_TYPES.marketing]);

const EXISTING_QUIZ = `*[_type == $type && ${BASE_DOCUMENT_FILTER} && !(_id in path("drafts.**")) && !(_id in path("versions.**"))] | order(_id)[0]._id`;

export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .id(DOCUMENT_TYPES.quiz)
        .title('Quiz')
        .icon(HelpCircleIcon)
        .child(async () => {
          const existing = await context.getClient({ apiVersion: API_VERSION })
            .fetch<string | null>(EXISTING_QUIZ, { type: DOCUMENT_TYPES.quiz });
          return S.document().schemaType(DOCUMENT_TYPES.quiz).documentId(existing ?? DEFAULT_QUIZ_ID).title('Quiz');
        }),
      S.listItem()
        .id(DOCUMENT_TYPES.marketing)
        .title('Marketing')
        .icon(StarIcon)
        .child(S.document().schemaType(DOCUMENT_TYPES.marketing).documentId(MARKETING_ID).title('Marketing')),
      S.listItem()
        .id('translations')
        .title('Translations')
        .icon(TranslateIcon)
        .child(S.documentList().title('Translations').apiVersion(API_VERSION)
          .filter(`_type in $types && defined(${LANGUAGE_FIELD})`).params({ types: TRANSLATED_TYPES })),
      S.divider(),
      S.listItem().id('house-scents').title('House scents').schemaType(DOCUMENT_TYPES.houseScent).icon(DropIcon)
        .child(S.list().id('house-scents').title('House scents').items([
          S.listItem().id('all').title('All house scents').icon(DropIcon)
            .child(S.documentTypeList(DOCUMENT_TYPES.houseScent).title('House scents').filter(`_type == $type && !defined(${LANGUAGE_FIELD})`).params({ type: DOCUMENT_TYPES.houseScent })),
          ...OTHER_LANGUAGE_LOCALES.map((locale) => S.listItem().id(`not-translated-${locale}`).title(`Not yet in ${LOCALE_TITLES[locale]}`).icon(TranslateIcon)
            .child(S.documentList().title(`Not yet in ${LOCALE_TITLES[locale]}`).apiVersion(API_VERSION).schemaType(DOCUMENT_TYPES.houseScent)
              .filter(NOT_TRANSLATED_FILTER).params(notTranslatedParams(DOCUMENT_TYPES.houseScent, locale)))),
          S.listItem().id('translations').title('Translations').icon(TranslateIcon)
            .child(S.documentList().title('House scent translations').apiVersion(API_VERSION).schemaType(DOCUMENT_TYPES.houseScent)
              .filter(`_type == $type && defined(${LANGUAGE_FIELD})`).params({ type: DOCUMENT_TYPES.houseScent })),
        ])),
    ]);
