/**
 * The French composer's banks, in the French of Québec (déjeuner, souper, fin de semaine, dépanneur,
 * traversier, tablette), written for « vous » and without gendered adjectives about the shopper.
 * `frenchTypography` turns the banks' plain spaces into French typography and makes the contractions
 * (à le → au, de un → d’un).
 */
import type { ScentFamilyField } from '../../../contract/profile-fields.ts';
import { FR_WILD_CARD_ENDING } from '../../../contract/ai-rules.ts';
import type { TravelPlace } from '../../../contract/answer-signals.ts';
import type { Home, Level, Loyalty, Moment, Smell, Sociability, WearMoment } from '../traits.ts';
import { capitalise, combine } from './lexicon.ts';
import type { Draw, Lexicon } from './lexicon.ts';

const NBSP = '\u00a0';

/** A no-break space before `:` `?` `!` `%` `»` and after `«`; à/de contractions; typographic apostrophes. */
export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/(?<!\p{L})([àÀ]) les /gu, (_, a: string) => (a === 'à' ? 'aux ' : 'Aux '))
    .replace(/(?<!\p{L})([àÀ]) le /gu, (_, a: string) => (a === 'à' ? 'au ' : 'Au '))
    .replace(/(?<!\p{L})([dD])e les /gu, '$1es ')
    .replace(/(?<!\p{L})([dD])e le /gu, '$1u ')
    .replace(/(?<!\p{L})([dD]e|[qQ]ue) (un|une|il|elle|on)(?!\p{L})/gu, (_, word: string, next: string) => `${word.slice(0, -1)}’${next}`)
    .replace(/[ \u00a0\u202f]*([:?!%»])/g, `${NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`);
}

const WHEN: Readonly<Record<WearMoment, readonly string[]>> = {
  work: ['au bureau', 'en réunion', 'au travail', 'à votre bureau'],
  day: ['le jour', 'en journée', 'dès le déjeuner', 'les jours ordinaires'],
  evening: ['les soirs de sortie', 'une fois la nuit tombée', 'aux soupers entre amis', 'dès que la soirée commence'],
  date: ['en tête-à-tête', 'les soirs de rendez-vous', 'à un premier rendez-vous'],
  special: ['aux mariages', 'aux grandes occasions', 'les soirs où l’on sort l’appareil photo'],
  weekend: ['la fin de semaine', 'les samedis tranquilles', 'les dimanches libres'],
  workout: ['au gym', 'après la course', 'les jours d’entraînement'],
  always: ['tous les jours', 'du matin au soir', 'à toute heure'],
};

const WHERE: Readonly<Record<Home, readonly string[]>> = {
  city: ['en ville', 'au centre-ville', 'dans les rues de la ville'],
  suburbs: ['en banlieue', 'près de chez vous', 'dans le quartier'],
  town: ['dans votre petite ville', 'sur la rue principale', 'au village'],
  countryside: ['à la campagne', 'loin de la ville', 'dans le rang'],
  coast: ['au bord de la mer', 'sur la côte', 'au bord de l’eau'],
  mountains: ['en montagne', 'dans les hauteurs', 'au chalet'],
};

