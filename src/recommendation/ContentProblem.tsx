/** Shown above the page when the quiz result or the marketing content could not load: a retry. */
import { useWords } from '../components/useWords.ts';
import { EN_RESULTS } from '../i18n/en-results.ts';
import { reloadFailedContent } from '../stores/result.ts';

export function ContentProblem() {
  const { words } = useWords(EN_RESULTS);
  return (
    <div className="status content-problem" role="alert" part="error">
      <p>{words.contentProblem}</p>
      <button type="button" className="button secondary" onClick={reloadFailedContent}>{words.retry}</button>
    </div>
  );
}
