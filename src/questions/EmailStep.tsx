/**
 * The `email` step (docs/behaviour.md "Results by e-mail"): an optional opt-in to receive the results by
 * e-mail. The consent box starts unticked and its wording comes from the content, per market; Skip
 * always moves on and nothing is kept. The form's logic is src/stores/email-optin.ts.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { guardAdvance } from '../stores/advance-guard.ts';
import { $emailOptin, type EmailOptinState, consentFor, continueFromEmailStep, setConsented, setEmail, skipEmailStep } from '../stores/email-optin.ts';
import { emailStepStyles } from '../styles/email-step.ts';
import type { QuestionProps } from './QuestionProps.ts';
import { useWords } from '../components/useWords.ts';
import { EN_EMAIL } from '../i18n/en-email.ts';
import type { WordField } from '../i18n/catalogue.ts';

const STATUS = { sent: 'emailSent', failed: 'emailFailed' } as const satisfies Partial<Record<string, WordField>>;
const PROBLEMS = {
  empty: 'emailEmpty', 'too-long': 'emailTooLong', malformed: 'emailMalformed', disposable: 'emailDisposable', consent: 'emailConsentNeeded',
} as const satisfies Record<NonNullable<EmailOptinState['problem']>, WordField>;

export function EmailStep({ step, onAdvance, labelledBy, nextUrl }: QuestionProps) {
  useShadowStyles(emailStepStyles);
  const state = useStore($emailOptin);
  const { words } = useWords(EN_EMAIL);
  const { wording } = consentFor(step);
  const emailId = useId();
  const consentId = useId();
  const problemId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);

  useEffect(() => guardAdvance(step._key, () => {
    const ok = continueFromEmailStep(step);
    if (!ok) (($emailOptin.get().problemField === 'consent' ? consentRef : emailRef).current)?.focus();
    return ok;
  }), [step]);

  const skip = () => {
    skipEmailStep();
    onAdvance(true);
  };
  const skipLink = nextUrl ? (
    <a className="email-skip" href={`#${nextUrl}`} onClick={(event) => { event.preventDefault(); skip(); }}>{words.skip}</a>
  ) : null;
  if (!wording) return <div className="email-step">{skipLink}</div>;

  const emailProblem = state.problemField === 'email';
  const consentProblem = state.problemField === 'consent';
  const status = state.status === 'sent' || state.status === 'failed' ? words[STATUS[state.status]] : undefined;
  return (
    <form
      className="email-step"
      aria-labelledby={labelledBy}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (continueFromEmailStep(step)) onAdvance(true);
        else ((consentProblem || $emailOptin.get().problemField === 'consent' ? consentRef : emailRef).current)?.focus();
      }}
    >
      <div className="email-field">
        <label className="email-label" htmlFor={emailId}>{words.emailLabel}</label>
        <input
          ref={emailRef}
          id={emailId}
          className="email-input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={state.email}
          aria-invalid={emailProblem || undefined}
          aria-describedby={emailProblem ? problemId : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </div>
      {/* The box inside its label: the whole wording is the box's 44 px target. */}
      <label className="email-consent" htmlFor={consentId}>
        <input
          ref={consentRef}
          id={consentId}
          type="checkbox"
          name="consent"
          checked={state.consented}
          aria-invalid={consentProblem || undefined}
          aria-describedby={consentProblem ? problemId : undefined}
          onChange={(event) => setConsented(event.currentTarget.checked)}
        />
        <span>{wording.text}</span>
      </label>
      <div role="alert">{state.problem ? <p id={problemId} className="email-problem">{words[PROBLEMS[state.problem]]}</p> : null}</div>
      {status ? <p className="email-status" role="status">{status}</p> : null}
      <div className="email-actions">
        <button type="submit" className="button email-send">{words.emailSend}</button>
        {skipLink}
      </div>
    </form>
  );
}

export default EmailStep;
