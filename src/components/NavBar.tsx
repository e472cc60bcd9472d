/** Bottom bar: `< Back` (only with a previous URL), the progress bar, and `Next >` (spec §2). */
import type { MouseEvent } from 'react';

interface NavBarProps {
  previousUrl: string;
  nextUrl: string;
  progress: number;
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

export function NavBar({ previousUrl, nextUrl, progress, canProceed, light, onBack, onNext }: NavBarProps) {
  const nextEnabled = Boolean(nextUrl) && canProceed;
  return (
    <nav className={light ? 'nav-bar light' : 'nav-bar'} part="nav" aria-label="Quiz navigation">
      <div className="nav-slot">
        {previousUrl ? (
          <a
            href={`#${previousUrl}`}
            className="nav-link"
            part="back"
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onBack();
            }}
          >
            <span aria-hidden="true">&lt; </span>Back
          </a>
        ) : null}
      </div>
      <div
        className="progress"
        part="progress"
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}% complete`}
      >
        <div className="progress-fill" style={{ width: `${progress}%` }} />
      </div>
      <div className="nav-slot end">
        {/* Disabled: no href, aria-disabled, still focusable so screen-reader users find it and hear it is unavailable. */}
        <a
          href={nextEnabled ? `#${nextUrl}` : undefined}
          role="link"
          aria-disabled={nextEnabled ? undefined : 'true'}
          tabIndex={0}
          className="nav-link"
          part="next"
          onClick={(event) => {
            if (nextEnabled && !isPlainClick(event)) return;
            event.preventDefault();
            if (nextEnabled) onNext();
          }}
        >
          Next<span aria-hidden="true"> &gt;</span>
        </a>
      </div>
    </nav>
  );
}
