/** The one switch from a step's `type` to the component that renders it (docs/behaviour.md "Question types"). */
import { Suspense, useReducer, type ComponentType } from 'react';
import { LoadFailureBoundary } from '../components/LoadFailure.tsx';
import { LoadingMessage } from '../components/StatusMessage.tsx';
import { ChoiceQuestion } from './ChoiceQuestion.tsx';
import { ageQuestion, ctaStep, searchQuestion } from './lazyQuestions.ts';
import type { QuestionProps } from './QuestionProps.ts';
import { TransitionStep } from './TransitionStep.tsx';

/** A question type's code, as ./lazyQuestions.ts loads it. */
interface LazyQuestionCode {
  get(): ComponentType<QuestionProps>;
  retry(): void;
}

/**
 * A question type from a chunk of its own: rendered at once when its code is in (it was warmed a step
 * ahead), "Loading..." until then, and a message with a retry if the code cannot be fetched.
 */
function LazyQuestion({ code, ...props }: QuestionProps & { code: LazyQuestionCode }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Loaded = code.get();
  return (
    <LoadFailureBoundary
      title="Sorry, this question could not load."
      onRetry={() => {
        code.retry();
        rerender();
      }}
    >
      <Suspense fallback={<LoadingMessage label="Loading..." />}>
        <Loaded {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

export function Question(props: QuestionProps) {
  switch (props.step.type) {
    case 'age':
      return <LazyQuestion code={ageQuestion} {...props} />;
    case 'select':
    case 'range':
    case 'color':
      return <ChoiceQuestion {...props} />;
    case 'image':
      return props.step.items.length > 0 ? <ChoiceQuestion {...props} /> : <TransitionStep {...props} />;
    case 'search':
      return <LazyQuestion code={searchQuestion} {...props} />;
    case 'cta':
      return <LazyQuestion code={ctaStep} {...props} />;
    case 'transition':
    case 'landing':
      return <TransitionStep {...props} />;
  }
}
