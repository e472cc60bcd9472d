/** The marketing document shared by every dataset: brand, testimonials, principles, FAQs, built from its words. */
import type { MarketingCopyField } from '../../contract/content-documents.ts';
import { DIFFERENCE, imageField } from './images.ts';
import { portableText } from './ptext.ts';
import { FALLBACK_COPY } from '../../src/core/results-fallback.ts';
import type { MarketingDoc } from './sanity-types.ts';

export const BRAND = 'Scentology';
export const CARE_EMAIL = 'care@scentology.example';

/** The results page's words; `{name}` placeholders are filled by the element (contract/content-documents.ts COPY_PLACEHOLDERS). */
const COPY: Record<MarketingCopyField, string> = {
  // The words the seed does not restyle (screen-reader and chart words) are the element's own.
  ...FALLBACK_COPY,
  heroEyebrow: 'Over {unitsSold} sold',
  heroHeading: 'Your Signature Scent Awaits',
  kitButton: 'Add to cart · {kitPrice}',
  kitButtonSecondary: 'Start with your kit · {kitPrice}',
  analyzing: 'Analyzing Your Results...',
  resultsEyebrow: 'Your results are in',
  resultsHeading: 'We Found The Best Match For You',
  kitEyebrow: 'Inside your kit',
  kitHeading: 'Four scents, chosen for you',
  kitIntro: 'Their names stay a surprise until you open the box. Here is what each one is like, and why it is in yours.',
  kitFamily: 'Family',
  kitCharacter: 'Character',
  kitWhen: 'Wear it',
  kitWhy: 'Why it fits you',
  retake: 'Retake the quiz',
  profileEyebrow: 'Your scent profile',
  profileHeading: 'What we matched your kit to',
  expectHeading: 'Signature Scent Discovery, Simplified',
  expectSubheading: 'Here’s what to expect.',
  testimonialsHeading: 'And It Works. Here’s What People Are Saying:',
  principlesHeading: 'Our Principles',
  differenceHeading: 'The {productName} Difference',
  faqHeading: 'Frequently Asked Questions',
  cardButton: 'ADD TO CART - {price}',
  cardSaving: '({percentOff}OFF)',
  cardReviews: '{reviewCount} Reviews',
  cardRating: 'Rated {rating} out of 5',
  bestValue: 'Best Value',
  deliveryNote: 'Ships in 1–2 business days; U.S. delivery in 3–5.',
  returnsNote: 'Not in love? Your credit works on any full size, and an unopened kit comes back free within 30 days.',
};

const HERO_PERKS: MarketingWords['heroPerks'] = ['Complimentary U.S. shipping always', '4 expertly-crafted scents just for you', 'Discovery Kit cost applied to full-size purchase'];

const EXPECT_STEPS: MarketingWords['expectSteps'] = [
  '4 surprise scent samples handpicked for you',
  'An {successRate} success rate in matching you with 1 you love',
  'Test them at home',
  'Use a {kitCredit} credit for a full-size bottle',
];

const TESTIMONIALS = [
  ['Maya R.', 'I was sure I was a one-perfume person. Two of my four samples are now on my dresser full time.'],
  ['Jordan T.', 'The quiz took five minutes and somehow knew me better than the last three gifts I got.'],
  ['Priya K.', 'Finally, a way to try scents at home without a department store ambush. I love my match.'],
  ['Elena M.', 'I used my credit on the first sample I opened. My partner keeps asking what I’m wearing.'],
] as const;

const PRINCIPLES = [
  ['Made In USA', 'Every scent is blended and bottled in small batches in the USA.'],
  ['Beauty Standards', 'Our formulas are paraben, dye and phthalate free.'],
  ['Cruelty Free', 'We never test on animals, and vegan options run through the whole collection.'],
  ['Planet Minded', 'Recyclable glass, plastic-light packaging and shipping that keeps waste low.'],
  ['Genderless', 'Scent is for everyone, so we never label a fragrance by gender.'],
] as const;

const DIFFERENCE_INTRO = 'A perfume counter hands you what is new. We start from you.';

