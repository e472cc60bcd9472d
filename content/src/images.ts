/**
 * Every image of the seed content: name, size, alt text and the code that draws it.
 * An image is stored as `images/<name>-<w>x<h>.svg` with the asset id `image-<name>-<w>x<h>-svg`.
 */
import type { ImageAssetDoc, SanityImage } from './sanity-types.ts';
import * as bg from './drawings/backgrounds.ts';
import * as moments from './drawings/moments.ts';
import * as products from './drawings/products.ts';
import * as smells from './drawings/smells.ts';
import * as travel from './drawings/travel.ts';

export interface ImageSpec {
  name: string;
  width: number;
  height: number;
  alt: string;
  draw: () => string;
}

const registry = new Map<string, ImageSpec>();

export function assetId(image: ImageSpec): string {
  return `image-${image.name}-${image.width}x${image.height}-svg`;
}

export function fileName(image: ImageSpec): string {
  return `${image.name}-${image.width}x${image.height}.svg`;
}

function define(name: string, width: number, height: number, alt: string, draw: () => string): ImageSpec {
  const image = { name, width, height, alt, draw };
  if (registry.has(assetId(image))) throw new Error(`Duplicate image ${assetId(image)}`);
  registry.set(assetId(image), image);
  return image;
}

export function findImage(id: string): ImageSpec | undefined {
  return registry.get(id);
}

/** The image field of a document; `alt` overrides the image's default alt text. */
export function imageField(image: ImageSpec, alt = image.alt): SanityImage {
  return { _type: 'image', asset: { _type: 'reference', _ref: assetId(image) }, altText: alt };
}

export function assetDoc(image: ImageSpec, dataset: string): ImageAssetDoc {
  const path = `images/${fileName(image)}`;
  return {
    _id: assetId(image),
    _type: 'sanity.imageAsset',
    url: `/content/${dataset}/${path}`,
    path,
    extension: 'svg',
    mimeType: 'image/svg+xml',
    metadata: {
      dimensions: {
        width: image.width,
        height: image.height,
        aspectRatio: Math.round((image.width / image.height) * 1e6) / 1e6,
      },
    },
  };
}

export interface Background {
  desktop: ImageSpec;
  mobile: ImageSpec;
}

const DESKTOP = [1440, 900] as const;
const MOBILE = [750, 1334] as const;

function background(name: string, alt: string, draw: bg.Drawing): Background {
  return {
    desktop: define(name, DESKTOP[0], DESKTOP[1], alt, () => draw(DESKTOP[0], DESKTOP[1])),
    mobile: define(name, MOBILE[0], MOBILE[1], alt, () => draw(MOBILE[0], MOBILE[1])),
  };
}

export const BACKGROUNDS = {
  dawn: background('bg-dawn', 'A soft sunrise glowing over rolling blush and sage hills', bg.drawDawn),
  soft: background('bg-soft', 'Gentle sage, blush and lavender shapes on a cream ground', bg.drawSoft),
  meadow: background('bg-meadow', 'Green meadows under a pale morning sky', bg.drawMeadow),
  memory: background('bg-memory', 'Perfume bottles resting among soft blush shapes', bg.drawMemory),
  blush: background('bg-blush', 'Warm blush shapes drifting across a cream ground', bg.drawBlush),
  petals: background('bg-petals', 'Scattered petal-like shapes in blush, lavender and sage', bg.drawPetals),
  lavender: background('bg-lavender', 'A calm lavender haze with blush and cream shapes', bg.drawLavender),
  almost: background('bg-almost', 'A golden sky with twinkling sparkles over low hills', bg.drawAlmost),
  results: background('bg-results', 'A golden glow with sparkles over cream, sage and blush shapes', bg.drawResults),
  winter: background('bg-winter', 'Snowy lavender hills under a sparkling winter sky', bg.drawWinter),
} as const;

const CARD = 400;

export const TRAVEL = {
  beach: define('travel-beach', CARD, CARD, 'A sunny beach with gentle waves and a beach umbrella', travel.drawBeach),
  mountains: define('travel-mountains', CARD, CARD, 'Snow-capped mountain peaks above green slopes', travel.drawMountains),
  city: define('travel-city', CARD, CARD, 'A city skyline of lit windows at sunset', travel.drawCity),
  countryside: define('travel-countryside', CARD, CARD, 'Rolling countryside hills with trees and a fence', travel.drawCountryside),
  desert: define('travel-desert', CARD, CARD, 'Golden desert dunes with a cactus under a low sun', travel.drawDesert),
  forest: define('travel-forest', CARD, CARD, 'A quiet forest of tall pine trees', travel.drawForest),
} as const;

export const SMELLS = {
  laundry: define('smell-laundry', CARD, CARD, 'Freshly washed laundry drying on a clothesline', smells.drawLaundry),
  campfire: define('smell-campfire', CARD, CARD, 'A crackling campfire under a starry evening sky', smells.drawCampfire),
  rain: define('smell-rain', CARD, CARD, 'Raindrops falling from a cloud onto a puddle on the pavement', smells.drawRain),
  grass: define('smell-grass', CARD, CARD, 'Freshly cut blades of grass in the sunshine', smells.drawGrass),
  bakery: define('smell-bakery', CARD, CARD, 'A warm loaf of bread with steam rising from it', smells.drawBakery),
  seaBreeze: define('smell-sea-breeze', CARD, CARD, 'Seagulls and a sailboat over rolling ocean waves', smells.drawSeaBreeze),
  roseGarden: define('smell-rose-garden', CARD, CARD, 'Roses in bloom in a green garden', smells.drawRoseGarden),
  orangeGrove: define('smell-orange-grove', CARD, CARD, 'Orange trees heavy with fruit in a sunny grove', smells.drawOrangeGrove),
} as const;

export const MOMENTS = {
  morning: define('moment-morning', CARD, CARD, 'A steaming mug on a windowsill as the sun rises', moments.drawQuietMorning),
  goldenHour: define('moment-golden-hour', CARD, CARD, 'Fields glowing in the warm light of golden hour', moments.drawGoldenHour),
  night: define('moment-night', CARD, CARD, 'A crescent moon and stars over quiet hills at night', moments.drawStarlitNight),
} as const;

export const SCENT_STORY = define('scent-story', 800, 800,
  'A perfume bottle with soft trails of scent curling into the air', moments.drawScentStory);

export const PRODUCTS = {
  kit: define('product-discovery-kit', 800, 800, 'Four sample vials of the Personalized Discovery Kit in a tray', products.drawDiscoveryKit),
  sampler: define('product-signature-sampler', 800, 800, 'The Signature Sampler box filled with fifteen sample vials', products.drawSignatureSampler),
  kitBadge: define('badge-personalized', 240, 240, 'Personalized for you badge', products.drawKitBadge),
  samplerBadge: define('badge-best-value', 240, 240, 'Best value badge', products.drawSamplerBadge),
} as const;

export const DIFFERENCE = {
  desktop: define('difference', 1200, 600,
    'A jumble of unused full-size bottles beside a glowing kit of four samples matched to you',
    () => products.drawDifference(1200, 600)),
  mobile: define('difference', 750, 1000,
    'A jumble of unused full-size bottles above a glowing kit of four samples matched to you',
    () => products.drawDifference(750, 1000)),
} as const;
