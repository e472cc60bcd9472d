/** Alt texts of the seed's images in other languages, by their English text (content/src/images.ts). */
export const FR_CA_ALTS: Readonly<Record<string, string>> = {
  'A soft sunrise glowing over rolling blush and sage hills': 'Un doux lever de soleil sur des collines ondulées rose poudré et vert sauge',
  'Gentle sage, blush and lavender shapes on a cream ground': 'Des formes douces vert sauge, rose poudré et lavande sur fond crème',
  'Green meadows under a pale morning sky': 'Des prés verdoyants sous le ciel pâle du matin',
  'Perfume bottles resting among soft blush shapes': 'Des flacons de parfum parmi de douces formes rose poudré',
  'Warm blush shapes drifting across a cream ground': 'Des formes rose poudré qui flottent sur fond crème',
  'Scattered petal-like shapes in blush, lavender and sage': 'Des pétales éparpillés, rose poudré, lavande et vert sauge',
  'A calm lavender haze with blush and cream shapes': 'Une brume lavande apaisante, avec des formes rose poudré et crème',
  'A golden sky with twinkling sparkles over low hills': 'Un ciel doré parsemé d’étincelles au-dessus de basses collines',
  'A golden glow with sparkles over cream, sage and blush shapes': 'Une lueur dorée et des étincelles sur des formes crème, vert sauge et rose poudré',
  'Snowy lavender hills under a sparkling winter sky': 'Des collines enneigées teintées de lavande sous un ciel d’hiver étincelant',
  'A sunny beach with gentle waves and a beach umbrella': 'Une plage ensoleillée, des vagues douces et un parasol',
  'Snow-capped mountain peaks above green slopes': 'Des sommets enneigés au-dessus de pentes verdoyantes',
  'A city skyline of lit windows at sunset': 'Des gratte-ciel aux fenêtres illuminées au coucher du soleil',
  'Rolling countryside hills with trees and a fence': 'Des collines à la campagne, avec des arbres et une clôture',
  'Golden desert dunes with a cactus under a low sun': 'Des dunes dorées et un cactus sous un soleil bas',
  'A quiet forest of tall pine trees': 'Une forêt paisible de grands pins',
  'Freshly washed laundry drying on a clothesline': 'Du linge propre qui sèche sur une corde à linge',
  'A crackling campfire under a starry evening sky': 'Un feu de camp qui crépite sous un ciel étoilé',
  'Raindrops falling from a cloud onto a puddle on the pavement': 'Des gouttes de pluie qui tombent d’un nuage dans une flaque sur le trottoir',
  'Freshly cut blades of grass in the sunshine': 'Des brins de gazon fraîchement coupés, au soleil',
  'A warm loaf of bread with steam rising from it': 'Une miche de pain chaud encore fumante',
  'Seagulls and a sailboat over rolling ocean waves': 'Des goélands et un voilier sur la houle de l’océan',
  'Roses in bloom in a green garden': 'Des roses en fleurs dans un jardin verdoyant',
  'Orange trees heavy with fruit in a sunny grove': 'Des orangers chargés de fruits dans un verger ensoleillé',
  'A steaming mug on a windowsill as the sun rises': 'Une tasse fumante sur le rebord d’une fenêtre au lever du soleil',
  'Fields glowing in the warm light of golden hour': 'Des champs baignés par la lumière chaude de l’heure dorée',
  'A crescent moon and stars over quiet hills at night': 'Un croissant de lune et des étoiles au-dessus de collines paisibles, la nuit',
  'A perfume bottle with soft trails of scent curling into the air': 'Un flacon de parfum d’où s’échappent de douces volutes parfumées',
  'Four sample vials of the Personalized Discovery Kit in a tray': 'Les quatre fioles d’échantillon du coffret découverte personnalisé, dans un plateau',
  'The Signature Sampler box filled with fifteen sample vials': 'La boîte du Coffret Signature, remplie de quinze fioles d’échantillon',
  'Personalized for you badge': 'Macaron « Personnalisé pour vous »',
  'Best value badge': 'Macaron « Meilleure aubaine »',
  'A jumble of unused full-size bottles beside a glowing kit of four samples matched to you':
    'Un fouillis de grands formats inutilisés à côté d’un coffret lumineux de quatre échantillons choisis pour vous',
  'A jumble of unused full-size bottles above a glowing kit of four samples matched to you':
    'Un fouillis de grands formats inutilisés au-dessus d’un coffret lumineux de quatre échantillons choisis pour vous',
  'Four gift-ready sample vials of the Holiday Discovery Kit in a tray': 'Quatre fioles d’échantillon prêtes à offrir du coffret découverte des Fêtes, dans un plateau',
};

/** British and Irish English: spelling. */
export const EN_GB_ALTS: Readonly<Record<string, string>> = {
  'Four sample vials of the Personalized Discovery Kit in a tray': 'Four sample vials of the Personalised Discovery Kit in a tray',
  'Personalized for you badge': 'Personalised for you badge',
  'Four gift-ready sample vials of the Holiday Discovery Kit in a tray': 'Four gift-ready sample vials of the Festive Discovery Kit in a tray',
};