const DIFFERENCE_POINTS = [
  ['Matched, not guessed', 'Your answers become a scent profile, and our recommender reads it against every scent we make.'],
  ['Tried where you live', 'Wear each sample for a day at home, at work, at night, and let your own skin decide.'],
  ['Nothing wasted', 'The kit’s cost comes back as credit toward the full-size bottle you fall for.'],
] as const;

/** Variant-A FAQs (docs/behaviour.md "Recommendation pages"), in order. Answers use the mini-markup of `portableText`. */
const FAQS: MarketingWords['faqs'] = [
  [`What is ${BRAND}?`,
    `${BRAND} matches you with fragrances using an algorithm built by our data scientists. It finds a scent you love almost 90% of the time.`],
  ['How does the personalization work?',
    'Your quiz answers build a scent profile, and we pick **4 scents** for it. That gives you an {successRate} chance of loving at least one of them.'],
  ['What if I don’t like my samples?',
    'No worries. Contact our customer care team at [{email}](mailto:{email}) and we’ll make it right.'],
  ['Can I create my own kit?',
    'Absolutely. Pick any four scents you’re curious about and [create your own kit](/pages/custom-kit).'],
  [`Where can I buy ${BRAND}?`,
    `${BRAND} is sold only on our own store. We ship across the U.S., to Canada and to the UK and Ireland.`],
  ['Are the ingredients safe?',
    'Yes. Every formula meets strict safety standards and is free of parabens, dyes and phthalates.'],
  ['Where can I find a list of allergens?',
    'Email us at [{email}](mailto:{email}) and we’ll send you the full allergens list for any scent.'],
  ['Is there a kit with all of your fragrances?',
    'Yes! The [Signature Sampler](/pages/signature-sampler) holds every one of our bestseller scents, so you can try them all.'],
];

type Pair = readonly [string, string];

/** The words of the marketing document; `testimonials` are `[name, quote]`, the others `[title, text]`, FAQs `[question, answer]`. */
export interface MarketingWords {
  copy: Readonly<Record<MarketingCopyField, string>>;
  heroPerks: readonly [string, string, string];
  expectSteps: readonly [string, string, string, string];
  testimonials: readonly [Pair, Pair, Pair, Pair];
  principles: readonly [Pair, Pair, Pair, Pair, Pair];
  differenceIntro: string;
  differencePoints: readonly [Pair, Pair, Pair];
  faqs: readonly [Pair, Pair, Pair, Pair, Pair, Pair, Pair, Pair];
}

export const MARKETING_WORDS: MarketingWords = {
  copy: COPY, heroPerks: HERO_PERKS, expectSteps: EXPECT_STEPS, testimonials: TESTIMONIALS, principles: PRINCIPLES,
  differenceIntro: DIFFERENCE_INTRO, differencePoints: DIFFERENCE_POINTS, faqs: FAQS,
};

export function marketingDoc(words: MarketingWords): MarketingDoc {
  return {
    _id: 'marketing',
    _type: 'marketing',
    productName: BRAND,
    email: CARE_EMAIL,
    successRate: 89,
    unitsSold: 400_000,
    copy: { _type: 'marketingCopy', ...words.copy },
    heroPerks: [...words.heroPerks],
    expectSteps: [...words.expectSteps],
    testimonials: words.testimonials.map(([name, quote], i) => ({ _key: `testimonial-${i + 1}`, _type: 'testimonial', name, quote })),
    principles: words.principles.map(([title, text], i) => ({ _key: `principle-${i + 1}`, _type: 'principle', title, text })),
    faqs: words.faqs.map(([question, answer], i) => ({
      _key: `faq-${i + 1}`,
      _type: 'faq',
      question,
      answer: portableText(`faq${i + 1}`, [answer]),
    })),
    differenceIntro: words.differenceIntro,
    differencePoints: words.differencePoints.map(([title, text], i) => ({ _key: `difference-${i + 1}`, _type: 'differencePoint', title, text })),
    differenceImage: imageField(DIFFERENCE.desktop),
    differenceImageMobile: imageField(DIFFERENCE.mobile),
  };
}

export const MARKETING: MarketingDoc = marketingDoc(MARKETING_WORDS);
