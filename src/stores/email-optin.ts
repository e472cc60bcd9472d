/**
 * The e-mail step's form (docs/behaviour.md "Results by e-mail"): the address and the consent box
 * (unticked until the shopper ticks it), kept in memory only, never in browser storage. Next with an
 * empty address moves on like Skip; with an address it needs a well-formed one and the ticked box. The
 * opt-in goes to `POST /email-results` once the analysis has stored the quiz (its id), with the wording's
 * version and market, so the server stores the consent record and sends the e-mail.
 */
import { atom } from 'nanostores';
import { consentTextFor, emailFormatProblem, normaliseEmail, type EmailConsentText, type EmailProblem, type EmailResultsRequest } from '../../contract/email-optin.ts';
import { postEmailResults } from '../api/email-results.ts';
import { shopperMarket } from '../core/market.ts';
import type { Step } from '../core/types.ts';
import { $analysis } from './analysis.ts';
import { $config } from './config.ts';
import { $market, $marketHints } from './market.ts';
import { $steps } from './navigation.ts';

export type EmailOptinStatus = 'editing' | 'waiting' | 'sending' | 'sent' | 'failed';

export interface EmailOptinState {
  email: string;
  consented: boolean;
  /** What the shopper must fix (its words: src/questions/EmailStep.tsx), or null. */
  problem: EmailProblem | 'consent' | null;
  /** Which field the problem is about. */
  problemField: 'email' | 'consent' | null;
  status: EmailOptinStatus;
}

const INITIAL: EmailOptinState = { email: '', consented: false, problem: null, problemField: null, status: 'editing' };

export const $emailOptin = atom<EmailOptinState>(INITIAL);

/** Throwaway inboxes most often typed; the server checks its full list too. */
const THROWAWAY = /@(mailinator\.com|guerrillamail\.(com|net|org)|10minutemail\.com|temp-mail\.org|yopmail\.com|trashmail\.com|sharklasers\.com|dispostable\.com)$/i;

type Pending = Omit<EmailResultsRequest, 'quizMetaId'>;
let pending: Pending | null = null;

function update(patch: Partial<EmailOptinState>): void {
  $emailOptin.set({ ...$emailOptin.get(), ...patch });
}

export function setEmail(email: string): void {
  const { problemField } = $emailOptin.get();
  update({ email, status: 'editing', ...(problemField === 'email' ? { problem: null, problemField: null } : {}) });
}

export function setConsented(consented: boolean): void {
  const { problemField } = $emailOptin.get();
  update({ consented, status: 'editing', ...(problemField === 'consent' && consented ? { problem: null, problemField: null } : {}) });
}

/** The wording shown to this shopper: their market's, else the step's default. */
export function consentFor(step: Step): { wording: EmailConsentText | undefined; market: string } {
  const market = shopperMarket($marketHints.get().country);
  return { wording: consentTextFor(step.consentTexts ?? [], market), market };
}

/** Skip: forgets the form; nothing is stored or sent. */
export function skipEmailStep(): void {
  pending = null;
  $emailOptin.set(INITIAL);
}

/** The shopper's Next on the e-mail step; false keeps them there with the problem shown. */
export function continueFromEmailStep(step: Step): boolean {
  const state = $emailOptin.get();
  if (state.email.trim() === '') {
    skipEmailStep();
    return true;
  }
  const formatProblem = emailFormatProblem(state.email);
  if (formatProblem) {
    update({ problem: formatProblem, problemField: 'email' });
    return false;
  }
  if (THROWAWAY.test(normaliseEmail(state.email))) {
    update({ problem: 'disposable', problemField: 'email' });
    return false;
  }
  const { wording, market } = consentFor(step);
  if (!state.consented || !wording) {
    update({ problem: 'consent', problemField: 'consent' });
    return false;
  }
  const kitVariant = $steps.get().find((candidate) => candidate.type === 'cta')?.shopifyVariantId ?? '';
  pending = {
    email: normaliseEmail(state.email), consent: { version: wording.version, market }, stepId: step.id,
    locale: $market.get().locale, shopifyVariantId: /^\d{1,20}$/.test(kitVariant) ? kitVariant : '0',
  };
  update({ problem: null, problemField: null, status: 'waiting' });
  sendWhenAnalysed();
  return true;
}

function sendWhenAnalysed(): void {
  const quizMetaId = $analysis.get().quizMetaId;
  if (!pending || !quizMetaId) return;
  const body: EmailResultsRequest = { ...pending, quizMetaId };
  pending = null;
  update({ status: 'sending' });
  void postEmailResults($config.get().apiHost, body).then((result) => {
    update({ status: result.ok ? 'sent' : 'failed' });
  });
}

$analysis.listen(() => sendWhenAnalysed());

/** For tests. */
export function resetEmailOptin(): void {
  skipEmailStep();
}
