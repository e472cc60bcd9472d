/** The one switch from a step's `type` to the component that renders it (docs/behaviour.md "Question types"). */
import { lazy, Suspense } from 'react';
import { LoadingMessage } from '../components/StatusMessage.tsx';
import { AgeQuestion } from './AgeQuestion.tsx';
import { ChoiceQuestion } from './ChoiceQuestion.tsx';
import { CtaStep } from './CtaStep.tsx';
import type { QuestionProps } from './QuestionProps.ts';
import { TransitionStep } from './TransitionStep.tsx';

/** The perfume picker and its virtual list load only when a search step is shown (or next). */
const SearchQuestion = lazy(() => import('./SearchQuestion.tsx'));

export function Question(props: QuestionProps) {
  switch (props.step.type) {
    case 'age':
      return <AgeQuestion {...props} />;
    case 'select':
    case 'range':
    case 'color':
      return <ChoiceQuestion {...props} />;
    case 'image':
      return props.step.items.length > 0 ? <ChoiceQuestion {...props} /> : <TransitionStep {...props} />;
    case 'search':
      return (
        <Suspense fallback={<LoadingMessage label="Loading..." />}>
          <SearchQuestion {...props} />
        </Suspense>
      );
    case 'cta':
      return <CtaStep {...props} />;
    case 'transition':
    case 'landing':
      return <TransitionStep {...props} />;
  }
}
