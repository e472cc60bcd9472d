/**
 * The recommendation pages (variants A, B, C) on one grid: every section centres one content column
 * of `--fq-content-width` with the same side padding, headings centred, body text in readable measures.
 * Mobile first, no horizontal overflow from 320px; widths follow the element (container queries).
 */
export const recommendationStyles = /* css */ `
.recommendation { overflow-x: clip; --fq-section-padding: var(--fq-space-5); }
@container (min-width: 720px) { .recommendation { --fq-section-padding: var(--fq-space-6); } }
.rec-section {
  position: relative; width: 100%; max-width: calc(var(--fq-content-width) + 2 * var(--fq-section-padding)); margin: 0 auto;
  padding: var(--fq-space-8) var(--fq-section-padding); display: flex; flex-direction: column; align-items: center; text-align: center;
}
/* Below the first screen, a section's contents are laid out and painted only near the viewport; until it
   has been, it holds the place of a typical section (afterwards, of its own last size). */
.rec-section:not(.hero, .ai-results, .products) { content-visibility: auto; contain-intrinsic-size: auto 640px; }
.rec-section + .rec-section::before {
  content: ""; position: absolute; top: 0; left: 50%; width: 48px; height: 1px; transform: translateX(-50%);
  background: var(--fq-color-highlight);
}
.rec-section h2 { font-size: var(--fq-text-2xl); overflow-wrap: anywhere; max-width: 18em; margin-bottom: var(--fq-space-4); }
.rec-section h3 { font-size: var(--fq-text-lg); margin-bottom: var(--fq-space-1); }
.eyebrow {
  margin-bottom: var(--fq-space-4); font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: var(--fq-tracking-caps);
  text-transform: uppercase; color: var(--fq-color-accent);
}
.sub-title { color: var(--fq-color-muted); font-size: var(--fq-text-lg); max-width: 32em; margin-bottom: var(--fq-space-6); }
.add-to-cart { margin-top: var(--fq-space-6); min-width: min(100%, 17em); text-transform: uppercase; }
.add-to-cart-price { opacity: .7; }
.content-problem { padding: var(--fq-space-4); margin: var(--fq-space-4) auto; max-width: var(--fq-content-width); }
.card-surface, .perks li, .ai-lines li, .expect-steps li, .slide, .difference-points li {
  background: var(--fq-color-surface-raised); border: var(--fq-border-width) solid var(--fq-color-border);
  border-radius: var(--fq-radius);
}

/* Hero */
.hero { padding-top: var(--fq-space-8); }
.hero h2 { font-size: var(--fq-text-display); max-width: 12em; }
.perks { list-style: none; padding: 0; margin: var(--fq-space-6) 0 0; display: grid; gap: var(--fq-space-3); width: 100%; }
.perks li { padding: var(--fq-space-4); color: var(--fq-color-muted); font-size: var(--fq-text-sm); }
@container (min-width: 720px) { .perks { grid-template-columns: repeat(3, minmax(0, 1fr)); } }

/* AI results */
.ai-results > div { width: 100%; display: flex; flex-direction: column; align-items: center; }
.analyzing { padding: var(--fq-space-4) 0; }
.analyzing h2 { margin-top: var(--fq-space-4); }
.analyzing-dots { display: flex; gap: var(--fq-space-2); justify-content: center; }
.analyzing-dots span {
  width: 12px; height: 12px; border-radius: 50%; background: var(--fq-color-accent);
  animation: fq-pulse 1.2s ease-in-out infinite;
}
.analyzing-dots span:nth-child(2) { animation-delay: .2s; }
.analyzing-dots span:nth-child(3) { animation-delay: .4s; }
@keyframes fq-pulse { 0%, 100% { opacity: .25; transform: scale(.7); } 50% { opacity: 1; transform: scale(1); } }
.ai-lines { list-style: none; padding: 0; margin: var(--fq-space-4) 0 0; width: 100%; text-align: start; display: grid; gap: var(--fq-space-3); }
.ai-lines li { display: grid; grid-template-columns: 2.5em 1fr; gap: var(--fq-space-4); align-items: baseline; padding: var(--fq-space-4) var(--fq-space-5); font-size: var(--fq-text-lg); }
.ai-number { font-family: var(--fq-heading-font-family); font-size: var(--fq-text-xl); color: var(--fq-color-accent); line-height: 1; }

/* Kit panel: the four scents described, never named */
.kit-scents { list-style: none; padding: 0; margin: 0; width: 100%; display: grid; gap: var(--fq-space-4); text-align: start; counter-reset: kit; }
@container (min-width: 720px) { .kit-scents { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.kit-scent {
  display: grid; grid-template-columns: auto minmax(0, 1fr); gap: var(--fq-space-4); padding: var(--fq-space-5);
  background: var(--fq-color-surface-raised); border: var(--fq-border-width) solid var(--fq-color-border); border-radius: var(--fq-radius);
}
.kit-number { margin: 0; font-family: var(--fq-heading-font-family); font-size: var(--fq-text-2xl); line-height: 1; color: var(--fq-color-highlight); }
.kit-facts { margin: 0; display: grid; gap: var(--fq-space-3); align-content: start; }
.kit-facts dt {
  font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: var(--fq-tracking-caps); text-transform: uppercase; color: var(--fq-color-muted);
}
.kit-facts dd { margin: var(--fq-space-1) 0 0; }
.kit-family dd { display: flex; flex-wrap: wrap; align-items: center; gap: var(--fq-space-2) var(--fq-space-4); font-family: var(--fq-heading-font-family); font-size: var(--fq-text-xl); text-transform: capitalize; }
.kit-strength { display: inline-flex; align-items: center; }
.kit-meter { display: inline-flex; gap: 3px; }
.kit-meter span { width: 12px; height: 6px; border-radius: 3px; background: var(--fq-color-border); }
.kit-meter span.on { background: var(--fq-color-accent); }
.kit-character dd { font-family: var(--fq-heading-font-family); font-style: italic; font-size: var(--fq-text-lg); line-height: 1.4; }
.retake { display: inline-flex; align-items: center; min-height: 44px; padding: 0 var(--fq-space-3); margin-top: var(--fq-space-5); font-weight: 600; }

/* What to expect */
.expect-steps { list-style: none; padding: 0; margin: 0; width: 100%; display: grid; gap: var(--fq-space-3); }
.expect-steps li { display: flex; align-items: center; gap: var(--fq-space-4); padding: var(--fq-space-4); text-align: start; }
@container (min-width: 720px) {
  .expect-steps { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  .expect-steps li { flex-direction: column; text-align: center; padding: var(--fq-space-5) var(--fq-space-4); }
}
.expect-number {
  flex: none; display: grid; place-items: center; width: 2.5em; height: 2.5em; border-radius: 50%;
  border: var(--fq-border-width) solid var(--fq-color-accent); color: var(--fq-color-accent);
  font-family: var(--fq-heading-font-family); font-size: var(--fq-text-lg);
}

/* Testimonials */
.carousel { width: 100%; display: flex; flex-direction: column-reverse; gap: var(--fq-space-4); }
.carousel-controls { display: flex; justify-content: center; gap: var(--fq-space-3); }
.carousel-arrow {
  display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; cursor: pointer;
  border: var(--fq-border-width) solid var(--fq-color-border-strong); background: var(--fq-color-surface-raised); color: var(--fq-color-text);
  transition: background-color .2s ease, color .2s ease, border-color .2s ease;
}
@media (hover: hover) { .carousel-arrow:hover { background: var(--fq-color-accent); border-color: var(--fq-color-accent); color: var(--fq-color-accent-contrast); } }
.carousel-arrow svg { width: 20px; height: 20px; fill: none; stroke: currentColor; stroke-width: 1.75; stroke-linecap: round; stroke-linejoin: round; }
.carousel-slides { min-height: 13em; display: grid; }
.slide { margin: 0; padding: var(--fq-space-6) var(--fq-space-5); display: grid; align-content: center; }
.slide[hidden] { display: none; }
.slide figure { margin: 0; }
.slide blockquote { margin: 0 0 var(--fq-space-4); font-family: var(--fq-heading-font-family); font-size: var(--fq-text-xl); line-height: 1.4; }
.slide blockquote p { margin: 0; }
.slide blockquote p::before { content: "\\201C"; }
.slide blockquote p::after { content: "\\201D"; }
.slide figcaption { font-size: var(--fq-text-sm); font-weight: 600; letter-spacing: .08em; text-transform: uppercase; color: var(--fq-color-muted); }
.slide figcaption::before { content: "\\2014\\00a0"; }
.slide.enter-next { animation: fq-slide-next .45s ease both; }
.slide.enter-previous { animation: fq-slide-previous .45s ease both; }
@keyframes fq-slide-next { from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; } }
@keyframes fq-slide-previous { from { opacity: 0; transform: translateX(-24px); } to { opacity: 1; transform: none; } }

/* Principles: the art (desktop only) over a list of title / text rows */
.principle-list { list-style: none; padding: 0; margin: var(--fq-space-4) 0 0; width: 100%; text-align: start; border-top: var(--fq-border-width) solid var(--fq-color-border); }
.principle-list li { display: grid; gap: var(--fq-space-1); padding: var(--fq-space-4) 0; border-bottom: var(--fq-border-width) solid var(--fq-color-border); }
.principle-list h3 { margin: 0; }
.principle-list p { margin: 0; color: var(--fq-color-muted); }
@container (min-width: 720px) { .principle-list li { grid-template-columns: 12em minmax(0, 1fr); gap: var(--fq-space-6); align-items: baseline; } }
.principles-art { display: none; width: 200px; height: auto; margin: 0 auto var(--fq-space-2); }
@container (min-width: 900px) { .principles-art { display: block; } }
.art-halo { fill: var(--fq-color-accent-soft); }
.art-cap { fill: var(--fq-color-highlight); }
.art-neck { fill: var(--fq-color-surface-sunken); }
.art-glass { fill: var(--fq-color-surface-raised); stroke: var(--fq-color-border); stroke-width: 3; }
.art-liquid { fill: var(--fq-family-floral); opacity: .45; }
.art-shine { fill: var(--fq-color-surface-raised); opacity: .7; }
.art-sparkles circle { fill: var(--fq-color-highlight); }
.art-mist path { fill: none; stroke: var(--fq-color-border-strong); stroke-width: 3; stroke-linecap: round; opacity: .6; }
.art-bottle { transform-origin: 160px 296px; animation: fq-sway 6s ease-in-out infinite; }
.art-sparkles circle { animation: fq-twinkle 2.4s ease-in-out infinite; }
.art-sparkles circle:nth-child(2) { animation-delay: .6s; }
.art-sparkles circle:nth-child(3) { animation-delay: 1.2s; }
.art-sparkles circle:nth-child(4) { animation-delay: 1.8s; }
.art-mist path { stroke-dasharray: 120; animation: fq-mist 3s ease-in-out infinite; }
.art-mist path:nth-child(2) { animation-delay: .4s; }
.art-mist path:nth-child(3) { animation-delay: .8s; }
@keyframes fq-sway { 0%, 100% { transform: rotate(-2deg); } 50% { transform: rotate(2deg); } }
@keyframes fq-twinkle { 0%, 100% { opacity: .2; } 50% { opacity: 1; } }
@keyframes fq-mist { 0% { stroke-dashoffset: 120; opacity: 0; } 40% { opacity: .6; } 100% { stroke-dashoffset: 0; opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .principles-art *, .analyzing-dots span, .slide { animation: none !important; }
}

/* Difference: a line, three points, the picture */
.difference-points { list-style: none; padding: 0; margin: 0 0 var(--fq-space-6); width: 100%; display: grid; gap: var(--fq-space-3); text-align: start; }
.difference-points li { padding: var(--fq-space-5); }
.difference-points p { margin: 0; color: var(--fq-color-muted); }
@container (min-width: 720px) { .difference-points { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.difference picture { display: block; width: 100%; }
.difference img { display: block; width: 100%; height: auto; border-radius: var(--fq-radius); }

/* FAQ */
.accordion { width: 100%; text-align: start; border-top: var(--fq-border-width) solid var(--fq-color-border); }
.accordion-item { border-bottom: var(--fq-border-width) solid var(--fq-color-border); }
.accordion-item h3 { margin: 0; font-family: var(--fq-font-family); font-size: var(--fq-text-md); font-weight: 600; }
.accordion-item button {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: var(--fq-space-4); min-height: 60px;
  padding: var(--fq-space-4) var(--fq-space-1); border: 0; background: none; color: var(--fq-color-text); text-align: start; cursor: pointer; font-weight: 600;
}
@media (hover: hover) { .accordion-item button:hover { color: var(--fq-color-accent); } }
.accordion-icon { position: relative; flex: none; width: 14px; height: 14px; }
.accordion-icon::before, .accordion-icon::after {
  content: ""; position: absolute; inset: 6px 0 auto; height: 1.5px; background: currentColor; transition: transform .2s ease;
}
.accordion-icon::after { transform: rotate(90deg); }
[aria-expanded="true"] .accordion-icon::after { transform: rotate(0deg); }
.accordion-panel { padding: 0 var(--fq-space-1) var(--fq-space-4); color: var(--fq-color-muted); }
.accordion-panel p:last-child { margin-bottom: 0; }

/* Variants B/C: products over the background picture, inside the same content column */
.products { max-width: none; padding: 0; isolation: isolate; }
.products-background, .products-background img { position: absolute; inset: 0; width: 100%; height: 100%; z-index: -1; }
.products-background img { object-fit: cover; opacity: var(--fq-background-opacity); }
.products-content {
  width: 100%; max-width: calc(var(--fq-content-width) + 2 * var(--fq-section-padding));
  padding: var(--fq-space-8) var(--fq-section-padding); display: flex; flex-direction: column; align-items: center;
}
.product-list { list-style: none; padding: 0; margin: var(--fq-space-5) 0 0; width: 100%; display: grid; gap: var(--fq-space-6) var(--fq-space-4); }
@container (min-width: 720px) { .product-list { grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); } }
.product-card {
  position: relative; min-width: 0; width: 100%; display: flex; flex-direction: column; align-items: center;
  padding: var(--fq-space-6) var(--fq-space-5) var(--fq-space-5);
  background: var(--fq-color-surface-raised); border: var(--fq-border-width) solid var(--fq-color-border); border-radius: var(--fq-radius);
  box-shadow: 0 12px 32px var(--fq-color-shadow);
}
.product-card.best-value { border-color: var(--fq-color-accent); box-shadow: 0 0 0 1px var(--fq-color-accent), 0 12px 32px var(--fq-color-shadow); }
.best-value-tag {
  position: absolute; top: 0; transform: translateY(-50%); margin: 0; padding: var(--fq-space-1) var(--fq-space-4); border-radius: var(--fq-radius-pill);
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); font-size: var(--fq-text-xs); font-weight: 600;
  letter-spacing: var(--fq-tracking-caps); text-transform: uppercase;
}
.product-images { position: relative; width: 100%; max-width: 15em; aspect-ratio: 1 / 1; }
.product-image { display: block; width: 100%; height: 100%; object-fit: contain; border-radius: var(--fq-radius-small); }
.product-badge { position: absolute; right: -4%; bottom: -4%; width: 28%; height: auto; }
.product-title { margin-top: var(--fq-space-4); }
.rating { display: flex; align-items: center; gap: var(--fq-space-2); justify-content: center; flex-wrap: wrap; margin-bottom: var(--fq-space-4); }
.stars { position: relative; display: inline-block; color: var(--fq-color-rating); letter-spacing: .1em; line-height: 1; }
.stars-empty { opacity: .3; }
.stars-full { position: absolute; inset: 0 auto 0 0; overflow: hidden; white-space: nowrap; }
.reviews { color: var(--fq-color-muted); font-size: var(--fq-text-sm); }
.product-description { flex: 1 0 auto; text-align: start; width: 100%; color: var(--fq-color-muted); }
.product-description strong { color: var(--fq-color-text); }
.product-description ul { padding-inline-start: 1.25em; }
.price { display: flex; align-items: baseline; justify-content: center; flex-wrap: wrap; gap: var(--fq-space-2) var(--fq-space-3); margin: var(--fq-space-2) 0 0; }
.price-compare { color: var(--fq-color-muted); font-size: var(--fq-text-md); }
.price-sale { font-family: var(--fq-heading-font-family); font-size: var(--fq-text-xl); color: var(--fq-color-text); }
.price-saving { font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: .1em; text-transform: uppercase; color: var(--fq-color-accent); }
.product-add { margin-top: var(--fq-space-4); flex-wrap: wrap; row-gap: 0; column-gap: .35em; width: 100%; padding-inline: var(--fq-space-4); }
.percent-off { font-weight: 400; }
.shipping-note { margin: var(--fq-space-3) 0 0; color: var(--fq-color-muted); font-size: var(--fq-text-sm); }
.sample-size { margin: var(--fq-space-2) 0 0; color: var(--fq-color-muted); font-size: var(--fq-text-sm); }
/* Delivery and returns, once under the cards */
.assurances {
  list-style: none; padding: 0; margin: var(--fq-space-6) 0 0; display: flex; flex-wrap: wrap; justify-content: center;
  gap: var(--fq-space-2) var(--fq-space-5); color: var(--fq-color-muted); font-size: var(--fq-text-sm); max-width: 48em;
}
.assurances li { display: inline-flex; align-items: baseline; gap: var(--fq-space-2); text-align: start; }
.assurances li::before { content: ""; flex: none; width: 6px; height: 6px; border-radius: 50%; background: var(--fq-color-highlight); transform: translateY(-1px); }
/* Variant C: each card reversed (details first, the picture after), the personalised kit still first */
@container (min-width: 720px) {
  .product-list.reversed { grid-template-columns: minmax(0, 1fr); }
  .product-list.reversed .product-card {
    display: grid; grid-template-columns: minmax(0, 1fr) minmax(12em, 18em); grid-template-areas: "title images" "rating images" "description images" "price images" "size images" "add images" "shipping images";
    column-gap: var(--fq-space-6); align-items: start; text-align: start;
  }
  .product-list.reversed .product-images { grid-area: images; align-self: center; }
  .product-list.reversed .product-title { grid-area: title; margin-top: 0; }
  .product-list.reversed .rating { grid-area: rating; justify-content: start; }
  .product-list.reversed .product-description { grid-area: description; }
  .product-list.reversed .price { grid-area: price; justify-content: start; }
  .product-list.reversed .sample-size { grid-area: size; }
  .product-list.reversed .product-add { grid-area: add; }
  .product-list.reversed .shipping-note { grid-area: shipping; }
  .product-list.reversed .best-value-tag { left: var(--fq-space-5); }
}

/* Comparison table: one row per feature, one column per product; reads from 320px */
.comparison-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: var(--fq-text-sm); }
.comparison-table th, .comparison-table td { padding: var(--fq-space-3) var(--fq-space-2); border-bottom: var(--fq-border-width) solid var(--fq-color-border); overflow-wrap: break-word; }
.comparison-table thead td { width: 44%; }
.comparison-table thead th {
  font-family: var(--fq-heading-font-family); font-weight: 400; font-size: var(--fq-text-lg); line-height: 1.2; vertical-align: bottom;
  color: var(--fq-color-text); border-bottom-color: var(--fq-color-border-strong);
}
.comparison-table tbody th { text-align: start; font-weight: 400; color: var(--fq-color-text); }
.comparison-table td { text-align: center; }
.comparison-table .value { font-weight: 600; }
.comparison-table .yes { color: var(--fq-color-success); font-weight: 700; font-size: var(--fq-text-lg); }
.comparison-table .no { color: var(--fq-color-muted); }
@container (min-width: 600px) {
  .comparison-table { font-size: var(--fq-text-md); }
  .comparison-table th, .comparison-table td { padding: var(--fq-space-4) var(--fq-space-3); }
  .comparison-table thead td { width: 50%; }
}
`;
