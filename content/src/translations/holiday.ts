/** The holiday gift finder in other languages: its steps (by step name and item value) and its results page. */
import { HOLIDAY_RESULT_WORDS, type HolidayResultWords } from '../holiday.ts';
import { FR_CA_STEPS, type StepTranslations } from './quiz-steps.ts';

export const FR_CA_HOLIDAY_STEPS: StepTranslations = {
  giftfor: {
    heading: 'Idées-cadeaux des Fêtes : c’est pour qui ?', subHeading: 'On vous aide à emballer le parfum parfait.',
    items: { partner: 'Ma douce moitié', parent: 'Un parent', friend: 'Un ami, une amie', sibling: 'Un frère ou une sœur', coworker: 'Un ou une collègue', myself: 'Moi, moi et encore moi' },
  },
  giftvibe: { heading: 'Quel est son style ?', subHeading: 'Choisissez tout ce qui lui ressemble.', items: FR_CA_STEPS.scenttypes?.items ?? {} },
  giftstrength: { heading: 'Plutôt murmure ou plutôt déclaration ?', labelRange: ['Très léger', 'Très intense'] },
  giftresults: { heading: 'On emballe ses parfums…', subHeading: 'Nous choisissons quatre parfums qui feront plaisir à déballer.' },
};

export const FR_CA_HOLIDAY_RESULT: HolidayResultWords = {
  listTitle: 'Des cadeaux qui feront plaisir',
  tableTitle: 'Choisissez le cadeau parfait',
  kit: {
    title: 'Coffret découverte des Fêtes',
    description: [
      '**4 parfums choisis pour cette personne**, emballés et prêts à offrir.',
      { bullets: ['Un crédit de {credit} sur le grand format de son choix'] },
      'Envie de gâter ? [Offrez le Coffret Signature](/pages/signature-sampler).',
    ],
    sampleSize: '4 vaporisateurs de 2 ml, emballés pour offrir',
    shippingNote: 'Livraison gratuite partout au Canada',
    imageAlt: HOLIDAY_RESULT_WORDS.kit.imageAlt,
  },
};

const favouriteBullet = 'A {credit} credit towards their favourite full size';
const kitDescription = (bullet: string) => [HOLIDAY_RESULT_WORDS.kit.description[0]!, { bullets: [bullet] }, HOLIDAY_RESULT_WORDS.kit.description[2]!];

export const EN_CA_HOLIDAY_RESULT: HolidayResultWords = {
  ...HOLIDAY_RESULT_WORDS,
  kit: { ...HOLIDAY_RESULT_WORDS.kit, description: kitDescription('A {credit} credit toward their favourite full size'), shippingNote: 'Free shipping across Canada' },
};

/** British English: festive rather than holiday, colleague, favourite. */
export const EN_GB_HOLIDAY_STEPS: StepTranslations = {
  giftfor: { heading: 'Festive gift finder: who is it for?', items: { coworker: 'A colleague' } },
  giftvibe: { items: { 'warm-cozy': 'Warm & cosy' } },
};

export const EN_GB_HOLIDAY_RESULT: HolidayResultWords = {
  ...HOLIDAY_RESULT_WORDS,
  kit: { ...HOLIDAY_RESULT_WORDS.kit, title: 'Festive Discovery Kit', description: kitDescription(favouriteBullet), shippingNote: 'Free UK delivery' },
};

export const EN_IE_HOLIDAY_RESULT: HolidayResultWords = {
  ...EN_GB_HOLIDAY_RESULT,
  kit: { ...EN_GB_HOLIDAY_RESULT.kit, shippingNote: 'Free delivery to Ireland' },
};
