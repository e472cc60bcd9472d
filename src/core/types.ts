/** The element's model of the quiz content and answers. The profile and the request bodies are in contract/. */
export type { Fragrance, Payload, PayloadFragrance, Result } from '../../contract/requests.ts';
export type { FavoritePerfume, Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import type { Fragrance } from '../../contract/requests.ts';

export interface ImageRef {
  url: string;
  altText: string;
  width?: number;
  height?: number;
}

export type StepType =
  | 'landing' | 'transition' | 'age' | 'select' | 'range' | 'color' | 'image' | 'search' | 'cta';

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
  /** The heading of the screen the step shares with its neighbours of the same value (src/core/screens.ts). */
  screen?: string;
}

export interface Quiz {
  _id: string;
  name: string;
  steps: Step[];
}

/** Portable Text blocks as they come from the CMS; rendered by a library, never as HTML. */
export type PortableTextBlocks = Array<Record<string, unknown>>;

export interface ProductRecommend {
  _key: string;
  title: string;
  description: PortableTextBlocks;
  price: number;
  percentOff?: number;
  isBestValue: boolean;
  shopifyVariantId?: string;
  image?: ImageRef;
  badgeImage?: ImageRef;
}

export interface QuizResult {
  shopifyVariantId?: string;
  backgroundImage?: ImageRef;
  backgroundImageMobile?: ImageRef;
  variant?: string;
  recommendProductListTitle: string;
  recommendTableTitle: string;
  productRecommends: ProductRecommend[];
}

/** Marketing content of the recommendation pages, editable in the CMS. */
export interface Marketing {
  productName: string;
  email: string;
  testimonials: Array<{ _key: string; name: string; quote: string }>;
  principles: Array<{ _key: string; title: string; text: string }>;
  faqs: Array<{ _key: string; question: string; answer: PortableTextBlocks }>;
  /** "The {productName} Difference" in words: a line and short points (may be empty in older content). */
  differenceIntro: string;
  differencePoints: Array<{ _key: string; title: string; text: string }>;
  differenceImage?: ImageRef;
  differenceImageMobile?: ImageRef;
}

/** Stored answers keyed by step id; the age step stores `year` and `month`. */
export type AnswerValue = string | number | boolean | null | string[] | Fragrance[];
export type Answers = Record<string, AnswerValue | undefined>;

