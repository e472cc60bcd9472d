/**
 * What a first-party event may say about the quiz (docs/insights.md "Events"): its name is one of the
 * vocabulary (contract/events.ts), and a step event names a step of the quiz the server loads
 * (its id, its name, a position within the quiz), so a stranger cannot write made-up rows into the
 * merchant's funnel. One module, so that a new step identity (a key, a revision) is checked here.
 */
import { FIRST_PARTY_EVENTS } from '../contract/events.ts';
import { isRecord } from '../contract/is-record.ts';
import type { SanityDocument } from './content/datasets.ts';
import type { ValidationDetail } from './quiz-options.ts';
import type { QuizEvent } from './schemas/requests.ts';
import { baseQuiz } from './content/base-quiz.ts';

export interface QuizStepRef {
  id: string;
  name: string;
}

const NAMES: ReadonlySet<string> = new Set(Object.values(FIRST_PARTY_EVENTS));
const STEP_EVENTS: ReadonlySet<string> = new Set([FIRST_PARTY_EVENTS.stepView, FIRST_PARTY_EVENTS.answer]);

const stepsByDocuments = new WeakMap<readonly SanityDocument[], QuizStepRef[]>();

/** The steps of the first quiz among the documents, in order (none without a quiz). */
export function quizStepsOf(documents: readonly SanityDocument[] | null): QuizStepRef[] {
  if (!documents) return [];
  const known = stepsByDocuments.get(documents);
  if (known) return known;
  const quiz = baseQuiz(documents);
  const steps = (Array.isArray(quiz?.['steps']) ? quiz['steps'] as unknown[] : [])
    .filter(isRecord)
    .filter((step) => typeof step['id'] === 'string')
    .map((step) => ({ id: step['id'] as string, name: typeof step['name'] === 'string' ? step['name'] : '' }));
  stepsByDocuments.set(documents, steps);
  return steps;
}

/**
 * Problems of schema-valid events against the vocabulary and the quiz's steps; empty when all are fine.
 * `basePath` is the pointer of the first event (`/events/0` in a batch, `` for a single event).
 */
export function eventProblems(events: readonly QuizEvent[], steps: readonly QuizStepRef[], batch: boolean): ValidationDetail[] {
  const details: ValidationDetail[] = [];
  events.forEach((event, i) => {
    const path = batch ? `/events/${i}` : '';
    if (!NAMES.has(event.name)) {
      details.push({ path: `${path}/name`, message: `must be one of ${[...NAMES].join(', ')}` });
      return;
    }
    // Without a quiz in the content there is nothing to check step events against.
    if (!STEP_EVENTS.has(event.name) || steps.length === 0) return;
    const { stepId, stepName, index } = event.properties ?? {};
    const step = steps.find((candidate) => candidate.id === stepId);
    if (!step) {
      details.push({ path: `${path}/properties/stepId`, message: 'must be the id of a step of the quiz' });
      return;
    }
    if (stepName !== undefined && stepName !== step.name) {
      details.push({ path: `${path}/properties/stepName`, message: `must be the name of step "${step.id}"` });
    }
    if (event.name === FIRST_PARTY_EVENTS.stepView && !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < steps.length)) {
      details.push({ path: `${path}/properties/index`, message: `must be a step position from 0 to ${steps.length - 1}` });
    }
  });
  return details;
}
