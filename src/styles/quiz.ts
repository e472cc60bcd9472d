/** Layout of the quiz steps, choices and bottom bar. Mobile first; works from 320px wide. */
export const quizStyles = /* css */ `
.step-screen { position: relative; min-height: 560px; display: flex; flex-direction: column; overflow: hidden; }
.step-background { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; z-index: 0; pointer-events: none; }
.step-section {
  position: relative; z-index: 1; flex: 1; width: 100%; max-width: var(--fq-max-width); margin: 0 auto;
  padding: 2.5rem 1rem 1.5rem; display: flex; flex-direction: column; align-items: center; text-align: center;
}
.step-section:focus { outline: none; }
.step-header { max-width: 40rem; margin-bottom: 1.5rem; }
.step-header h2 { font-size: clamp(1.6rem, 5cqi, 2.4rem); }
.sub-heading { color: var(--fq-color-muted); }
.step-text { max-width: 36rem; }
.interstitial-image { max-height: 320px; width: auto; border-radius: var(--fq-radius); }
.choice-question { width: 100%; }
.options-grid { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr)); width: 100%; }
.options-grid.small { max-width: 28rem; margin: 0 auto; grid-template-columns: 1fr; }
.options-range { display: flex; gap: .5rem; justify-content: center; flex-wrap: wrap; }
.options-color { display: flex; gap: 1rem; justify-content: center; flex-wrap: wrap; max-width: 34rem; margin: 0 auto; }
.options-image { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 140px), 1fr)); }
.range-labels { display: flex; justify-content: space-between; max-width: 26rem; margin: 0 auto .5rem; color: var(--fq-color-muted); font-size: .9rem; }
.choice {
  position: relative; display: flex; align-items: center; justify-content: center; gap: .5rem; min-height: 48px;
  padding: .75rem 1rem; border: 2px solid var(--fq-color-border); border-radius: var(--fq-radius);
  background: #fff; cursor: pointer; transition: border-color .15s, box-shadow .15s;
}
.choice:hover { border-color: var(--fq-color-accent); }
.choice.checked { border-color: var(--fq-color-accent); box-shadow: 0 0 0 2px var(--fq-color-accent) inset; }
.choice:has(input:focus-visible) { outline: 3px solid var(--fq-color-focus); outline-offset: 2px; }
.choice-range .choice { width: 56px; height: 56px; border-radius: 50%; padding: 0; }
.choice-color .choice { flex-direction: column; border: none; background: transparent; padding: .25rem; min-width: 64px; }
.choice-color .choice.checked { box-shadow: none; }
.swatch { display: block; width: 48px; height: 48px; border-radius: 50%; box-shadow: 0 1px 3px rgb(0 0 0 / .2); }
.swatch-white { border: 1px solid #8a8079; }
.choice-color .choice.checked .swatch { outline: 3px solid var(--fq-color-accent); outline-offset: 3px; }
.choice-color .choice-text { font-size: .85rem; text-transform: capitalize; }
.choice-image .choice { flex-direction: column; padding: .5rem; }
.choice-image img { aspect-ratio: 4 / 3; object-fit: cover; border-radius: calc(var(--fq-radius) - 4px); width: 100%; }
.nav-bar {
  position: sticky; bottom: 0; z-index: 2; display: grid; grid-template-columns: 5.5rem 1fr 5.5rem; align-items: center; gap: 1rem;
  padding: .75rem 1rem; background: var(--fq-color-text); color: #fff;
}
.nav-bar.light { background: rgb(255 255 255 / .92); color: var(--fq-color-text); border-top: 1px solid var(--fq-color-border); }
.nav-slot.end { text-align: end; }
.nav-link { color: inherit; text-decoration: none; font-weight: 600; padding: .5rem; display: inline-block; min-height: 44px; line-height: 28px; }
.nav-link[aria-disabled="true"] { opacity: .45; cursor: not-allowed; }
.progress { height: 6px; border-radius: 3px; background: rgb(255 255 255 / .25); overflow: hidden; }
.nav-bar.light .progress { background: var(--fq-color-border); }
.progress-fill { height: 100%; background: #e8c9a0; transition: width .3s ease; }
.nav-bar.light .progress-fill { background: var(--fq-color-accent); }
`;
