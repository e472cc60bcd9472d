/**
 * The quiz the server validates, labels and describes against: the first base `quiz` document of a
 * dataset. Translations (documents with a `language`, contract/translations.ts) hold only texts in
 * another language and are never it.
 */
import { DOCUMENT_TYPES } from '../../contract/content-documents.ts';
import { isBaseDocument } from '../../contract/translations.ts';
import type { SanityDocument } from './datasets.ts';

export function baseQuiz(documents: readonly SanityDocument[] | null | undefined): SanityDocument | undefined {
  return documents?.find((document) => document._type === DOCUMENT_TYPES.quiz && isBaseDocument(document) && !document._id.startsWith('drafts.'));
}
