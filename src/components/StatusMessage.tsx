/** The loading fallback and the friendly error with a retry: never a blank element. */
export function LoadingMessage({ label }: { label: string }) {
  return (
    <div className="status" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

export function ErrorMessage({ message, onRetry, title = 'Sorry, the quiz could not load.' }: { message: string; onRetry: () => void; title?: string }) {
  return (
    <div className="status" role="alert" part="error">
      <h2>{title}</h2>
      <p>Please check your connection and try again.</p>
      <p className="visually-hidden">Details: {message}</p>
      <button type="button" className="button" onClick={onRetry}>Try again</button>
    </div>
  );
}
