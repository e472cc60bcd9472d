/**
 * What a first-party event may say about the quiz (docs/insights.md "Events"): its name is one of the
 * vocabulary (contract/events.ts), and a step event names a step of the quiz the server follows for the
 * event's dataset, by id and, from the current element, by the step's `_key`, the quiz document's id and
 * the step list's fingerprint. The identity stored is the server's, read from the live quiz, never the
 * client's words, so a stranger cannot write made-up rows into the merchant's funnel. A step event from a
 * tab still running another revision of the quiz (its fingerprint differs) that names a step the live quiz
 * lacks is stored but flagged `unverified`, and no report reads it.
 */
import { FIRST_PARTY_EVENTS } from '../contract/events.ts';
import { quizFingerprint } from '../contract/event-identity.ts';
import { isRecord } from '../contract/is-record.ts';
import { PREVIEW_PROPERTY } from '../contract/preview.ts';
import type { SanityDocument } from './content/datasets.ts';
import type { ValidationDetail } from './quiz-options.ts';
import type { QuizEvent } from './schemas/requests.ts';
import { baseQuiz } from './content/base-quiz.ts';

export interface QuizStepRef {
  id: string;
  name: string;
  /** The step's content `_key` (its id when the content has none, as the element does). */
  key: string;
  /** How the insights label it: the screen's heading, else the step's, else its name. */
  heading: string;
}

/** The quiz the server follows for a dataset: the first `quiz` document's id, fingerprint and steps. */
export interface FollowedQuiz {
  dataset: string;
  quizId: string;
  fingerprint: string;
  steps: QuizStepRef[];
}

/** Where a stored step event's step stands: the live quiz's identity of it and its position there. */
export interface StepIdentity {
  dataset: string;
  quizId: string;
  key: string;
  id: string;
  name: string;
  position: number;
}

/** Why an event is kept out of every report: a preview (contract/preview.ts), the merchant's own visit, a step the server could not verify. */
export type Exclusion = '' | 'preview' | 'merchant' | 'unverified';

/** An event as stored: the request's, with the step identity and exclusion the server worked out. */
export interface CheckedEvent extends QuizEvent {
  step?: StepIdentity | null;
  excluded?: Exclusion;
}

const NAMES: ReadonlySet<string> = new Set(Object.values(FIRST_PARTY_EVENTS));
const STEP_EVENTS: ReadonlySet<string> = new Set([FIRST_PARTY_EVENTS.stepView, FIRST_PARTY_EVENTS.answer]);
const DATASET = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FINGERPRINT = /^[0-9a-f]{8}$/;

const followed = new WeakMap<readonly SanityDocument[], FollowedQuiz | null>();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The quiz among a dataset's documents (the first `quiz`), or null without one. Computed once per content version. */
export function followedQuizOf(dataset: string, documents: readonly SanityDocument[] | null): FollowedQuiz | null {
  if (!documents) return null;
  if (followed.has(documents)) return followed.get(documents) ?? null;
  const quiz = baseQuiz(documents);
  const raw = (Array.isArray(quiz?.['steps']) ? quiz['steps'] as unknown[] : []).filter(isRecord).filter((step) => typeof step['id'] === 'string');
  const steps = raw.map((step): QuizStepRef => {
    const id = step['id'] as string;
    const screen = text(step['screen']).trim();
    return { id, name: text(step['name']), key: text(step['_key']) || id, heading: screen || text(step['heading']).trim() || text(step['name']) };
  });
  const result = quiz ? {
    dataset, quizId: quiz._id, steps,
    fingerprint: quizFingerprint(quiz._id, steps.map((step) => ({ _key: step.key, id: step.id }))),
  } : null;
  followed.set(documents, result);
  return result;
}

/** The steps of the first quiz among the documents, in order (none without a quiz). */
export function quizStepsOf(documents: readonly SanityDocument[] | null): QuizStepRef[] {
  return followedQuizOf('', documents)?.steps ?? [];
}

export interface EventCheckDeps {
  /** The quiz the server follows for a dataset, or null when it follows none there. */
  quizOf: (dataset: string) => FollowedQuiz | null;
  /** The dataset of an event that names none (the previous element's). */
  defaultDataset: string;
}

/**
 * Checks schema-valid events against the vocabulary and the quiz, and gives each its step identity and
 * exclusion; `details` lists the problems (a 400), empty when all are fine. `batch` picks the pointers
 * (`/events/0` in a batch, `` for a single event).
 */
export function checkEvents(events: readonly QuizEvent[], deps: EventCheckDeps, batch: boolean): { events: CheckedEvent[]; details: ValidationDetail[] } {
  const details: ValidationDetail[] = [];
  const checked = events.map((event, i): CheckedEvent => {
    const path = batch ? `/events/${i}` : '';
    const problem = (field: string, message: string) => {
      details.push({ path: `${path}/properties/${field}`, message });
      return event;
    };
    if (!NAMES.has(event.name)) {
      details.push({ path: `${path}/name`, message: `must be one of ${[...NAMES].join(', ')}` });
      return event;
    }
    const properties = event.properties ?? {};
    const excluded: Exclusion = properties[PREVIEW_PROPERTY] === true ? 'preview' : '';
    if (!STEP_EVENTS.has(event.name)) return { ...event, excluded };
    const { stepId, stepName, stepKey, quizDocId, quizRevision, index } = properties;
    const dataset = properties['dataset'] ?? deps.defaultDataset;
    if (typeof dataset !== 'string' || !DATASET.test(dataset)) return problem('dataset', 'must be a dataset name');
    if (quizRevision !== undefined && !(typeof quizRevision === 'string' && FINGERPRINT.test(quizRevision))) {
      return problem('quizRevision', 'must be the quiz\'s 8-digit fingerprint');
    }
    if (typeof stepId !== 'string') return problem('stepId', 'must be the id of a step of the quiz');
    const quiz = deps.quizOf(dataset);
    // A quiz the server does not follow cannot be checked: kept, flagged, read by no report.
    if (!quiz || quiz.steps.length === 0) return { ...event, step: null, excluded: 'unverified' };
    const position = quiz.steps.findIndex((candidate) => candidate.id === stepId);
    const step = quiz.steps[position];
    const mismatch = !step ? 'stepId'
      : stepKey !== undefined && stepKey !== step.key ? 'stepKey'
        : quizDocId !== undefined && quizDocId !== quiz.quizId ? 'quizDocId'
          : stepName !== undefined && stepName !== step.name ? 'stepName' : null;
    const current = quizRevision === undefined || quizRevision === quiz.fingerprint;
    if (mismatch) {
      // Another revision of the quiz (published while the shopper was in it) may name what this one lacks.
      if (!current) return { ...event, step: null, excluded: 'unverified' };
      return problem(mismatch, mismatch === 'stepName' ? `must be the name of step "${stepId}"` : `must name a step of the quiz "${quiz.quizId}"`);
    }
    if (event.name === FIRST_PARTY_EVENTS.stepView && !(Number.isInteger(index) && (index as number) >= 0 && (index as number) < quiz.steps.length)) {
      return problem('index', `must be a step position from 0 to ${quiz.steps.length - 1}`);
    }
    return { ...event, excluded, step: { dataset, quizId: quiz.quizId, key: step!.key, id: step!.id, name: step!.name, position } };
  });
  return { events: checked, details };
}