const CLAUSES: Readonly<Record<Level, readonly string[]>> = {
  0: ['vous aimez mieux qu’on vous découvre qu’on vous annonce', 'vous préférez une longue conversation à dix courtes',
    'vous remarquez tout et ne dites que l’essentiel', 'vous gardez un petit cercle et une longue mémoire',
    'un livre et une porte fermée vous suffisent', 'peu de gens vous connaissent, et tous tiennent à vous'],
  1: ['vous gardez un cercle restreint et des exigences élevées', 'vous vous ouvrez lentement, puis pour de bon',
    'vous écoutez d’abord et parlez quand ça compte', 'vous préférez la table du coin au centre de la salle',
    'c’est vous qu’on appelle pour un conseil', 'vous laissez votre travail parler pour vous'],
  2: ['vous savez mener la table ou rester en retrait', 'vous prenez le pouls de la salle avant d’y prendre place',
    'vous écoutez aussi bien que vous racontez', 'vous passez d’hôte à invité sans effort',
    'vous aimez la foule, puis le retour tranquille', 'vous appréciez autant la compagnie que la solitude'],
  3: ['c’est souvent vous qui faites les présentations', 'vous savez relancer la conversation',
    'vous retenez les noms, et on retient le vôtre', 'vous dites oui aux projets avant tout le monde',
    'vous remplissez une table sans effort', 'vous faites des inconnus des habitués'],
  4: ['c’est vous qui lancez la danse', 'quand vous entrez, la salle monte d’un cran',
    'vous parlez aux inconnus et repartez avec des amis', 'on vous invite en premier, vous partez en dernier',
    'vous faites les plans et vous les réalisez', 'on raconte vos soirées le lendemain'],
};

/** The analogy of bullet 1: [what they are like, opened by « un » or « une », what it means]. */
const PERSON_LIKE: Readonly<Record<Level, ReadonlyArray<readonly [string, string]>>> = {
  0: [['une bonne librairie', 'vous récompensez qui s’attarde'], ['une lettre qu’on relit', 'on vous découvre peu à peu'],
    ['une lampe à la fenêtre', 'qui cherche vous trouve'], ['une cour cachée', 'vous êtes une trouvaille']],
  1: [['un secret bien gardé', 'vous valez l’attente'], ['une chanson en spectacle', 'on vous apprécie de près'],
    ['une nouvelle bien écrite', 'vous dites tout en peu de mots'], ['un bon stylo', 'chaque mot compte']],
  2: [['un trio de jazz', 'vous jouez et vous écoutez'], ['un bon invité', 'vous donnez autant que vous recevez'],
    ['un manteau bien coupé', 'vous allez au gala comme au dépanneur'], ['un bon voisin', 'vous êtes là sans envahir']],
  3: [['un hôte attentif', 'vous rendez les grandes salles intimes'], ['un bon barman', 'vous connaissez tout le monde'],
    ['une tête d’affiche', 'vous attirez la foule sans effort'], ['une terrasse animée', 'vous rassemblez les gens']],
  4: [['un morceau qui remplit la piste', 'vous donnez le rythme'], ['un soir de première', 'vous attirez la foule'],
    ['un projecteur', 'on vous repère partout'], ['une fanfare', 'vous entraînez toute la rue']],
};

interface FamilyWords {
  scenes: readonly string[];
  /** What the shopper does not want, as « ce qui … » phrases. */
  avoid: readonly string[];
}

