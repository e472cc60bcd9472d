/** A stand-in for Shopify's Customer Privacy API on the test page, and the banner's consent event. */
import type { CustomerPrivacyLike } from '../../src/analytics/track.ts';

type Answer = '' | 'yes' | 'no';
/** The visitor's choices as Shopify reports them: '' while undecided. */
export interface VisitorConsent { analytics: Answer; marketing: Answer }

/** Installs `window.Shopify.customerPrivacy` answering from `state` (changed in place by `collectConsent`). */
export function installCustomerPrivacy(state: VisitorConsent): void {
  const privacy: CustomerPrivacyLike = {
    analyticsProcessingAllowed: () => state.analytics === 'yes',
    marketingAllowed: () => state.marketing === 'yes',
    shouldShowBanner: () => true,
    currentVisitorConsent: () => ({ ...state }),
  };
  window.Shopify = { customerPrivacy: privacy };
}

/** The visitor decides in the banner: `state` takes the decision and Shopify's event fires. */
export function collectConsent(state: VisitorConsent, decided: VisitorConsent): void {
  Object.assign(state, decided);
  document.dispatchEvent(new CustomEvent('visitorConsentCollected', {
    detail: { analyticsAllowed: decided.analytics === 'yes', marketingAllowed: decided.marketing === 'yes' },
  }));
}
