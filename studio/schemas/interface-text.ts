/** The question screens' own words (the quiz's `interfaceText`): buttons, screen-reader labels, the pickers, errors. */
import { defineType } from 'sanity';
import { INTERFACE_TEXT_PLACEHOLDERS, type InterfaceTextField } from '../../contract/content-documents.ts';
import { fieldsOf, type FieldSpec } from './fields.ts';
import { placeholderHelp, placeholdersIn } from './template.ts';

const TITLES: Record<InterfaceTextField, string> = {
  next: 'Next button', back: 'Back button', navigationLabel: 'Bottom bar, read by screen readers',
  progressLabel: 'Progress bar, read by screen readers', stepCount: 'Step count ("Step 3 of 12")',
  progressComplete: 'Progress, read by screen readers ("40% complete")', yearLabel: 'Age: year label', monthLabel: 'Age: month label',
  searchPlaceholder: 'Perfume picker: search box', searchHint: 'Perfume picker: how to search, read by screen readers',
  clearSearch: 'Perfume picker: clear button, read by screen readers', matchingPerfumes: 'Perfume picker: result list, read by screen readers',
  selectedTag: 'Perfume picker: tag on a chosen perfume', yourPerfumes: 'Perfume picker: chosen perfumes, read by screen readers',
  removePerfume: 'Perfume picker: remove button, read by screen readers', emptySlot: 'Perfume picker: empty slot, read by screen readers',
  selectedCount: 'Perfume picker: how many are chosen, read by screen readers', alreadySelected: 'Perfume picker: perfume already chosen',
  pickerFull: 'Perfume picker: all slots filled', pickerTooMany: 'Perfume picker: one too many',
  pickerLoading: 'Perfume picker: while the catalogue loads', pickerNoMatches: 'Perfume picker: nothing found',
  pickerShowingFirst: 'Perfume picker: list cut short', pickerFailed: 'Perfume picker: catalogue failed to load',
  retry: 'Try-again button', emailLabel: 'E-mail step: address label', emailSend: 'E-mail step: send button',
  emailSent: 'E-mail step: sent', emailFailed: 'E-mail step: sending failed', emailEmpty: 'E-mail step: no address',
  emailTooLong: 'E-mail step: address too long', emailMalformed: 'E-mail step: address malformed',
  emailDisposable: 'E-mail step: throwaway address', emailConsentNeeded: 'E-mail step: box not ticked', skip: 'Skip link',
  analysisReading: 'Analysis screen: stage 1', analysisWeighing: 'Analysis screen: stage 2', analysisMatching: 'Analysis screen: stage 3',
  analysisChoosing: 'Analysis screen: stage 4', analysisImageAlt: 'Analysis screen: picture description',
  seeResults: 'Analysis screen: link back to the results', resultsReady: 'Analysis screen: heading after the results',
  loadingRecommendation: 'While the results page loads', recommendationFailed: 'Results page failed to load',
  redirecting: 'Going back to an unanswered question', loadingQuestion: 'While a question loads',
  questionFailed: 'A question failed to load',
};

function textField(field: InterfaceTextField): FieldSpec {
  const allowed = INTERFACE_TEXT_PLACEHOLDERS[field] ?? [];
  return {
    title: TITLES[field], type: 'string',
    description: allowed.length > 0 ? placeholderHelp(allowed) : 'No placeholders.',
    validation: (rule) => [rule.required(), rule.custom(placeholdersIn(allowed))],
  };
}

export const interfaceText = defineType({
  name: 'interfaceText',
  title: 'Interface texts',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: fieldsOf('interfaceText', Object.fromEntries(Object.keys(TITLES).map((field) => [field, textField(field as InterfaceTextField)])) as Record<InterfaceTextField, FieldSpec>),
});
