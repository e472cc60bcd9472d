/**
 * The demo store's own words (top bar, store page, demo panel) per market: U.S. English, British
 * spelling and delivery for the UK and Ireland, Canadian shipping, Québec French with French
 * typography. The quiz's words are the content's; these are the demo page's only.
 */
import { frenchTypography } from '../contract/french-typography.ts';
import type { Currency, Locale } from '../contract/markets.ts';

const EN_US = {
  title: 'Maison Scentology · Find your signature scent',
  announcementLabel: 'Announcement',
  announcement: 'Complimentary U.S. shipping on every Discovery Kit',
  storeNav: 'Store',
  shop: 'Shop',
  quiz: 'Fragrance quiz',
  about: 'About',
  insights: 'Merchant insights',
  heroHeading: 'Find your signature scent',
  heroText: 'Answer a few playful questions and we will hand-pick four samples for your Discovery Kit. Love one? Your kit’s cost goes toward the full-size bottle.',
  heroStart: 'Find your scent',
  bestsellers: 'Bestsellers',
  parfum: 'Eau de parfum · 50 ml',
  toilette: 'Eau de toilette · 50 ml',
  sampler: 'Signature Sampler',
  samplerNote: '15 scents to discover',
  panel: 'Demo panel',
  controls: 'Demo controls',
  market: 'Market',
  recommendationPage: 'Recommendation page',
  fromUrl: 'From URL ({variant})',
  variantA: 'A · AI description',
  variantB: 'B · product cards',
  variantC: 'C · reversed cards',
  theme: 'Theme',
  light: 'Light',
  dark: 'Dark',
  openRecommendation: 'Open recommendation',
  startOver: 'Start over',
  latestEmail: 'Latest results e-mail',
  kitHeading: 'The kit we would ship',
  kitNone: 'Finish the quiz to see the 4 house scents the warehouse would pack, and why.',
  kitLoading: 'Choosing the kit…',
  kitFailed: 'Could not load the kit: {message}',
  logHeading: 'Events and tracking calls',
  footer: 'Maison Scentology · Demo store for the <fragrance-quiz> element · Ships to the U.S., Canada and UK/Ireland',
};

export type DemoWords = Readonly<Record<keyof typeof EN_US, string>>;

const EN_GB: DemoWords = {
  ...EN_US,
  announcement: 'Complimentary UK delivery on every Discovery Kit',
  heroText: 'Answer a few playful questions and we will hand-pick four samples for your Discovery Kit. Love one? Your kit’s cost goes towards the full-size bottle.',
  footer: 'Maison Scentology · Demo shop for the <fragrance-quiz> element · Delivers to the US, Canada, the UK and Ireland',
};

const FR_CA: DemoWords = Object.fromEntries(Object.entries({
  title: 'Maison Scentology · Trouvez votre parfum signature',
  announcementLabel: 'Annonce',
  announcement: 'Livraison gratuite partout au Canada pour chaque coffret découverte',
  storeNav: 'Boutique',
  shop: 'Magasiner',
  quiz: 'Questionnaire parfum',
  about: 'À propos',
  insights: 'Tableau de bord marchand',
  heroHeading: 'Trouvez votre parfum signature',
  heroText: 'Répondez à quelques questions ludiques et nous choisirons quatre échantillons pour votre coffret découverte. Un coup de cœur ? Le prix du coffret est déduit du grand format.',
  heroStart: 'Trouver mon parfum',
  bestsellers: 'Meilleurs vendeurs',
  parfum: 'Eau de parfum · 50 ml',
  toilette: 'Eau de toilette · 50 ml',
  sampler: 'Coffret Signature',
  samplerNote: '15 parfums à découvrir',
  panel: 'Panneau de démonstration',
  controls: 'Réglages de la démo',
  market: 'Marché',
  recommendationPage: 'Page de recommandation',
  fromUrl: 'Selon l’URL ({variant})',
  variantA: 'A · description par IA',
  variantB: 'B · fiches produits',
  variantC: 'C · fiches inversées',
  theme: 'Thème',
  light: 'Clair',
  dark: 'Sombre',
  openRecommendation: 'Ouvrir la recommandation',
  startOver: 'Recommencer',
  latestEmail: 'Dernier courriel de résultats',
  kitHeading: 'Le coffret que nous expédierions',
  kitNone: 'Terminez le questionnaire pour voir les 4 parfums maison que l’entrepôt emballerait, et pourquoi.',
  kitLoading: 'Choix du coffret…',
  kitFailed: 'Le coffret n’a pas pu se charger : {message}',
  logHeading: 'Événements et appels de suivi',
  footer: 'Maison Scentology · Boutique de démonstration de l’élément <fragrance-quiz> · Livraison aux États-Unis, au Canada, au Royaume-Uni et en Irlande',
} satisfies DemoWords).map(([field, text]) => [field, frenchTypography(text)])) as DemoWords;

export const DEMO_WORDS: Readonly<Record<Locale, DemoWords>> = {
  'en-US': EN_US,
  'en-CA': { ...EN_US, announcement: 'Free shipping across Canada on every Discovery Kit' },
  'fr-CA': FR_CA,
  'en-GB': EN_GB,
  'en-IE': { ...EN_GB, announcement: 'Complimentary delivery to Ireland on every Discovery Kit' },
};

/** Each market's name in the market selector, in its own language. */
export const MARKET_NAMES: Readonly<Record<Locale, string>> = {
  'en-US': 'United States · English',
  'en-CA': 'Canada · English',
  'fr-CA': 'Canada · français',
  'en-GB': 'United Kingdom · English',
  'en-IE': 'Ireland · English',
};

/** The demo products' shelf prices per currency (the sampler's are the seed's). */
export const PRODUCT_PRICES: Readonly<Record<'velvet' | 'salt' | 'library' | 'sampler', Readonly<Record<Currency, number>>>> = {
  velvet: { USD: 95, CAD: 125, GBP: 78, EUR: 89 },
  salt: { USD: 85, CAD: 115, GBP: 70, EUR: 79 },
  library: { USD: 95, CAD: 125, GBP: 78, EUR: 89 },
  sampler: { USD: 60, CAD: 79, GBP: 49, EUR: 55 },
};

/** A price as the market writes it (`125,00 $` in fr-CA, `£78.00` in en-GB). */
export function formatPrice(amount: number, locale: Locale, currency: Currency): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}