const FAMILIES: Readonly<Record<ScentFamilyField, FamilyWords>> = {
  floral_scent_notes: {
    scenes: ['une fête au jardin en pleine floraison', 'une serre ensoleillée en mai', 'un mariage de printemps dans une cour',
      'la boutique d’un fleuriste à l’ouverture'],
    avoid: ['ce qui rappelle un bouquet de mariée', 'ce qui sort de la vitrine d’un fleuriste'],
  },
  warm_spicy_scent_notes: {
    scenes: ['un souper tardif aux chandelles', 'un marché aux lanternes au crépuscule', 'une veste de velours à la nuit tombée',
      'une pièce éclairée aux chandelles par une nuit froide'],
    avoid: ['ce qui est lourd et étouffant', 'ce qui envahit tout un ascenseur'],
  },
  woody_scent_notes: {
    scenes: ['la bibliothèque d’un chalet par une nuit de neige', 'une promenade dans une vieille forêt',
      'un fauteuil près du foyer et un long roman', 'l’atelier d’un ébéniste à midi'],
    avoid: ['ce qui rappelle un camp de bûcherons', 'ce qui est sombre et poussiéreux'],
  },
  citrus_scent_notes: {
    scenes: ['un matin lumineux, toutes fenêtres ouvertes', 'une terrasse sur la côte amalfitaine à midi',
      'une cuisine ensoleillée un samedi', 'un nouveau départ un lundi matin'],
    avoid: ['ce qui est piquant et trop propre', 'ce qui rappelle les produits ménagers'],
  },
  sweet_edible_notes: {
    scenes: ['une étreinte qui dure un peu plus longtemps', 'une fête foraine au crépuscule', 'un dimanche sans rien à faire',
      'une fête d’anniversaire qui bat son plein'],
    avoid: ['ce qui est collant ou écœurant', 'ce qui rappelle un kiosque de fête foraine'],
  },
  tropical_fruit_notes: {
    scenes: ['un hamac tendu entre deux palmiers', 'une longue fin de semaine à l’heure des îles', 'un bar de plage au coucher du soleil',
      'une fête sur un toit en pleine chaleur d’été'],
    avoid: ['ce qui sort d’une brochure de voyage', 'ce qui rappelle le hall d’un complexe hôtelier'],
  },
  fresh_fruit_notes: {
    scenes: ['un marché public à l’ouverture', 'une couverture de pique-nique en plein été', 'une robe soleil le premier jour de chaleur',
      'une balade à vélo sur un rang de campagne'],
    avoid: ['ce qui sent l’allée d’épicerie', 'ce qui fait trop panier de pique-nique'],
  },
  herbal_aromatic_notes: {
    scenes: ['un potager après l’arrosage', 'une randonnée à flanc de colline par grand vent', 'le jardin d’un monastère à midi',
      'une chemise de lin qui sèche au soleil'],
    avoid: ['ce qui rappelle une pharmacie d’autrefois', 'ce qui sent le médicament'],
  },
  aquatic_ocean_notes: {
    scenes: ['une brise marine sur le pont', 'une baignade au petit matin', 'un voilier qui quitte le port',
      'une promenade sur la falaise au-dessus des vagues'],
    avoid: ['ce qui sort d’une boutique de souvenirs', 'ce qui sent la piscine'],
  },
  green_notes: {
    scenes: ['une promenade après la pluie', 'un parc à l’aube, la rosée sur la pelouse', 'un jardin botanique après une averse',
      'une pelouse fraîchement tondue un samedi'],
    avoid: ['ce qui sent la tondeuse', 'ce qui est trop feuillu'],
  },
  earthy_mossy_notes: {
    scenes: ['un sentier forestier après l’orage', 'un chalet de pierre à l’automne', 'l’atelier d’un potier, les mains dans l’argile',
      'un sentier de montagne après la pluie'],
    avoid: ['ce qui rappelle une cave humide', 'ce qui sent la terre mouillée'],
  },
};

const SMELLS: Readonly<Record<Smell, readonly string[]>> = {
  laundry: ['des draps qui sèchent sur la corde', 'du linge propre un jour de soleil', 'une serviette tout juste sortie de la sécheuse'],
  campfire: ['un feu de camp au retour de randonnée', 'un feu de grève le soir', 'le foyer d’un chalet de ski'],
  rain: ['la pluie sur l’asphalte chaud', 'la rue après un orage d’été', 'la première pluie depuis des semaines'],
  lawn: ['une pelouse fraîchement tondue', 'un parc après le passage des tondeuses', 'un pré en juin'],
  bakery: ['une boulangerie à l’ouverture', 'une cuisine chaude un dimanche'],
  sea: ['une brise marine sur le traversier', 'le vent du large', 'une promenade au bord de la mer'],
  garden: ['un jardin clos en juin', 'un jardin d’été en pleine floraison'],
  grove: ['un verger ensoleillé dans le Sud', 'un verger sous le soleil de la Méditerranée'],
  books: ['une vieille bibliothèque', 'une librairie de livres usagés'],
};

