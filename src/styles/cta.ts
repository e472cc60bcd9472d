/** The staged analysis screen of the `cta` step. */
export const ctaStyles = /* css */ `
.cta-step { display: flex; flex-direction: column; align-items: center; gap: 1.25em; max-width: 32em; margin-inline: auto; }
.cta-image { width: 160px; height: auto; animation: fq-cta-float 2.4s ease-in-out infinite; }
.cta-stages { list-style: none; margin: 0; padding: 0; display: grid; gap: .6em; text-align: start; }
.cta-stages li {
  display: flex; align-items: center; gap: .75em; font-size: 1.05em; color: var(--fq-color-muted);
  transition: color .3s ease, opacity .3s ease;
}
.cta-stages li::before {
  content: ""; flex: none; width: 1.1em; height: 1.1em; border-radius: 50%;
  border: 2px solid var(--fq-color-border); background: transparent;
}
/* Pending stages keep the muted text colour at full strength (its contrast holds in every theme); only the marker fades. */
.cta-stages li.pending::before { opacity: .6; }
.cta-stages li.current { color: var(--fq-color-text); font-weight: 600; }
.cta-stages li.current::before {
  border-color: var(--fq-color-accent); border-right-color: transparent;
  animation: fq-spin 1s linear infinite;
}
.cta-stages li.done { color: var(--fq-color-text); }
.cta-stages li.done::before {
  border-color: var(--fq-color-accent); background: var(--fq-color-accent);
  box-shadow: inset 0 0 0 3px var(--fq-color-surface);
}
@keyframes fq-cta-float { 50% { transform: translateY(-8px); } }
@media (prefers-reduced-motion: reduce) {
  .cta-image, .cta-stages li.current::before { animation: none; }
  .cta-stages li { transition: none; }
  .cta-stages li.current::before { border-right-color: var(--fq-color-accent); }
}
`;
