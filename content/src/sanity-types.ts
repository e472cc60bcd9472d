/**
 * Shapes of the documents in the seed datasets, as stored in a Sanity dataset export. Their fields are
 * checked against the shared list in contract/content-documents.ts (see `FieldChecks` at the end).
 */
import type { Locale, MarketCountry } from '../../contract/markets.ts';
import type { AssertFields, FieldCheck, InterfaceTextField, MarketingCopyField, ResultsEmailField, StepOption, StepTypeName } from '../../contract/content-documents.ts';
import type { ExperimentDoc } from './experiment.ts';
import type { HouseScent } from '../../contract/house-scent.ts';

export type { StepTypeName };

export interface SanityReference {
  _type: 'reference';
  _ref: string;
}

/** An image field: a reference to an asset document plus the alt text of this use. */
export interface SanityImage {
  _type: 'image';
  asset: SanityReference;
  altText: string;
}

export interface ImageAssetDoc {
  _id: string;
  _type: 'sanity.imageAsset';
  /** Relative to the content API host. */
  url: string;
  /** Relative to the dataset folder. */
  path: string;
  extension: 'svg';
  mimeType: 'image/svg+xml';
  metadata: { dimensions: { width: number; height: number; aspectRatio: number } };
}

export interface PtSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface PtLink {
  _type: 'link';
  _key: string;
  href: string;
}

export interface PtBlock {
  _type: 'block';
  _key: string;
  style: 'normal';
  markDefs: PtLink[];
  children: PtSpan[];
  listItem?: 'bullet';
  level?: number;
}

export interface StepItemDoc {
  _key: string;
  _type: 'item';
  text: string;
  value: string;
  image?: SanityImage;
}

export interface StepDoc {
  _key: string;
  _type: 'step';
  id: string;
  name: string;
  type: StepTypeName;
  heading?: string;
  subHeading?: string;
  text?: string;
  option: StepOption;
  version: string;
  canNext: boolean;
  shouldSubmitQuiz: boolean;
  shopifyVariantId?: string;
  labelRange?: string[];
  image?: SanityImage;
  background?: SanityImage;
  backgroundMobile?: SanityImage;
  imageUrl?: string;
  backgroundUrl?: string;
  backgroundMobileUrl?: string;
  items?: StepItemDoc[];
  abtesting?: unknown;
  /** `email` steps: the consent wording per market (contract/email-optin.ts). */
  consentTexts?: ConsentTextDoc[];
  screen?: string;
  /** `email` steps: the results e-mail's words. */
  resultsEmail?: ResultsEmailDoc;
}

export type ResultsEmailDoc = { _type: 'resultsEmail' } & Record<ResultsEmailField, string>;

export interface ConsentTextDoc {
  _key: string;
  _type: 'consentText';
  markets: string[];
  text: string;
  version: string;
}

export interface ProductRecommendDoc {
  _key: string;
  _type: 'productRecommend';
  title: string;
  description: PtBlock[];
  /** What the shopper pays. */
  price: MoneyDoc;
  /** The regular price shown struck through; the percent off is derived from the two. */
  compareAtPrice?: MoneyDoc;
  /** Credit toward full-size bottles that comes with the product. */
  credit?: MoneyDoc;
  /** Average review rating, 0–5. */
  rating: number;
  reviewCount: number;
  sampleSize: string;
  shippingNote: string;
  isBestValue: boolean;
  shopifyVariantId: string;
  image: SanityImage;
  badgeImage: SanityImage;
  /** The offer in each other market the store ships to (contract/markets.ts). */
  marketOffers?: MarketOfferDoc[];
}

export interface MarketOfferDoc {
  _key: string;
  _type: 'marketOffer';
  country: MarketCountry;
  price: MoneyDoc;
  compareAtPrice?: MoneyDoc;
  credit?: MoneyDoc;
}

