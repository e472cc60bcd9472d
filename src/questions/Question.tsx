/** The one switch from a step's `type` to the component that renders it (docs/behaviour.md "Question types"). */
import { unhandledStepType } from '../../contract/step-types.ts';
import { LazyScreen } from '../components/LoadFailure.tsx';
import { useWords } from '../components/useWords.ts';
import { ChoiceQuestion } from './ChoiceQuestion.tsx';
import { ageQuestion, ctaStep, emailStep, searchQuestion } from './lazyQuestions.ts';
import type { QuestionProps } from './QuestionProps.ts';
import { TransitionStep } from './TransitionStep.tsx';

export function Question(props: QuestionProps) {
  // A question type in a chunk of its own (./lazyQuestions.ts): its loading line, and its words when the code cannot be fetched.
  const { words } = useWords();
  switch (props.step.type) {
    case 'age':
      return <LazyScreen code={ageQuestion} failedTitle={words.questionFailed} loadingLabel={words.loadingQuestion} props={props} />;
    case 'select':
    case 'range':
    case 'color':
      return <ChoiceQuestion {...props} />;
    case 'image':
      return props.step.items.length > 0 ? <ChoiceQuestion {...props} /> : <TransitionStep {...props} />;
    case 'search':
      return <LazyScreen code={searchQuestion} failedTitle={words.questionFailed} loadingLabel={words.loadingQuestion} props={props} />;
    case 'cta':
      return <LazyScreen code={ctaStep} failedTitle={words.questionFailed} loadingLabel={words.loadingQuestion} props={props} />;
    case 'email':
      return <LazyScreen code={emailStep} failedTitle={words.questionFailed} loadingLabel={words.loadingQuestion} props={props} />;
    case 'transition':
    case 'landing':
      return <TransitionStep {...props} />;
    default:
      return unhandledStepType(props.step.type);
  }
}
