/** The English words of the e-mail step (./catalogue.ts), shipped in its own chunk. */
import { EMAIL_PROBLEM_MESSAGES } from '../../contract/email-optin.ts';
import type { Catalogue } from './catalogue.ts';

export const EN_EMAIL = {
  emailLabel: 'E-mail address',
  emailSend: 'E-mail me my results',
  emailSent: 'Your results are on their way to your inbox.',
  emailFailed: 'We could not send your results. Check the address and try again, or skip this step.',
  emailEmpty: EMAIL_PROBLEM_MESSAGES.empty,
  emailTooLong: EMAIL_PROBLEM_MESSAGES['too-long'],
  emailMalformed: EMAIL_PROBLEM_MESSAGES.malformed,
  emailDisposable: EMAIL_PROBLEM_MESSAGES.disposable,
  emailConsentNeeded: 'Tick the box to get your results by e-mail, or skip this step.',
  skip: 'Skip',
} as const satisfies Partial<Catalogue>;
