/**
 * As the results page fills in (its sections below the first screen follow one per frame), React renders
 * each section once: the sections already on screen keep the elements they were given, so a shopper's
 * phone does not render the whole page again for every section that follows
 * (src/recommendation/RecommendationPage.tsx).
 */
import { newPropsCounts, resetRenderCounts } from '../support/react-renders.ts';
import { expect } from '@open-wc/testing';
import { AiResults } from '../../src/recommendation/AiResults.tsx';
import { ComparisonTable } from '../../src/recommendation/ComparisonTable.tsx';
import { Difference } from '../../src/recommendation/Difference.tsx';
import { Faq } from '../../src/recommendation/Faq.tsx';
import { Hero } from '../../src/recommendation/Hero.tsx';
import { Principles } from '../../src/recommendation/Principles.tsx';
import { ProductList } from '../../src/recommendation/ProductList.tsx';
import { ScentProfile } from '../../src/recommendation/ScentProfile.tsx';
import { Testimonials } from '../../src/recommendation/Testimonials.tsx';
import { WhatToExpect } from '../../src/recommendation/WhatToExpect.tsx';
import { openRecommendation, waitForPage } from './recommendation-fixtures.ts';

const MARKETING_SECTIONS = { WhatToExpect, Testimonials, Principles, Difference, Faq };
const SECTIONS_OF = {
  A: { Hero, AiResults, ScentProfile, ...MARKETING_SECTIONS },
  B: { ProductList, ScentProfile, ComparisonTable, ...MARKETING_SECTIONS },
};

describe('the results page, as its sections follow one another', () => {
  for (const version of ['A', 'B'] as const) {
    it(`variant ${version}: hands each section its element once, not again for every section that follows`, async () => {
      resetRenderCounts();
      const el = await openRecommendation({ version });
      await waitForPage(el);

      for (const [name, component] of Object.entries(SECTIONS_OF[version])) {
        expect(newPropsCounts(component), `${name}: mounted once, then commits with new props`).to.deep.equal([0]);
      }
    });
  }
});
