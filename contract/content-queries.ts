/**
 * The GROQ query for the quiz steps; the results page's are in ./result-queries.ts, a module of their own
 * so that the element's entry, which sends only this one, does not carry them. Every type and field name
 * is checked at compile time against the shared list in contract/content-documents.ts: `${'name' satisfies Quiz}` is the plain text `name` once compiled, so
 * the checks cost the bundle nothing (the contract is imported for its types only).
 */
import type { DocumentType, FieldOf } from './content-documents.ts';

type Quiz = FieldOf<'quiz'>;
type Step = FieldOf<'step'>;
type Item = FieldOf<'item'>;
type Arm = FieldOf<'experimentVariant'>;

/** An image field with its asset's URL and size resolved, and the alt text of this use. */
export const image = <F extends string>(field: F) =>
  `"${field}": ${field}{"url": asset->url, altText, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height}`;

/**
 * The base document of a type: the one without `language` (a translation has one: Sanity's
 * document-level convention, as `@sanity/document-internationalization` writes it).
 */
export const baseDocuments = (type: DocumentType) => `*[_type == "${type}" && !defined(${'language' satisfies FieldOf<'quiz' | 'marketing'>})]`;

/**
 * `query` (a base-document query ending in its projection) with the translation for the GROQ parameter
 * `$locale` beside each document, under `translation`, in the same projection: a field added to a
 * document's projection is read from its translation too. The element lays it over the base
 * (src/content/localize.ts); no translation (or none for the locale) answers `translation: null`.
 */
export function withTranslation(query: string): string {
  const projection = query.slice(query.indexOf('{'));
  return `${query.slice(0, query.lastIndexOf('}'))},
  "translation": *[_type == "translation.metadata" && references(^._id)][0].translations[_key == $locale][0].value->${projection}
}`;
}

export const QUIZ_STEPS_QUERY = `${baseDocuments('quiz')}{
  _id, ${'name' satisfies Quiz},
  ${'interfaceText' satisfies Quiz},
  ${'steps' satisfies Quiz}[]{
    _key, ${'id' satisfies Step}, ${'name' satisfies Step}, ${'type' satisfies Step}, ${'heading' satisfies Step}, ${'subHeading' satisfies Step}, ${'text' satisfies Step}, ${'option' satisfies Step}, ${'version' satisfies Step}, ${'canNext' satisfies Step}, ${'shouldSubmitQuiz' satisfies Step},
    ${'shopifyVariantId' satisfies Step}, ${'labelRange' satisfies Step}, ${'imageUrl' satisfies Step}, ${'backgroundUrl' satisfies Step}, ${'backgroundMobileUrl' satisfies Step}, ${'abtesting' satisfies Step}, ${'screen' satisfies Step},
    ${image('image' satisfies Step)}, ${image('background' satisfies Step)}, ${image('backgroundMobile' satisfies Step)},
    ${'items' satisfies Step}[]{_key, ${'text' satisfies Item}, ${'value' satisfies Item}, ${image('image' satisfies Item)}},
    ${'consentTexts' satisfies Step}[]{${'markets' satisfies FieldOf<'consentText'>}, ${'text' satisfies FieldOf<'consentText'>}, ${'version' satisfies FieldOf<'consentText'>}}
  },
  ${'experiment' satisfies Quiz}{${'variants' satisfies FieldOf<'experiment'>}[]{${'variant' satisfies Arm}, ${'weight' satisfies Arm}, ${'start' satisfies Arm}, ${'stop' satisfies Arm}}}
}`;
