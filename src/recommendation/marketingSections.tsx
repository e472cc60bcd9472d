/** The sections both variants share after their own (docs/behaviour.md "Recommendation pages"): what to expect → FAQs. */
import type { ReactElement } from 'react';
import type { ResultsCopy } from '../core/results-copy.ts';
import type { Marketing } from '../core/types.ts';
import { Difference } from './Difference.tsx';
import { Faq } from './Faq.tsx';
import { Principles } from './Principles.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatToExpect } from './WhatToExpect.tsx';

/** The sections, in order, as a list: the page shows them one after another (./RecommendationPage.tsx). */
export function marketingSections(marketing: Marketing | null, copy: ResultsCopy): ReactElement[] {
  const sections: ReactElement[] = [];
  if (copy.expectSteps.length > 0) sections.push(<WhatToExpect key="what-to-expect" />);
  if (!marketing) return sections;
  sections.push(<Testimonials key="testimonials" testimonials={marketing.testimonials} />);
  if (marketing.principles.length > 0) sections.push(<Principles key="principles" principles={marketing.principles} />);
  sections.push(<Difference key="difference" marketing={marketing} />);
  if (marketing.faqs.length > 0) sections.push(<Faq key="faq" faqs={marketing.faqs} />);
  return sections;
}
