/** The element's model of the quiz content and answers. The profile and the request bodies are in contract/. */
export type { Fragrance, Payload, PayloadFragrance, Result } from '../../contract/requests.ts';
export type { FavoritePerfume, Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import type { Fragrance } from '../../contract/requests.ts';
import type { InterfaceTextField, MarketingCopyField } from '../../contract/content-documents.ts';
import type { Money } from './money.ts';
export type { Money } from './money.ts';

export interface ImageRef {
  url: string;
  altText: string;
  width?: number;
  height?: number;
}

export type { StepType } from '../../contract/step-types.ts';
import type { StepType } from '../../contract/step-types.ts';
import type { EmailConsentText } from '../../contract/email-optin.ts';

export interface StepItem {
  _key: string;
  text: string;
  value: string;
  image?: ImageRef;
}

export interface Step {
  _key: string;
  /** Also the answer's field name. */
  id: string;
  name: string;
  /** Lowercased step type. */
  type: StepType;
  heading?: string;
  subHeading?: string;
  text?: string;
  /** `Multiple`, or single. */
  multiple: boolean;
  /** true: the step is optional. */
  canNext: boolean;
  version?: string;
  shouldSubmitQuiz?: boolean;
  abtesting?: unknown;
  shopifyVariantId?: string;
  labelRange: string[];
  image?: ImageRef;
  background?: ImageRef;
  backgroundMobile?: ImageRef;
  imageUrl?: string;
  backgroundUrl?: string;
  backgroundMobileUrl?: string;
  items: StepItem[];
  /** `email` steps: the consent wording per market (contract/email-optin.ts). */
  consentTexts?: EmailConsentText[];
  /** The heading of the screen the step shares with its neighbours of the same value (src/core/screens.ts). */
  screen?: string;
}

export interface Quiz {
  _id: string;
  name: string;
  steps: Step[];
  /** The content's A/B/C schedule as it came (unchecked: contract/experiment.ts `experimentOf` reads it). */
  experiment?: unknown;
  /** The interface texts as the content gives them (contract/content-documents.ts INTERFACE_TEXT_FIELDS), unchecked: see src/i18n/words.ts. */
  interfaceText?: Readonly<Partial<Record<InterfaceTextField, string>>>;
}

/** Portable Text blocks as they come from the CMS; rendered by a library, never as HTML. */
export type PortableTextBlocks = Array<Record<string, unknown>>;

export interface ProductRecommend {
  _key: string;
  title: string;
  description: PortableTextBlocks;
  /** What the shopper pays; absent when the content gives no usable one (the default price then shows). */
  price?: Money;
  /** The regular price, struck through beside `price`; the percent off derives from both. */
  compareAtPrice?: Money;
  /** Credit toward full-size bottles that comes with the product. */
  credit?: Money;
  /** Average review rating, 0–5, and the number of reviews: both or neither. */
  rating?: number;
  reviewCount?: number;
  sampleSize?: string;
  shippingNote?: string;
  isBestValue: boolean;
  shopifyVariantId?: string;
  image?: ImageRef;
  badgeImage?: ImageRef;
  /** The offer in each other market (`price` etc. above are the U.S. one): ./offers.ts chooses. */
  marketOffers?: MarketOffer[];
}

/** A product's price, compare-at price and credit in one market's currency. */
export interface MarketOffer {
  /** ISO country code, upper case. */
  country: string;
  price: Money;
  compareAtPrice?: Money;
  credit?: Money;
}

export interface QuizResult {
  shopifyVariantId?: string;
  backgroundImage?: ImageRef;
  backgroundImageMobile?: ImageRef;
  variant?: string;
  recommendProductListTitle: string;
  recommendTableTitle: string;
  productRecommends: ProductRecommend[];
  /** The comparison table: one cell per product, in the product list's order. */
  comparisonRows: Array<{ _key: string; label: string; cells: string[] }>;
  /** What the content checks dropped or replaced (reported once as `fq-error`). */
  problems?: string[];
}

/** Marketing content of the recommendation pages, editable in the CMS. */
export interface Marketing {
  productName: string;
  email: string;
  /** Share of shoppers who love a scent of their kit, 0–100. */
  successRate?: number;
  unitsSold?: number;
  /** The results page's words, templates with `{placeholders}` (contract/content-documents.ts). */
  copy: Partial<Record<MarketingCopyField, string>>;
  heroPerks: string[];
  expectSteps: string[];
  testimonials: Array<{ _key: string; name: string; quote: string }>;
  principles: Array<{ _key: string; title: string; text: string }>;
  faqs: Array<{ _key: string; question: string; answer: PortableTextBlocks }>;
  /** "The {productName} Difference" in words: a line and short points (may be empty in older content). */
  differenceIntro: string;
  differencePoints: Array<{ _key: string; title: string; text: string }>;
  differenceImage?: ImageRef;
  differenceImageMobile?: ImageRef;
  /** What the content checks dropped or replaced (reported once as `fq-error`). */
  problems?: string[];
}

/** Stored answers keyed by step id; the age step stores `year` and `month`. */
export type AnswerValue = string | number | boolean | null | string[] | Fragrance[];
export type Answers = Record<string, AnswerValue | undefined>;