export interface QuizResultDoc {
  _type: 'quizResult';
  shopifyVariantId: string;
  backgroundImage: SanityImage;
  backgroundImageMobile: SanityImage;
  variant: string;
  recommendProductListTitle: string;
  recommendTableTitle: string;
  productRecommends: ProductRecommendDoc[];
  comparisonRows: ComparisonRowDoc[];
}

/** A price: an amount in an ISO 4217 currency. */
export interface MoneyDoc {
  _type: 'money';
  amount: number;
  currency: string;
}

/** A row of the comparison table: one cell per product, in the product list's order. */
export type ComparisonRowDoc = { _key: string; _type: 'comparisonRow'; label: string; cells: string[] };

export type MarketingCopyDoc = { _type: 'marketingCopy' } & Record<MarketingCopyField, string>;
export type InterfaceTextDoc = { _type: 'interfaceText' } & Record<InterfaceTextField, string>;

export interface QuizDoc {
  _id: string;
  _type: 'quiz';
  name: string;
  steps: StepDoc[];
  quizResult: QuizResultDoc;
  experiment?: ExperimentDoc;
  /** Only on a translation (Sanity's document-level convention); the base quiz has none. */
  language?: Locale;
  interfaceText: InterfaceTextDoc;
}

export type TestimonialDoc = { _key: string; _type: 'testimonial'; name: string; quote: string };
export type PrincipleDoc = { _key: string; _type: 'principle'; title: string; text: string };
export type DifferencePointDoc = { _key: string; _type: 'differencePoint'; title: string; text: string };
export type FaqDoc = { _key: string; _type: 'faq'; question: string; answer: PtBlock[] };

export interface MarketingDoc {
  _id: 'marketing';
  _type: 'marketing';
  productName: string;
  email: string;
  /** Share of shoppers who love at least one scent of their kit, 0–100. */
  successRate: number;
  unitsSold: number;
  copy: MarketingCopyDoc;
  heroPerks: string[];
  expectSteps: string[];
  testimonials: TestimonialDoc[];
  principles: PrincipleDoc[];
  faqs: FaqDoc[];
  /** The words of "The {productName} Difference": a line under the heading and three short points. */
  differenceIntro: string;
  differencePoints: DifferencePointDoc[];
  differenceImage: SanityImage;
  differenceImageMobile: SanityImage;
  /** Only on a translation; the base document has none. */
  language?: Locale;
}

/** A house scent as the content stores it (the fields are the kit recommender's, contract/house-scent.ts). */
export interface HouseScentDoc extends HouseScent {
  _type: 'houseScent';
  /** Only on a translation; the base document has none. */
  language?: Locale;
}

export type ContentDoc = QuizDoc | MarketingDoc | HouseScentDoc;

/** Fails to compile when a shape above and the shared field list disagree. */
export type FieldChecks = [
  AssertFields<FieldCheck<'quiz', QuizDoc>>,
  AssertFields<FieldCheck<'step', StepDoc>>,
  AssertFields<FieldCheck<'item', StepItemDoc>>,
  AssertFields<FieldCheck<'quizResult', QuizResultDoc>>,
  AssertFields<FieldCheck<'productRecommend', ProductRecommendDoc>>,
  AssertFields<FieldCheck<'marketing', MarketingDoc>>,
  AssertFields<FieldCheck<'marketingCopy', MarketingCopyDoc>>,
  AssertFields<FieldCheck<'resultsEmail', ResultsEmailDoc>>,
  AssertFields<FieldCheck<'interfaceText', InterfaceTextDoc>>,
  AssertFields<FieldCheck<'money', MoneyDoc>>,
  AssertFields<FieldCheck<'marketOffer', MarketOfferDoc>>,
  AssertFields<FieldCheck<'comparisonRow', ComparisonRowDoc>>,
  AssertFields<FieldCheck<'testimonial', TestimonialDoc>>,
  AssertFields<FieldCheck<'principle', PrincipleDoc>>,
  AssertFields<FieldCheck<'differencePoint', DifferencePointDoc>>,
  AssertFields<FieldCheck<'faq', FaqDoc>>,
  AssertFields<FieldCheck<'houseScent', HouseScentDoc>>,
];
