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
.options-image { display: grid; gap: .75rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 120px), 1fr)); }
.range-labels { display: flex; justify-content: space-between; max-width: 26rem; margin: 0 auto .5rem; color: var(--fq-color-muted); font-size: .9rem; }
.choice {
  position: relative; display: flex; align-items: center; justify-content: center; gap: .5rem; min-height: 48px;
  padding: .75rem 1rem; border: 2px solid var(--fq-color-border); border-radius: var(--fq-radius);
  background: #fff; cursor: pointer; transition: border-color .15s, box-shadow .15s;
}
.choice:hover { border-color: var(--fq-color-accent); }
.choice.checked { border-color: var(--fq-color-accent); box-shadow: 0 0 0 2px var(--fq-color-accent) inset; }
.choice:has(input:focus-visible) { outline: 3px solid var(--fq-color-focus); outline-offset: 2px; }
.choice-range .choice { width: clamp(44px, 15cqi, 56px); height: clamp(44px, 15cqi, 56px); border-radius: 50%; padding: 0; }
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
/* Age picker: two custom dropdowns side by side; the open list is placed by script (top layer). */
.age-question { width: 100%; max-width: 28rem; margin: 0 auto; }
.age-fields { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: .75rem; }
.dropdown { display: flex; flex-direction: column; min-width: 0; text-align: start; }
.dropdown-label { font-weight: 600; margin-bottom: .25rem; }
.dropdown-trigger {
  display: flex; align-items: center; justify-content: space-between; gap: .5rem; min-height: 48px;
  padding: .5rem .75rem .5rem 1rem; border: 2px solid var(--fq-color-border); border-radius: var(--fq-radius);
  background: #fff; cursor: pointer; user-select: none;
}
.dropdown-trigger:hover, .dropdown-trigger[aria-expanded="true"] { border-color: var(--fq-color-accent); }
.dropdown-value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.dropdown-chevron {
  flex: none; width: .55em; height: .55em; border-right: 2px solid currentColor; border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);
}
.dropdown-trigger[aria-expanded="true"] .dropdown-chevron { transform: translateY(25%) rotate(225deg); }
.dropdown-list {
  position: fixed; inset: auto; margin: 0; display: none; box-sizing: border-box; max-height: 280px;
  overflow-y: auto; overscroll-behavior: contain; padding: .25rem 0; z-index: 1000;
  background: #fff; color: var(--fq-color-text); border: 1px solid var(--fq-color-border); border-radius: 8px;
  box-shadow: 0 8px 24px rgb(0 0 0 / .18); font: inherit;
}
.dropdown-list.open { display: block; }
.dropdown-option { padding: .5rem 1rem; line-height: 24px; cursor: pointer; text-align: start; }
.dropdown-option:hover { background: #f4ece6; }
.dropdown-option.current { font-weight: 700; }
.dropdown-option.active { background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); }
`;
