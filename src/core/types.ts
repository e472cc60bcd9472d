/** The shared model of the product (spec §3). Used by the element and by the server. */
import type { ScentFamilyField } from './constants.ts';

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

/** A catalogue item (spec §3 "Fragrance"). */
export interface Fragrance {
  id: string;
  value: string;
  image: string;
  brand: string;
  family: string;
  sub_family: string;
}

/** Stored answers keyed by step id; the age step stores `year` and `month`. */
export type AnswerValue = string | number | boolean | null | string[] | Fragrance[];
export type Answers = Record<string, AnswerValue | undefined>;

/** Payload sent to the backend (spec §3 "Answer payload transform"). */
export interface PayloadFragrance {
  fragrance: { id: string; value: string; image: string; family: string; subFamily: string };
}
export type Payload = Record<string, unknown> & {
  age?: { year: string; month: string };
  yob?: string;
  mob?: string;
  favorite_fragrances?: PayloadFragrance[];
};

export type ScentRatings = Partial<Record<ScentFamilyField, number>>;

/**
 * Profile derived from the answers (spec §3 "Profile"); sent to the backend and described to the AI.
 * Ratings are 1–5 and present only when valid. Enumerated indices default to 0.
 */
export interface Profile extends ScentRatings {
  age: { year: number | null };
  gender: string;
  country_spend: string;
  country_part_did_live: string;
  /** 0–4 into PERSONALITY_OPTIONS. */
  in_extroverted_point: number;
  appeals: string[];
  /** 0–4 into FREQUENCY_OPTIONS. */
  often_wear_fragrance: number;
  perfumes_usual_rotation: number;
  scent_type_typically_prefer: string[];
  when_like_wear_fragrance: string[];
  /** 0–4 into STRENGTH_OPTIONS. */
  subtle_strong_scrent: number;
  color_these_you_love1: string[];
  color_these_you_love2: string[];
  color_these_you_love3: string[];
  color_these_you_love4: string[];
  /** -1..1; value + 1 indexes LOYALTY_OPTIONS. */
  loyal_scent_play_the_field: number;
  /** Perfumes the shopper already knows (catalogue families), for the kit recommender. */
  favorite_fragrances: Array<{ id: string; family: string; subFamily: string }>;
}

/** One of the store's own scents that a Discovery Kit can hold (issue 7). */
export interface HouseScent {
  _id: string;
  name: string;
  description: string;
  /** Weights 0–1 over the eleven quiz families. */
  families: Record<ScentFamilyField, number>;
  /** 0–4 on the strength scale. */
  intensity: number;
  occasions: string[];
  seasons: string[];
}

export type Result<T, E = string> = { ok: true; value: T } | { ok: false; error: E };