const MOMENTS: Readonly<Record<Moment, readonly string[]>> = {
  morning: ['un matin tranquille', 'la première heure du jour', 'un départ matinal dans la lumière douce', 'un déjeuner lent près de la fenêtre'],
  sunset: ['la dernière lumière du jour', 'l’heure avant le coucher du soleil', 'une longue soirée d’été', 'un retour à pied au crépuscule'],
  night: ['une nuit claire pleine d’étoiles', 'une nuit à la belle étoile', 'un retour tardif sous les étoiles', 'un toit-terrasse à la nuit tombée'],
};

const HABIT: Readonly<Record<Level, readonly string[]>> = {
  0: ['Les rares fois où vous en portez', 'Quand vous en portez', 'Pour une toute nouvelle habitude', 'Pour un premier flacon'],
  1: ['Les jours qui comptent', 'De temps en temps', 'Pour les occasions qui le méritent', 'Une fois de temps en temps'],
  2: ['Quelques fois par semaine', 'Quand la journée le demande', 'Les bons jours', 'Certains jours, pas tous'],
  3: ['Presque tous les jours', 'Presque chaque matin', 'Jour après jour', 'La plupart des matins'],
  4: ['Tous les jours sans exception', 'Chaque matin sans faute', 'Au même titre que s’habiller', 'Tous les jours, sans faute'],
};

const VOLUME: Readonly<Record<Level, readonly string[]>> = {
  0: ['une simple trace sur la peau', 'perceptible seulement de très près', 'assez discret pour rester un secret', 'rien que pour vous'],
  1: ['doux et près de la peau', 'discret, mais présent', 'gardé tout près de la peau', 'senti plus que remarqué'],
  2: ['présent sans jamais s’imposer', 'léger le jour, plus affirmé le soir', 'là, sans hausser le ton', 'facile à vivre'],
  3: ['assez présent pour se remarquer à table', 'un sillage, mais poli', 'perceptible à un bras de distance', 'remarqué, et complimenté'],
  4: ['un sillage que l’on suit', 'remarqué dès la porte', 'assez affirmé pour vous annoncer', 'encore là après votre départ'],
};

const VOLUME_LIKE: Readonly<Record<Level, readonly string[]>> = {
  0: ['comme un mot écrit à la main, à lire de près', 'comme un secret confié à l’oreille', 'comme une blague entre amis'],
  1: ['comme un aparté à voix basse', 'comme une note au crayon dans la marge', 'comme un petit coup à la porte'],
  2: ['comme une veste bien coupée qui ne crie jamais', 'comme une voix qui porte sans forcer', 'comme une bonne poignée de main'],
  3: ['comme une poignée de main franche', 'comme une bonne première phrase', 'comme une signature au bas d’une lettre'],
  4: ['comme une entrée remarquée', 'comme un nom qu’on retient', 'comme un gros titre'],
};

const LOYALTY: Readonly<Record<Loyalty, readonly string[]>> = {
  stick: ['une signature gardée des années', 'fidèle à celui qui vous va', 'un seul flacon, aucun regret', 'le même, rempli à nouveau'],
  change: ['un flacon pour chaque humeur', 'une petite garde-robe plutôt qu’un uniforme', 'changé au gré de la météo', 'un pour le travail, un pour le plaisir'],
  explore: ['toujours à la recherche du prochain', 'une tablette jamais complète', 'chaque flacon, une découverte', 'jamais deux fois le même'],
};

const LOYALTY_LIKE: Readonly<Record<Loyalty, readonly string[]>> = {
  stick: ['comme un manteau préféré qu’on garde des années', 'comme une clé sur le même trousseau'],
  change: ['comme une garde-robe avec une pièce pour chaque saison', 'comme une liste de lecture pour chaque humeur'],
  explore: ['comme un passeport qui se remplit de tampons', 'comme une carte qui se couvre de punaises'],
};

const NUMBERS = ['aucun', 'un', 'deux', 'trois', 'quatre', 'cinq'];

