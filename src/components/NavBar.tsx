/**
 * The bottom bar: a `< Back` link (only with a previous URL), the progress bar with a "Step 3 of 32"
 * count, and a `Next >` link. Both links look like buttons. Next comes before Back in the DOM, so Tab
 * goes from the last answer to Next; the grid still shows Back on the left (docs/design.md).
 */
import type { MouseEvent } from 'react';
import { useWords } from './useWords.ts';

interface NavBarProps {
  previousUrl: string;
  nextUrl: string;
  progress: number;
  /** The step shown, 0-based, and how many steps the quiz has: the "Step 3 of 32" count. */
  index: number;
  count: number;
  /** The step's answer is non-empty, or the step is optional (`canNext`). */
  canProceed: boolean;
  /** The light style of `transition` and `cta` steps. */
  light: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** Links keep their real URL (open in a new tab, copy link) while a plain click goes through the flow. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function NavBar({ previousUrl, nextUrl, progress, index, count, canProceed, light, onBack, onNext }: NavBarProps) {
  const nextEnabled = Boolean(nextUrl) && canProceed;
  const { words, say } = useWords();
  const stepCount = count > 0 ? say('stepCount', { step: index + 1, count }) : '';
  const complete = say('progressComplete', { progress });
  return (
    <nav className={light ? 'nav-bar light' : 'nav-bar'} part="nav" aria-label={words.navigationLabel}>
      <div className="nav-inner">
        <div className="nav-status">
          {stepCount ? <span className="nav-count" aria-hidden="true">{stepCount}</span> : null}
          <div
            className="progress"
            part="progress"
            role="progressbar"
            aria-label={words.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={stepCount ? `${stepCount}, ${complete}` : complete}
          >
            <div className="progress-fill" style={{ width: `${progress}%` }} />
          </div>
        </div>
        <div className="nav-next-slot">
          {/* Disabled: no href, aria-disabled, still focusable so screen-reader users find it and hear it is unavailable. */}
          <a
            href={nextEnabled ? `#${nextUrl}` : undefined}
            role="link"
            aria-disabled={nextEnabled ? undefined : 'true'}
            tabIndex={0}
            className="nav-link nav-next"
            part="next"
            onClick={(event) => {
              if (nextEnabled && !isPlainClick(event)) return;
              event.preventDefault();
              if (nextEnabled) onNext();
            }}
          >
            {words.next}<span className="nav-arrow" aria-hidden="true"> &gt;</span>
          </a>
        </div>
        <div className="nav-back-slot">
          {previousUrl ? (
            <a
              href={`#${previousUrl}`}
              className="nav-link nav-back"
              part="back"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onBack();
              }}
            >
              <span className="nav-arrow" aria-hidden="true">&lt; </span>{words.back}
            </a>
          ) : null}
        </div>
      </div>
    </nav>
  );
}
