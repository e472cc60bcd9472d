/** The scent-profile section of the results page (src/recommendation/ScentProfile.tsx); its box is `.rec-section`'s. */
export const scentProfileStyles = /* css */ `
.profile-body {
  width: 100%; display: grid; gap: var(--fq-space-5) var(--fq-space-7); align-items: center;
  grid-template-columns: minmax(0, 1fr); margin-top: var(--fq-space-2);
}
@container (min-width: 720px) { .profile-body { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } }
.profile-chart { width: 100%; max-width: 24em; height: auto; overflow: visible; justify-self: center; }
.profile-label { fill: var(--fq-color-text); font-size: 12px; }
.profile-axis, .profile-unrated { fill: var(--fq-color-muted); font-size: 11px; }
.profile-centre { stroke: var(--fq-color-border); stroke-width: 1.5; }
.bar-love { fill: var(--fq-color-accent); }
.bar-avoid { fill: var(--fq-color-muted); }
.bar-neutral { fill: var(--fq-color-border); }
.profile-facts { margin: 0; display: grid; gap: .9em; text-align: start; }
.profile-facts div { display: grid; gap: .15em; }
.profile-facts dt { font-size: .8em; letter-spacing: .08em; text-transform: uppercase; color: var(--fq-color-muted); }
.profile-facts dd { margin: 0; font-weight: 600; display: flex; align-items: center; gap: .6em; }
.profile-meter { flex: none; }
.profile-meter { display: inline-flex; gap: 3px; }
.profile-meter span { width: 14px; height: 8px; border-radius: 4px; background: var(--fq-color-border); }
.profile-meter span.on { background: var(--fq-color-accent); }
`;