function rotationPhrases(count: number): string[] {
  if (count <= 1) return ['un flacon à la fois'];
  if (count >= 5) return ['cinq flacons ou plus en rotation', 'une tablette pleine en rotation'];
  return [`${NUMBERS[count]} flacons en rotation`, `${NUMBERS[count]} flacons à portée de main`];
}

/** The wild card's outings, by travel place (and by home when no place was named). */
const PLACE_WORDS: Readonly<Record<TravelPlace, readonly string[]>> = {
  beach: ['la plage', 'le bord de mer', 'la côte', 'une journée de plage'],
  tropics: ['les îles', 'le lagon', 'les tropiques', 'une île au soleil'],
  mediterranean: ['le port', 'la Riviera', 'les îles grecques', 'une terrasse au soleil'],
  mountains: ['la montagne', 'les sommets', 'le chalet', 'les pistes'],
  city: ['la ville', 'le centre-ville', 'les toits de la ville', 'une escapade en ville'],
  countryside: ['la campagne', 'le village', 'les rangs', 'une virée à la campagne'],
  gardens: ['le jardin', 'la cour', 'le parc', 'la serre'],
  orchards: ['le verger', 'les vendanges', 'la ferme', 'la cueillette'],
  forest: ['la forêt', 'les sentiers', 'le sous-bois', 'le camping'],
  desert: ['le désert', 'les dunes', 'les canyons', 'l’oasis'],
  spa: ['le spa', 'une retraite', 'les sources chaudes', 'le lac'],
};
const HOME_WORDS: Readonly<Record<Home, readonly string[]>> = {
  city: ['la ville', 'le centre-ville'], suburbs: ['la cour arrière', 'le quartier'], town: ['la rue principale', 'le village'],
  countryside: ['la campagne', 'le rang'], coast: ['la côte', 'le bord de mer'], mountains: ['la montagne', 'les sommets'],
};
const TIME_WORDS: Readonly<Record<Moment, readonly string[]>> = {
  morning: ['à l’aube', 'au petit matin', 'au lever du jour'],
  sunset: ['au crépuscule', 'au coucher du soleil', 'en fin de journée'],
  night: ['la nuit', 'sous les étoiles', 'à la nuit tombée'],
};

/** Who goes along on the wild card's outing, by occasion and by sociability. */
const COMPANY_BY_MOMENT: Readonly<Partial<Record<WearMoment, readonly string[]>>> = {
  date: ['à deux'], special: ['sur votre trente-six'], weekend: ['en congé'],
};
const COMPANY: Readonly<Record<Sociability, readonly string[]>> = {
  introvert: ['en solo', 'avec un livre', 'sans écran', 'en toute tranquillité'],
  between: ['avec un ami', 'en famille', 'à deux ou à quatre', 'en bonne compagnie'],
  extrovert: ['entre amis', 'en gang', 'avec la bande', 'tous ensemble'],
};

const WILD_CARD_FORMS: ReadonlyArray<(tag: string) => string> = [
  (tag) => `Un pari : ${tag}, car ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Notre pari : ${tag}, car ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Osez ${tag} : ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Et pourquoi pas ${tag}, car ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Un pari pour ${tag} : ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Pari : ${tag}, car ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Surprise : ${tag}, car ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Place à ${tag} : ${FR_WILD_CARD_ENDING}.`,
  (tag) => `Tentez ${tag} : ${FR_WILD_CARD_ENDING}.`,
];

function whenPhrases(draw: Draw): [string[], string[]] {
  const { moments, home } = draw.traits;
  const named = draw.shuffle(moments).slice(0, 2);
  const [a, b] = named.map((moment) => WHEN[moment]);
  const where = home ? WHERE[home] : [];
  const rich = [...(a && b ? combine(a, b).map(([x, y]) => `${x} et ${y}`) : []), ...(a ? combine(a, where).map(([x, y]) => `${x} ${y}`) : [])];
  const plain = a ? [...a] : home ? [...where] : ['où que vous alliez', 'au quotidien', 'dans chaque pièce où vous entrez', 'en toute compagnie'];
  return [rich, plain];
}

