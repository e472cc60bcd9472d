/** The main quiz's results page in other languages (the words of content/src/quiz-result.ts). */
import { RESULT_WORDS, type ResultWords } from '../quiz-result.ts';

export const FR_CA_RESULT: ResultWords = {
  listTitle: 'Vos choix personnalisés',
  tableTitle: 'Comparez et choisissez',
  rows: ['4 de vos meilleurs accords', 'crédit inclus', '11 autres parfums parmi nos plus vendus', 'meilleure aubaine', 'la liberté de superposer et d’expérimenter'],
  kit: {
    title: 'Coffret découverte personnalisé',
    description: [
      '**4 de vos meilleurs accords**, choisis d’après vos réponses.',
      { bullets: [
        'Essayez chaque parfum chez vous, à votre rythme',
        'Le prix du coffret devient un crédit de {credit} sur un grand format',
      ] },
      'Envie de tout essayer ? [Découvrez le Coffret Signature](/pages/signature-sampler).',
    ],
    sampleSize: '4 vaporisateurs de 2 ml, environ 30 utilisations chacun',
    shippingNote: 'Livraison gratuite partout au Canada',
  },
  sampler: {
    title: 'Coffret Signature',
    description: [
      '**Vos 4 meilleurs accords et 11 autres parfums parmi nos plus vendus**, réunis dans une seule boîte.',
      { bullets: [
        'Superposez, mélangez et expérimentez en toute liberté',
        'Un crédit de {credit} sur des grands formats',
      ] },
      '[Voyez tout ce que contient le Coffret Signature](/pages/signature-sampler).',
    ],
    sampleSize: '15 vaporisateurs de 2 ml',
    shippingNote: 'Livraison gratuite partout au Canada',
  },
};

const CANADA_SHIPPING = 'Free shipping across Canada';

/** Canadian English: Canadian shipping. */
export const EN_CA_RESULT: ResultWords = {
  ...RESULT_WORDS,
  kit: { ...RESULT_WORDS.kit, shippingNote: CANADA_SHIPPING },
  sampler: { ...RESULT_WORDS.sampler, shippingNote: CANADA_SHIPPING },
};

/** British English: spelling (personalised, towards), wording and UK delivery. */
export const EN_GB_RESULT: ResultWords = {
  ...RESULT_WORDS,
  listTitle: 'Your Personalised Picks',
  kit: {
    ...RESULT_WORDS.kit,
    title: 'Personalised Discovery Kit',
    description: [
      '**4 of your top matches**, chosen from your quiz answers.',
      { bullets: [
        'Try each scent at home, at your own pace',
        'The kit cost becomes a {credit} credit towards a full-size bottle',
      ] },
      'Want to try everything? [Meet the Signature Sampler](/pages/signature-sampler).',
    ],
    shippingNote: 'Free UK delivery',
  },
  sampler: {
    ...RESULT_WORDS.sampler,
    description: [
      '**Your 4 top matches plus 11 other bestseller scents**, all in one box.',
      { bullets: [
        'Layer, mix and experiment freely',
        'A {credit} credit towards full-size bottles',
      ] },
      '[See everything inside the Signature Sampler](/pages/signature-sampler).',
    ],
    shippingNote: 'Free UK delivery',
  },
};

const IRELAND_SHIPPING = 'Free delivery to Ireland';

/** Irish English: as British English, with delivery to Ireland. */
export const EN_IE_RESULT: ResultWords = {
  ...EN_GB_RESULT,
  kit: { ...EN_GB_RESULT.kit, shippingNote: IRELAND_SHIPPING },
  sampler: { ...EN_GB_RESULT.sampler, shippingNote: IRELAND_SHIPPING },
};
