/** The e-mail step: address field, consent box with the content's wording, the problem, Send and Skip. */
export const emailStepStyles = /* css */ `
.email-step { width: 100%; max-width: 34em; margin: 0 auto; text-align: start; display: grid; gap: 1.25em; }
.email-field { display: grid; gap: .375em; }
.email-label { font-weight: 600; }
.email-input {
  width: 100%; min-height: 52px; padding: .75em 1.125em; font: inherit;
  border: var(--fq-border-width) solid var(--fq-color-border-strong); border-radius: var(--fq-radius-pill);
  color: var(--fq-color-text); background: var(--fq-color-surface-raised);
}
.email-input:focus { border-color: var(--fq-color-accent); }
.email-input[aria-invalid="true"], .email-consent input[aria-invalid="true"] { border-color: var(--fq-color-error, #8f1d1d); outline-color: var(--fq-color-error, #8f1d1d); }
.email-consent {
  display: grid; grid-template-columns: auto 1fr; gap: .75em; align-items: start; padding: 1em;
  border-radius: var(--fq-radius); background: var(--fq-color-scrim); font-size: var(--fq-text-sm);
}
.email-consent input { width: 1.375em; height: 1.375em; margin: .125em 0 0; accent-color: var(--fq-color-accent); }
.email-step > [role="alert"]:empty { margin-top: -1.25em; }
.email-problem { margin: 0; font-weight: 600; color: var(--fq-color-error, #8f1d1d); }
.email-actions { display: flex; flex-wrap: wrap; gap: .75em 1.5em; align-items: center; }
.email-send { min-height: 48px; }
.email-skip { display: inline-block; padding: .5em; min-height: 44px; font-weight: 600; }
.email-status { margin: 0; color: var(--fq-color-muted); }
`;