function presence(draw: Draw, analogy: boolean): string[] {
  const level = draw.traits.personality;
  const groups = whenPhrases(draw);
  if (analogy) {
    const likes = PERSON_LIKE[level];
    return groups.flatMap((when) => draw.shuffle([
      ...combine(likes, when).map(([[like, means], at]) => `${capitalise(at)}, comme ${like}, ${means}.`),
      ...combine(likes, when).map(([[like, means], at]) => `Comme ${like}, ${means}, ${at} surtout.`),
      ...combine(combine(likes, CLAUSES[level]), when).map(([[[like], clause], at]) => `Comme ${like}, ${clause}, ${at}.`),
    ])).concat(draw.shuffle(likes.map(([like, means]) => `Comme ${like}, ${means}.`)));
  }
  const forms: ReadonlyArray<(clause: string, at: string) => string> = [
    (clause, at) => `${capitalise(at)}, ${clause}.`,
    (clause, at) => `${capitalise(clause)}, ${at} surtout.`,
    (clause, at) => `${capitalise(clause)}, et ${at}, ça se voit.`,
    (clause, at) => `${capitalise(at)} en particulier, ${clause}.`,
  ];
  return groups.flatMap((when) => draw.shuffle(forms.flatMap((form) => combine(CLAUSES[level], when).map(([clause, at]) => form(clause, at)))));
}

function taste(draw: Draw, analogy: boolean): string[] {
  const scenes = draw.shuffle(draw.traits.loved).flatMap((field) => draw.shuffle(FAMILIES[field].scenes));
  const { smells: smellKinds, moment } = draw.traits;
  const smells = [...draw.shuffle(smellKinds).flatMap((smell) => draw.shuffle(SMELLS[smell])), ...(moment ? draw.shuffle(MOMENTS[moment]) : [])];
  const avoids = draw.shuffle(draw.traits.disliked).flatMap((field) => draw.shuffle(FAMILIES[field].avoid));
  const pairs = (forms: ReadonlyArray<(a: string, b: string) => string>, as: string[], bs: string[]): string[] =>
    draw.shuffle(forms.flatMap((form) => combine(as, bs).map(([a, b]) => form(a, b))));
  if (analogy) {
    const forms: ReadonlyArray<(a: string, b: string) => string> = [
      (scene, smell) => `Imaginez ${scene} et ${smell}, sur la peau.`,
      (scene, smell) => `Imaginez ${smell}, puis ${scene} : voilà votre humeur.`,
      (scene, smell) => `Imaginez ${scene}, avec ${smell} tout près.`,
      (scene, smell) => `Imaginez ${smell} en route vers ${scene}.`,
      (scene, smell) => `Imaginez ${scene}, puis ${smell}.`,
    ];
    const single = [...scenes, ...smells].flatMap((x) => [`Imaginez ${x} : voilà l’humeur à porter.`, `Imaginez ${x}, en flacon, rien que pour vous.`]);
    return [...pairs(forms, scenes, smells), ...draw.shuffle(single),
      'Imaginez une garde-robe réduite à ce que vous portez vraiment.', 'Imaginez une page vierge et un bon stylo : c’est notre point de départ.'];
  }
  const both: ReadonlyArray<(a: string, b: string) => string> = [
    (scene, avoid) => `Vous aimez ${scene}, jamais ${avoid}.`,
    (scene, avoid) => `Oui à ${scene}, non à ${avoid}.`,
    (scene, avoid) => `Pour vous, ${scene}, mais jamais ${avoid}.`,
    (scene, avoid) => `Votre parfum doit rappeler ${scene}, pas ${avoid}.`,
  ];
  const withSmell: ReadonlyArray<(a: string, b: string) => string> = [
    (scene, smell) => `Vous aimez ${scene} et ${smell}.`,
    (scene, smell) => `${capitalise(smell)} et ${scene} : voilà votre humeur.`,
    (scene, smell) => `Votre parfum rappelle ${scene} ou ${smell}.`,
    (scene, smell) => `Vous vous animez devant ${scene}, et devant ${smell}.`,
  ];
  const smellAvoid: ReadonlyArray<(a: string, b: string) => string> = [
    (smell, avoid) => `Vous avez choisi ${smell}, et ${avoid} peut rester sur la tablette.`,
    (smell, avoid) => `Oui à ${smell}, non à ${avoid}.`,
    (smell, avoid) => `Vous aimez ${smell}, jamais ${avoid}.`,
  ];
  const groups = draw.shuffle([pairs(both, scenes, avoids), pairs(withSmell, scenes, smells), pairs(smellAvoid, smells, avoids)]);
  return [
    ...groups.flat(),
    ...scenes.map((scene) => `Votre nez file droit vers ${scene}.`),
    ...smells.map((smell) => `Vous aimez ${smell}, et ça se sent.`),
    ...avoids.map((avoid) => `Presque tout vous plaît, sauf ${avoid}.`),
    ...draw.shuffle(['Aucun coup de cœur, aucun refus : un esprit ouvert et un nez curieux.',
      'Toutes les humeurs restent possibles, et c’est ce qui rend le jeu amusant.']),
  ];
}

