/** The sections both variants share after their own (docs/behaviour.md "Recommendation pages"): what to expect → FAQs. */
import type { Marketing } from '../core/types.ts';
import { Difference } from './Difference.tsx';
import { Faq } from './Faq.tsx';
import { Principles } from './Principles.tsx';
import { Testimonials } from './Testimonials.tsx';
import { WhatToExpect } from './WhatToExpect.tsx';

export function MarketingSections({ marketing }: { marketing: Marketing | null }) {
  return (
    <>
      <WhatToExpect />
      {marketing && (
        <>
          <Testimonials testimonials={marketing.testimonials} />
          {marketing.principles.length > 0 && <Principles principles={marketing.principles} />}
          <Difference marketing={marketing} />
          {marketing.faqs.length > 0 && <Faq faqs={marketing.faqs} />}
        </>
      )}
    </>
  );
}
