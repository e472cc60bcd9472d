/** Leaves the merchant's own store visits out of the reports on any site: a link to open once per browser. */
import { useStore } from '@nanostores/react';
import { $merchantLink, requestMerchantLink } from '../stores/merchant-link.ts';

export function MerchantLink() {
  const state = useStore($merchantLink);
  return (
    <div className="merchant-link" data-testid="merchant-link">
      <button type="button" className="secondary" disabled={state.status === 'loading'} onClick={() => void requestMerchantLink()}>
        Leave my own store visits out
      </button>
      <p className="note" aria-live="polite">
        {state.status === 'ready' && (
          <>Open <a href={state.url} target="_blank" rel="noopener noreferrer">this store link</a> once in each browser you visit your
            store with (until {state.expiresAt.slice(0, 10)}); do not share it.</>
        )}
        {state.status === 'error' && `The link could not be made: ${state.message}`}
      </p>
    </div>
  );
}
