/** The marketing document in other languages (the words of content/src/marketing.ts). */
import { FALLBACK_COPY } from '../../../src/core/results-fallback.ts';
import { BRAND, MARKETING_WORDS, type MarketingWords } from '../marketing.ts';
import { MARKETING_COPY_TRANSLATIONS } from './interface-text.ts';

export const FR_CA_MARKETING: MarketingWords = {
  copy: {
    ...FALLBACK_COPY,
    ...MARKETING_COPY_TRANSLATIONS['fr-CA'],
    heroEyebrow: 'Plus de {unitsSold} vendus',
    heroHeading: 'Votre parfum signature vous attend',
    kitButton: 'Ajouter au panier · {kitPrice}',
    kitButtonSecondary: 'Commencer par votre coffret · {kitPrice}',
    analyzing: 'Analyse de vos réponses…',
    resultsEyebrow: 'Vos résultats sont prêts',
    resultsHeading: 'Nous avons trouvé ce qui vous ressemble',
    kitEyebrow: 'Dans votre coffret',
    kitHeading: 'Quatre parfums choisis pour vous',
    kitIntro: 'Leurs noms restent une surprise jusqu’à ce que vous ouvriez la boîte. Voici comment est chacun d’eux, et pourquoi il fait partie du vôtre.',
    kitFamily: 'Famille',
    kitCharacter: 'Caractère',
    kitWhen: 'À porter',
    kitWhy: 'Pourquoi il vous va',
    retake: 'Refaire le questionnaire',
    profileEyebrow: 'Votre profil olfactif',
    profileHeading: 'Ce qui a guidé le choix de votre coffret',
    expectHeading: 'Trouver votre parfum signature, tout simplement',
    expectSubheading: 'Voici comment ça se passe.',
    testimonialsHeading: 'Et ça marche. Voici ce qu’on en dit :',
    principlesHeading: 'Nos principes',
    differenceHeading: 'La différence {productName}',
    faqHeading: 'Questions fréquentes',
    cardButton: 'AJOUTER AU PANIER – {price}',
    cardSaving: '({percentOff} de rabais)',
    cardReviews: '{reviewCount} avis',
    cardRating: 'Noté {rating} sur 5',
    bestValue: 'Meilleure aubaine',
    deliveryNote: 'Expédié en 1 à 2 jours ouvrables ; livraison partout au Canada en 3 à 7 jours.',
    returnsNote: 'Pas de coup de cœur ? Votre crédit vaut pour n’importe quel grand format, et un coffret non ouvert nous revient gratuitement dans les 30 jours.',
  },
  heroPerks: ['Livraison gratuite partout au Canada, toujours', '4 parfums soigneusement choisis pour vous', 'Le prix du coffret déduit de votre grand format'],
  expectSteps: [
    '4 échantillons surprises choisis pour vous',
    'Un taux de réussite de {successRate} pour vous trouver un coup de cœur',
    'Essayez-les à la maison',
    'Profitez d’un crédit de {kitCredit} sur un grand format',
  ],
  testimonials: [
    ['Maya R.', 'J’étais certaine d’être une femme d’un seul parfum. Deux de mes quatre échantillons trônent maintenant sur ma commode.'],
    ['Jordan T.', 'Le questionnaire m’a pris cinq minutes et a mieux deviné mes goûts que les trois derniers cadeaux qu’on m’a offerts.'],
    ['Priya K.', 'Enfin une façon d’essayer des parfums chez soi, sans se faire assaillir au comptoir d’un grand magasin. J’adore mon parfum.'],
    ['Elena M.', 'J’ai utilisé mon crédit dès le premier échantillon ouvert. Mon conjoint n’arrête pas de me demander ce que je porte.'],
  ],
  principles: [
    ['Fabriqué aux États-Unis', 'Chaque parfum est assemblé et embouteillé en petits lots aux États-Unis.'],
    ['Normes de beauté', 'Nos formules sont sans parabènes, sans colorants et sans phtalates.'],
    ['Sans cruauté', 'Nous ne faisons jamais de tests sur les animaux, et des options véganes sont offertes dans toute la collection.'],
    ['Soucieux de la planète', 'Du verre recyclable, des emballages qui limitent le plastique et une expédition qui réduit les déchets.'],
    ['Non genré', 'Le parfum est pour tout le monde : nous n’attribuons jamais de genre à une fragrance.'],
  ],
  differenceIntro: 'Magasiner un parfum au comptoir, c’est se faire proposer la nouveauté. Nous, on part de vous.',
  differencePoints: [
    ['Choisis, pas devinés', 'Vos réponses deviennent un profil olfactif, que notre moteur de recommandation compare à chacun de nos parfums.'],
    ['Essayés chez vous', 'Portez chaque échantillon une journée, à la maison, au travail, le soir, et laissez votre peau décider.'],
    ['Rien de perdu', 'Le prix du coffret vous revient en crédit sur le grand format qui vous fera craquer.'],
  ],
  faqs: [
    [`Qu’est-ce que ${BRAND} ?`,
      `${BRAND} vous jumelle à des parfums grâce à un algorithme conçu par nos scientifiques des données. Il trouve un parfum que vous aimerez près de 90 % du temps.`],
    ['Comment fonctionne la personnalisation ?',
      'Vos réponses au questionnaire forment un profil olfactif, et nous choisissons **4 parfums** en fonction de celui-ci. Vous avez ainsi {successRate} de chances d’aimer au moins l’un d’eux.'],
    ['Et si je n’aime pas mes échantillons ?',
      'Pas de souci. Écrivez à notre service à la clientèle à [{email}](mailto:{email}) et nous trouverons une solution.'],
    ['Puis-je composer mon propre coffret ?',
      'Absolument. Choisissez quatre parfums qui vous intriguent et [composez votre coffret](/pages/custom-kit).'],
    [`Où acheter ${BRAND} ?`,
      `${BRAND} est vendu uniquement dans notre propre boutique en ligne. Nous livrons partout aux États-Unis, au Canada, au Royaume-Uni et en Irlande.`],
    ['Les ingrédients sont-ils sécuritaires ?',
      'Oui. Chaque formule respecte des normes de sécurité strictes et est exempte de parabènes, de colorants et de phtalates.'],
    ['Où trouver la liste des allergènes ?',
      'Écrivez-nous à [{email}](mailto:{email}) et nous vous enverrons la liste complète des allergènes de n’importe lequel de nos parfums.'],
    ['Existe-t-il un coffret avec tous vos parfums ?',
      'Oui ! Le [Coffret Signature](/pages/signature-sampler) réunit tous nos parfums les plus vendus : vous pouvez tout essayer.'],
  ],
};

