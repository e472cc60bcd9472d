/**
 * The recommendation pages (variants A, B, C). Mobile first, no horizontal overflow from 320px;
 * widths follow the element (container queries on :host), the pictures follow the viewport.
 */
export const recommendationStyles = /* css */ `
.recommendation { overflow-x: clip; }
.rec-section {
  position: relative; width: 100%; max-width: var(--fq-max-width); margin: 0 auto;
  padding: 3rem 1.25rem; display: flex; flex-direction: column; align-items: center; text-align: center;
}
.rec-section + .rec-section { border-top: 1px solid var(--fq-color-border); }
.rec-section h2 { font-size: clamp(1.6rem, 6cqi, 2.4rem); overflow-wrap: anywhere; }
.rec-section h3 { font-size: 1.15rem; margin-bottom: .35em; }
.eyebrow {
  margin-bottom: .75rem; font-size: .8rem; font-weight: 700; letter-spacing: .14em; text-transform: uppercase;
  color: var(--fq-color-accent);
}
.sub-title { color: var(--fq-color-muted); font-size: 1.1rem; }
.add-to-cart { margin-top: 1.5rem; min-width: min(100%, 16rem); text-transform: uppercase; }
.content-problem { padding: 1rem; margin: 1rem auto; max-width: var(--fq-max-width); }

/* Hero */
.hero { padding-top: 4rem; padding-bottom: 3.5rem; }
.hero h2 { font-size: clamp(2rem, 8cqi, 3.2rem); max-width: 14em; }
.perks { list-style: none; padding: 0; margin: 2rem 0 0; display: grid; gap: .75rem; width: 100%; max-width: 48rem; }
.perks li {
  padding: .75rem 1rem; border: 1px solid var(--fq-color-border); border-radius: var(--fq-radius);
  background: #fff; color: var(--fq-color-muted); font-size: .95rem;
}
@container (min-width: 700px) { .perks { grid-template-columns: repeat(3, 1fr); } }

/* AI results */
.ai-results > div { width: 100%; display: flex; flex-direction: column; align-items: center; }
.analyzing { padding: 1rem 0; }
.analyzing h2 { margin-top: 1rem; }
.analyzing-dots { display: flex; gap: .6rem; justify-content: center; }
.analyzing-dots span {
  width: 14px; height: 14px; border-radius: 50%; background: var(--fq-color-accent);
  animation: fq-pulse 1.2s ease-in-out infinite;
}
.analyzing-dots span:nth-child(2) { animation-delay: .2s; }
.analyzing-dots span:nth-child(3) { animation-delay: .4s; }
@keyframes fq-pulse { 0%, 100% { opacity: .25; transform: scale(.7); } 50% { opacity: 1; transform: scale(1); } }
.ai-lines { list-style: none; padding: 0; margin: 1rem 0 0; width: 100%; max-width: 40rem; text-align: start; display: grid; gap: .75rem; }
.ai-lines li {
  display: grid; grid-template-columns: auto 1fr; gap: 1rem; align-items: baseline;
  padding: 1rem 1.25rem; border-radius: var(--fq-radius); background: #fff; border: 1px solid var(--fq-color-border);
}
.ai-number { font-family: var(--fq-heading-font-family); font-size: 1.5rem; color: var(--fq-color-accent); line-height: 1; }

/* What to expect */
.expect-steps {
  list-style: none; padding: 0; margin: 1rem 0 0; width: 100%; display: grid; gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
}
.expect-steps li {
  display: flex; align-items: center; gap: 1rem; padding: 1rem; text-align: start;
  background: #fff; border-radius: var(--fq-radius); border: 1px solid var(--fq-color-border);
}
@container (min-width: 700px) {
  .expect-steps li { flex-direction: column; text-align: center; padding: 1.25rem 1rem; gap: .75rem; }
}
.expect-number {
  flex: none; display: grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%;
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); font-weight: 700;
}

/* Testimonials */
.carousel { width: 100%; max-width: 44rem; display: flex; flex-direction: column-reverse; gap: 1rem; }
.carousel-controls { display: flex; justify-content: center; gap: 1rem; }
.carousel-arrow {
  display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%; cursor: pointer;
  border: 2px solid var(--fq-color-accent); background: #fff; color: var(--fq-color-accent);
}
.carousel-arrow:hover { background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); }
.carousel-arrow svg { width: 24px; height: 24px; fill: none; stroke: currentColor; stroke-width: 2.5; stroke-linecap: round; stroke-linejoin: round; }
.carousel-slides { min-height: 12rem; display: grid; }
.slide { margin: 0; padding: 2rem 1.5rem; border-radius: var(--fq-radius); background: #fff; border: 1px solid var(--fq-color-border); }
.slide[hidden] { display: none; }
.slide figure { margin: 0; }
.slide blockquote { margin: 0; font-family: var(--fq-heading-font-family); font-size: 1.25rem; line-height: 1.45; }
.slide blockquote p::before { content: "\\201C"; }
.slide blockquote p::after { content: "\\201D"; }
.slide figcaption { font-weight: 600; color: var(--fq-color-muted); }
.slide figcaption::before { content: "\\2014\\00a0"; }
.slide.enter-next { animation: fq-slide-next .45s ease both; }
.slide.enter-previous { animation: fq-slide-previous .45s ease both; }
@keyframes fq-slide-next { from { opacity: 0; transform: translateX(2rem); } to { opacity: 1; transform: none; } }
@keyframes fq-slide-previous { from { opacity: 0; transform: translateX(-2rem); } to { opacity: 1; transform: none; } }

/* Principles */
.principles { display: grid; grid-template-columns: 1fr; align-items: center; gap: 2rem; }
.principles-text { display: flex; flex-direction: column; align-items: center; }
.principle-list { list-style: none; padding: 0; margin: 1rem 0 0; display: grid; gap: 1rem; text-align: start; width: 100%; }
.principle-list li { padding-inline-start: 1rem; border-inline-start: 3px solid var(--fq-color-accent); }
.principle-list p { margin: 0; color: var(--fq-color-muted); }
.principles-art { display: none; width: 100%; max-width: 320px; justify-self: center; }
@container (min-width: 900px) {
  .principles { grid-template-columns: 3fr 2fr; text-align: start; }
  .principles-text { align-items: flex-start; }
  .principles-art { display: block; }
}
.art-halo { fill: #f4e4da; }
.art-cap { fill: #c9a66b; }
.art-neck { fill: #e6d3b8; }
.art-glass { fill: #fff; stroke: #d9cfc6; stroke-width: 3; }
.art-liquid { fill: #e9c2cf; }
.art-shine { fill: #fff; opacity: .7; }
.art-sparkles circle { fill: #c9a66b; }
.art-mist path { fill: none; stroke: #b9a3c9; stroke-width: 4; stroke-linecap: round; }
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
@keyframes fq-mist { 0% { stroke-dashoffset: 120; opacity: 0; } 40% { opacity: 1; } 100% { stroke-dashoffset: 0; opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .principles-art *, .analyzing-dots span, .slide { animation: none !important; }
}

/* Difference */
.difference picture { display: block; width: 100%; margin-top: 1rem; }
.difference img { display: block; width: 100%; height: auto; border-radius: var(--fq-radius); }

/* FAQ */
.accordion { width: 100%; max-width: 44rem; text-align: start; border-top: 1px solid var(--fq-color-border); }
.accordion-item { border-bottom: 1px solid var(--fq-color-border); }
.accordion-item h3 { margin: 0; font-family: var(--fq-font-family); font-size: 1rem; font-weight: 600; }
.accordion-item button {
  display: flex; width: 100%; align-items: center; justify-content: space-between; gap: 1rem; min-height: 56px;
  padding: 1rem .25rem; border: 0; background: none; text-align: start; cursor: pointer; font-weight: 600;
}
.accordion-icon { position: relative; flex: none; width: 16px; height: 16px; }
.accordion-icon::before, .accordion-icon::after {
  content: ""; position: absolute; inset: 7px 0 auto; height: 2px; background: currentColor; transition: transform .2s ease;
}
.accordion-icon::after { transform: rotate(90deg); }
[aria-expanded="true"] .accordion-icon::after { transform: rotate(0deg); }
.accordion-panel { padding: 0 .25rem 1rem; color: var(--fq-color-muted); }
.accordion-panel p:last-child { margin-bottom: 0; }

/* Variants B/C: products over the background picture */
.products { padding: 0; max-width: none; isolation: isolate; }
.products-background, .products-background img { position: absolute; inset: 0; width: 100%; height: 100%; z-index: -1; }
.products-background img { object-fit: cover; }
.products-content { width: 100%; max-width: var(--fq-max-width); padding: 3rem 1.25rem; }
.product-list {
  list-style: none; padding: 0; margin: 1.5rem 0 0; display: flex; flex-direction: column; gap: 1.5rem; align-items: stretch;
}
@container (min-width: 700px) { .product-list { flex-direction: row; justify-content: center; } }
.product-card {
  position: relative; flex: 1 1 0; min-width: 0; max-width: 26rem; margin: 0 auto; width: 100%;
  display: flex; flex-direction: column; align-items: center; padding: 1.5rem 1.25rem;
  background: rgb(255 255 255 / .94); border: 1px solid var(--fq-color-border); border-radius: var(--fq-radius);
  box-shadow: 0 8px 24px rgb(43 38 34 / .08);
}
.product-card.best-value { border: 2px solid var(--fq-color-accent); }
.best-value-tag {
  position: absolute; top: -.9rem; margin: 0; padding: .2rem .9rem; border-radius: 999px;
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); font-size: .8rem; font-weight: 700;
  letter-spacing: .08em; text-transform: uppercase;
}
.product-images { position: relative; width: 100%; max-width: 18rem; }
.product-image { display: block; width: 100%; height: auto; border-radius: calc(var(--fq-radius) - 4px); }
.product-badge { position: absolute; right: -.5rem; bottom: -.5rem; width: 28%; height: auto; }
.product-title { margin-top: 1rem; }
.rating { display: flex; align-items: center; gap: .5rem; justify-content: center; flex-wrap: wrap; margin-bottom: .75rem; }
.stars { color: #9a6a1f; letter-spacing: .1em; }
.reviews { color: var(--fq-color-muted); font-size: .9rem; }
.product-description { flex: 1 0 auto; text-align: start; width: 100%; }
.product-description ul { padding-inline-start: 1.25rem; }
.product-add { flex-wrap: wrap; row-gap: 0; column-gap: .35em; width: 100%; padding-inline: 1rem; }
.percent-off { font-weight: 400; }
.shipping-note { margin: .75rem 0 0; color: var(--fq-color-muted); font-size: .9rem; }

/* Comparison table: fits from 320px; on narrow widths the column headers turn vertical */
.comparison-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: .85rem; }
.comparison-table th, .comparison-table td { padding: .6rem .2rem; border-bottom: 1px solid var(--fq-color-border); overflow-wrap: break-word; }
.comparison-table thead td { width: 34%; }
.comparison-table thead th { font-weight: 600; vertical-align: bottom; }
.comparison-table thead th span {
  display: inline-block; writing-mode: vertical-rl; transform: rotate(180deg); max-height: 9.5rem; text-align: start; line-height: 1.2;
}
.comparison-table tbody th { text-align: start; font-family: var(--fq-heading-font-family); font-weight: 400; font-size: .95rem; }
.comparison-table td { text-align: center; }
.comparison-table .yes { color: #2f6b3a; font-weight: 700; }
.comparison-table .no { color: var(--fq-color-muted); }
@container (min-width: 600px) {
  .comparison-table { font-size: .95rem; }
  .comparison-table th, .comparison-table td { padding: .75rem .5rem; }
  .comparison-table thead td { width: 22%; }
  .comparison-table thead th span { writing-mode: horizontal-tb; transform: none; max-height: none; text-align: center; }
  .comparison-table tbody th { font-size: 1.05rem; }
}
`;
