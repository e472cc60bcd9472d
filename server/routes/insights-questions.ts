/**
 * The quiz's words for the answers report: each step's heading and its options' texts, from the quiz the
 * server follows (the first `quiz` document of the configured dataset), read once per content version.
 */
import { isRecord } from '../../contract/is-record.ts';
import type { DatasetStore, SanityDocument } from '../content/datasets.ts';
import { stepOptionsOf } from '../quiz-options.ts';
import type { QuestionText } from './insights-queries.ts';
import { baseQuiz } from '../content/base-quiz.ts';

export function questionTextsOf(documents: readonly SanityDocument[] | null): Map<string, QuestionText> {
  const options = stepOptionsOf(documents);
  const quiz = baseQuiz(documents);
  const texts = new Map<string, QuestionText>();
  for (const step of Array.isArray(quiz?.steps) ? quiz.steps : []) {
    if (!isRecord(step) || typeof step.id !== 'string' || texts.has(step.id)) continue;
    const heading = typeof step.heading === 'string' ? step.heading : '';
    // A row of a shared screen (a rating grid's "Woody") reads as a question with its screen's heading.
    const screen = typeof step.screen === 'string' ? step.screen.trim() : '';
    const question = screen && !heading.trim().endsWith('?') ? `${screen} ${heading}`.trim() : heading;
    texts.set(step.id, { heading: question, options: options.get(step.id) ?? new Map() });
  }
  return texts;
}

export function questionSource(datasets: DatasetStore, dataset: string): (stepId: string) => QuestionText | undefined {
  const cache = new WeakMap<SanityDocument[], Map<string, QuestionText>>();
  return (stepId) => {
    const documents = datasets.get(dataset);
    if (!documents) return undefined;
    let texts = cache.get(documents);
    if (!texts) {
      texts = questionTextsOf(documents);
      cache.set(documents, texts);
    }
    return texts.get(stepId);
  };
}
