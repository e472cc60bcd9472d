/** The results-calculation screen of the `cta` step. */
export const ctaStyles = /* css */ `
.cta-step { display: flex; flex-direction: column; align-items: center; gap: 1em; max-width: 32em; }
.cta-image { width: 160px; height: auto; animation: fq-cta-float 2.4s ease-in-out infinite; }
.cta-status { font-size: 1.15em; font-weight: 600; margin: 0; }
.cta-dots { display: flex; gap: .5em; justify-content: center; }
.cta-dots span {
  width: 10px; height: 10px; border-radius: 50%; background: var(--fq-color-accent);
  animation: fq-cta-pulse 1.2s ease-in-out infinite;
}
.cta-dots span:nth-child(2) { animation-delay: .2s; }
.cta-dots span:nth-child(3) { animation-delay: .4s; }
@keyframes fq-cta-float { 50% { transform: translateY(-8px); } }
@keyframes fq-cta-pulse { 0%, 100% { opacity: .25; transform: scale(.8); } 50% { opacity: 1; transform: scale(1); } }
@media (prefers-reduced-motion: reduce) {
  .cta-image, .cta-dots span { animation: none; }
  .cta-dots span { opacity: .6; }
}
`;
