/** Shown above the page when the quiz result or the marketing content could not load: a retry. */
import { reloadFailedContent } from '../stores/result.ts';

export function ContentProblem() {
  return (
    <div className="status content-problem" role="alert" part="error">
      <p>Part of your recommendation could not load. Please check your connection and try again.</p>
      <button type="button" className="button secondary" onClick={reloadFailedContent}>Try again</button>
    </div>
  );
}
