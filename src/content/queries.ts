/** The GROQ queries of spec §7.2–7.3, plus the marketing content of the recommendation pages. */

const image = (field: string) =>
  `"${field}": ${field}{"url": asset->url, altText, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height}`;

export const QUIZ_STEPS_QUERY = `*[_type == "quiz"]{
  _id, name,
  steps[]{
    _key, id, name, type, heading, subHeading, text, option, version, canNext, shouldSubmitQuiz,
    shopifyVariantId, labelRange, imageUrl, backgroundUrl, backgroundMobileUrl, abtesting,
    ${image('image')}, ${image('background')}, ${image('backgroundMobile')},
    items[]{_key, text, value, ${image('image')}}
  }
}`;

export const QUIZ_RESULT_QUERY = `*[_type == "quiz"]{
  quizResult{
    shopifyVariantId, variant, recommendProductListTitle, recommendTableTitle,
    ${image('backgroundImage')}, ${image('backgroundImageMobile')},
    productRecommends[]{_key, title, description, price, percentOff, isBestValue, shopifyVariantId,
      ${image('image')}, ${image('badgeImage')}}
  }
}`;

export const MARKETING_QUERY = `*[_type == "marketing"][0]{
  productName, email, testimonials[]{_key, name, quote}, principles[]{_key, title, text},
  faqs[]{_key, question, answer}, differenceIntro, differencePoints[]{_key, title, text}, ${image('differenceImage')}, ${image('differenceImageMobile')}
}`;