function wear(draw: Draw, analogy: boolean): string[] {
  const { frequency, strength, loyalty, rotation } = draw.traits;
  const habits = draw.shuffle(HABIT[frequency]);
  const keeps = draw.shuffle([...LOYALTY[loyalty], ...rotationPhrases(rotation)]);
  if (analogy) {
    const likes = [...VOLUME_LIKE[strength], ...LOYALTY_LIKE[loyalty]];
    return [
      ...draw.shuffle(combine(combine(habits, likes), keeps)).map(([[habit, like], keep]) => `${habit}, ${like} – ${keep}.`),
      ...draw.shuffle(combine(habits, likes)).map(([habit, like]) => `${habit}, ${like}.`),
    ];
  }
  const volumes = draw.shuffle(VOLUME[strength]);
  const forms: ReadonlyArray<(habit: string, volume: string, keep: string) => string> = [
    (habit, volume, keep) => `${habit} : ${volume}, et ${keep}.`,
    (habit, volume, keep) => `${habit}, ${volume} – ${keep}.`,
    (habit, volume, keep) => `${capitalise(volume)}, ${habit.charAt(0).toLowerCase()}${habit.slice(1)} – ${keep}.`,
  ];
  return draw.shuffle(forms.flatMap((form) => combine(combine(habits, volumes), keeps).map(([[habit, volume], keep]) => form(habit, volume, keep))));
}

function wildCard(draw: Draw): string[] {
  const { places, home, moment } = draw.traits;
  const placeWords = places.length > 0 ? places.flatMap((place) => PLACE_WORDS[place]) : home ? HOME_WORDS[home] : [];
  const timed = moment ? combine(placeWords, TIME_WORDS[moment]).map(([place, time]) => `${place} ${time}`) : [];
  const company = [...draw.traits.moments.flatMap((m) => COMPANY_BY_MOMENT[m] ?? []), ...COMPANY[draw.traits.sociability]];
  const tags = [...combine(timed.length > 0 ? timed : placeWords, company).map(([tag, who]) => `${tag}, ${who}`), ...timed];
  const plain = placeWords.length > 0 ? placeWords : ['l’inconnu', 'un détour', 'le prochain voyage', 'l’imprévu'];
  return [...draw.shuffle(WILD_CARD_FORMS.flatMap((form) => tags.map(form))), ...draw.shuffle(WILD_CARD_FORMS.flatMap((form) => plain.map(form)))];
}

export const FRENCH: Lexicon = { presence, taste, wear, wildCard };
