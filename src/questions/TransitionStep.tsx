/** An interstitial: no form, the step's text and image (docs/behaviour.md "Question types"). */
import { stepImage } from '../components/stepImages.ts';
import type { QuestionProps } from './QuestionProps.ts';

export function TransitionStep({ step }: QuestionProps) {
  const image = stepImage(step);
  return (
    <div className="transition-step">
      {step.text ? <p className="step-text">{step.text}</p> : null}
      {image ? <img className="interstitial-image" src={image.url} alt={image.altText} width={image.width} height={image.height} /> : null}
    </div>
  );
}
