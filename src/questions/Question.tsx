/** The one switch from a step's `type` to the component that renders it (docs/behaviour.md "Question types"). */
import { unhandledStepType } from '../../contract/step-types.ts';
import { LazyScreen } from '../components/LoadFailure.tsx';
import { ChoiceQuestion } from './ChoiceQuestion.tsx';
import { ageQuestion, ctaStep, emailStep, searchQuestion } from './lazyQuestions.ts';
import type { QuestionProps } from './QuestionProps.ts';
import { TransitionStep } from './TransitionStep.tsx';

/** A question type in a chunk of its own (./lazyQuestions.ts) whose code cannot be fetched. */
const QUESTION_FAILED = 'Sorry, this question could not load.';

export function Question(props: QuestionProps) {
  switch (props.step.type) {
    case 'age':
      return <LazyScreen code={ageQuestion} failedTitle={QUESTION_FAILED} loadingLabel="Loading..." props={props} />;
    case 'select':
    case 'range':
    case 'color':
      return <ChoiceQuestion {...props} />;
    case 'image':
      return props.step.items.length > 0 ? <ChoiceQuestion {...props} /> : <TransitionStep {...props} />;
    case 'search':
      return <LazyScreen code={searchQuestion} failedTitle={QUESTION_FAILED} loadingLabel="Loading..." props={props} />;
    case 'cta':
      return <LazyScreen code={ctaStep} failedTitle={QUESTION_FAILED} loadingLabel="Loading..." props={props} />;
    case 'email':
      return <LazyScreen code={emailStep} failedTitle={QUESTION_FAILED} loadingLabel="Loading..." props={props} />;
    case 'transition':
    case 'landing':
      return <TransitionStep {...props} />;
    default:
      return unhandledStepType(props.step.type);
  }
}
