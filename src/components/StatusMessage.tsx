import { useWords } from './useWords.ts';

/**
 * The loading fallback and the friendly error with a retry: never a blank element. The error box says
 * only what a shopper can act on; technical details go to the console and `fq-error`, never in here
 * (its `role=alert` region is read out).
 */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <div className="status" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function ErrorMessage({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  const { words } = useWords();
  return (
    <div className="status" role="alert" part="error">
      <h2>{title}</h2>
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>{words.retry}</button>
    </div>
  );
}
