/** Shapes of the documents in the seed datasets, as stored in a Sanity dataset export. */
import type { HouseScent } from '../../contract/house-scent.ts';

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

export type StepTypeName =
  | 'Landing' | 'transition' | 'age' | 'select' | 'range' | 'color' | 'image' | 'search' | 'cta';

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
  option: 'Multiple' | 'single';
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
}

export interface ProductRecommendDoc {
  _key: string;
  _type: 'productRecommend';
  title: string;
  description: PtBlock[];
  price: number;
  percentOff: number;
  isBestValue: boolean;
  shopifyVariantId: string;
  image: SanityImage;
  badgeImage: SanityImage;
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
}

export interface QuizDoc {
  _id: string;
  _type: 'quiz';
  name: string;
  steps: StepDoc[];
  quizResult: QuizResultDoc;
}

export interface MarketingDoc {
  _id: 'marketing';
  _type: 'marketing';
  productName: string;
  email: string;
  testimonials: Array<{ _key: string; _type: 'testimonial'; name: string; quote: string }>;
  principles: Array<{ _key: string; _type: 'principle'; title: string; text: string }>;
  faqs: Array<{ _key: string; _type: 'faq'; question: string; answer: PtBlock[] }>;
  differenceImage: SanityImage;
  differenceImageMobile: SanityImage;
}

/** A house scent as the content stores it (the fields are the kit recommender's, contract/house-scent.ts). */
export interface HouseScentDoc extends HouseScent {
  _type: 'houseScent';
}

export type ContentDoc = QuizDoc | MarketingDoc | HouseScentDoc;
