/**
 * Document-level translations in the Studio, in the shape `@sanity/document-internationalization` writes
 * (contract/translations.ts): a translation of the quiz or the marketing document is a copy with a
 * `language`, linked to its base by a `translation.metadata` document. The base keeps no `language`, so
 * the plugin itself (which first sets one on the base) is not used; the "Translate" action creates the
 * copy and the link, and these rules check a translation against its base.
 */
import { defineArrayMember, defineField, defineType } from 'sanity';
import type { CustomValidatorResult, Path, Rule, ValidationContext } from 'sanity';
import { TranslateIcon } from '@sanity/icons';
import { DOCUMENT_TYPES } from '../../contract/content-documents.ts';
import { DEFAULT_LOCALE, LOCALES, TRANSLATION_LOCALES, type Locale } from '../../contract/markets.ts';
import {
  LANGUAGE_FIELD, TRANSLATION_METADATA_TYPE, frenchTypographyProblems, translationId, translationMetadataId, translationProblems, type TextPath,
} from '../../contract/translations.ts';
import { API_VERSION } from '../env.ts';

/** The document types merchants translate. */
export const TRANSLATED_TYPES: readonly string[] = [DOCUMENT_TYPES.quiz, DOCUMENT_TYPES.marketing, DOCUMENT_TYPES.houseScent];

export const LOCALE_TITLES: Readonly<Record<Locale, string>> = {
  'en-US': 'English (U.S.)', 'en-CA': 'English (Canada)', 'fr-CA': 'Français (Canada)', 'en-GB': 'English (UK)', 'en-IE': 'English (Ireland)',
};

/** A translation: the document being validated has a `language`. */
export const isTranslation = (document: unknown): boolean =>
  typeof (document as Record<string, unknown> | undefined)?.[LANGUAGE_FIELD] === 'string';

/**
 * `rule.required()` for a base document only: a translation leaves out what it does not translate (the
 * page shows the base's). Sanity's own `required` cannot see the document, so the rule becomes neither
 * required nor optional (Sanity then runs its custom checks on an empty value too) plus this check.
 */
export function requiredInBase(required: Rule): Rule {
  const rule = required.clone();
  rule._required = undefined;
  return rule.custom((value: unknown, context: ValidationContext) => {
    if (isTranslation(context.document)) return true;
    const missing = value === undefined || value === null || (Array.isArray(value) && value.length === 0);
    return missing ? 'Required' : true;
  });
}

/** Applies `requiredInBase` wherever a field's validation says `required()`. */
export function translationAware(validation: unknown): unknown {
  if (typeof validation !== 'function') return validation;
  return (rule: Rule) => {
    const result = (validation as (rule: Rule) => Rule | Rule[] | undefined)(rule);
    const swap = (entry: Rule) => (entry.isRequired() ? requiredInBase(entry) : entry);
    return Array.isArray(result) ? result.map(swap) : result && swap(result);
  };
}

const toSanityPath = (path: TextPath): Path => path.map((segment) => segment) as Path;

/** The base document of a translation, through its metadata (drafts of the base are not the base). */
async function baseOf(context: ValidationContext): Promise<Record<string, unknown> | null> {
  const id = String(context.document?._id ?? '').replace(/^(drafts|versions\.[^.]+)\./, '');
  const language = context.document?.[LANGUAGE_FIELD];
  return context.getClient({ apiVersion: API_VERSION }).fetch<Record<string, unknown> | null>(
    `*[_type == $metadata && $id in translations[].value._ref][0].translations[_key == $base][0].value->`,
    { metadata: TRANSLATION_METADATA_TYPE, id, base: DEFAULT_LOCALE, language },
  );
}

/** On a translated document: errors for keys and fields its base lacks and for empty texts. */
export async function translationFits(_value: unknown, context: ValidationContext): Promise<CustomValidatorResult> {
  if (!isTranslation(context.document)) return true;
  const language = String(context.document?.[LANGUAGE_FIELD]);
  if (!(TRANSLATION_LOCALES as readonly string[]).includes(language)) return `Unknown language "${language}": use one of ${TRANSLATION_LOCALES.join(', ')}`;
  const base = await baseOf(context);
  if (!base) return 'No base document links this translation (a translation.metadata document naming both)';
  const problems = translationProblems(base, context.document);
  return problems.length === 0 ? true : problems.map(({ path, message }) => ({ message, path: toSanityPath(path) }));
}

/** On a French translation: a warning for each text without French typography. */
export function frenchTypography(_value: unknown, context: ValidationContext): CustomValidatorResult {
  const language = context.document?.[LANGUAGE_FIELD];
  if (typeof language !== 'string' || !language.startsWith('fr')) return true;
  const problems = frenchTypographyProblems(context.document);
  return problems.length === 0 ? true
    : problems.map(({ path }) => ({ message: 'French typography: a no-break space before : ; ? ! and % (and inside « »)', path: toSanityPath(path) }));
}

/** The `language` field of translated types: set by the Translate action, read-only, absent on the base. */
export const languageField = {
  title: 'Language',
  type: 'string',
  readOnly: true,
  hidden: ({ document }: { document?: Record<string, unknown> }) => !isTranslation(document),
  options: { list: LOCALES.map((locale) => ({ value: locale, title: LOCALE_TITLES[locale] })) },
  description: 'Set on a translation only: its texts show to shoppers of this language; what it leaves empty shows the base text.',
} as const;

/** The link between a base document and its translations, by locale (the plugin's `translation.metadata`). */
export const translationMetadata = defineType({
  name: TRANSLATION_METADATA_TYPE,
  title: 'Translation links',
  type: 'document',
  icon: TranslateIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'translations',
      title: 'Translations',
      type: 'array',
      of: [defineArrayMember({
        name: 'internationalizedArrayReferenceValue',
        type: 'object',
        fields: [defineField({ name: 'value', type: 'reference', weak: true, to: TRANSLATED_TYPES.map((type) => ({ type })) })],
        preview: { select: { title: '_key', subtitle: 'value._ref' } },
      })],
      validation: (rule) => rule.custom((entries: Array<{ _key?: string }> | undefined) =>
        (entries ?? []).every((entry) => LOCALES.includes(entry._key as Locale)) ? true : `Each entry's key is a locale: ${LOCALES.join(', ')}`),
    }),
    defineField({ name: 'schemaTypes', title: 'Document types', type: 'array', of: [{ type: 'string' }] }),
  ],
  preview: { select: { title: 'schemaTypes.0', subtitle: '_id' } },
});

/** The documents and patches that create `base`'s translation in `locale` (a copy with a language) and link it. */
export function translationMutations(base: Record<string, unknown> & { _id: string; _type: string }, locale: Locale) {
  const { _id, _rev, _createdAt, _updatedAt, ...fields } = base;
  void _rev; void _createdAt; void _updatedAt;
  const baseId = _id.replace(/^drafts\./, '');
  const id = translationId(baseId, locale);
  const entry = (key: Locale, ref: string) => ({ _key: key, _type: 'internationalizedArrayReferenceValue', value: { _type: 'reference', _ref: ref, _weak: true } });
  return {
    id,
    translation: { ...fields, _id: `drafts.${id}`, [LANGUAGE_FIELD]: locale },
    metadata: { _id: translationMetadataId(baseId), _type: TRANSLATION_METADATA_TYPE, schemaTypes: [base._type], translations: [entry(DEFAULT_LOCALE, baseId)] },
    link: { entry: entry(locale, id) },
  };
}