/** Canadian English: Canadian spelling, Canadian shipping. */
export const EN_CA_MARKETING: MarketingWords = {
  ...MARKETING_WORDS,
  copy: { ...MARKETING_WORDS.copy, deliveryNote: 'Ships in 1–2 business days; delivery across Canada in 3–7.' },
  heroPerks: ['Free shipping across Canada, always', MARKETING_WORDS.heroPerks[1], MARKETING_WORDS.heroPerks[2]],
};

/** British English: spelling (personalisation, analysing, towards) and wording (basket, working days, dressing table). */
export const EN_GB_MARKETING: MarketingWords = {
  ...MARKETING_WORDS,
  copy: {
    ...MARKETING_WORDS.copy,
    kitButton: 'Add to basket · {kitPrice}',
    analyzing: 'Analysing Your Results...',
    cardButton: 'ADD TO BASKET - {price}',
    deliveryNote: 'Dispatched in 1–2 working days; UK delivery in 2–4.',
  },
  heroPerks: ['Complimentary UK delivery, always', '4 expertly crafted scents just for you', 'Discovery Kit cost taken off your full-size purchase'],
  testimonials: [
    ['Maya R.', 'I was sure I was a one-perfume person. Two of my four samples now live on my dressing table.'],
    MARKETING_WORDS.testimonials[1], MARKETING_WORDS.testimonials[2], MARKETING_WORDS.testimonials[3],
  ],
  differencePoints: [
    MARKETING_WORDS.differencePoints[0], MARKETING_WORDS.differencePoints[1],
    ['Nothing wasted', 'The kit’s cost comes back as credit towards the full-size bottle you fall for.'],
  ],
  faqs: [
    MARKETING_WORDS.faqs[0],
    ['How does the personalisation work?', MARKETING_WORDS.faqs[1][1]],
    ...MARKETING_WORDS.faqs.slice(2, 4) as [MarketingWords['faqs'][2], MarketingWords['faqs'][3]],
    [`Where can I buy ${BRAND}?`, `${BRAND} is sold only on our own shop. We deliver across the US, to Canada and to the UK and Ireland.`],
    ...MARKETING_WORDS.faqs.slice(5) as [MarketingWords['faqs'][5], MarketingWords['faqs'][6], MarketingWords['faqs'][7]],
  ],
};

/** Irish English: as British English, with delivery to Ireland. */
export const EN_IE_MARKETING: MarketingWords = {
  ...EN_GB_MARKETING,
  copy: { ...EN_GB_MARKETING.copy, deliveryNote: 'Dispatched in 1–2 working days; delivery to Ireland in 3–5.' },
  heroPerks: ['Complimentary delivery to Ireland, always', EN_GB_MARKETING.heroPerks[1], EN_GB_MARKETING.heroPerks[2]],
};
