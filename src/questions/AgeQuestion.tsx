/** Placeholder: replaced by its issue's implementation. */
import type { QuestionProps } from './QuestionProps.ts';

export function AgeQuestion({ step }: QuestionProps) {
  return <p className="step-text">{step.text}</p>;
}
