/** Bottom bar: `< Back` (only with a previous URL), the progress bar, and `Next >` (spec §2). */
import { advance, goBack } from '../stores/flow.ts';

interface NavBarProps {
  previousUrl: string;
  nextUrl: string;
  progress: number;
  canProceed: boolean;
  light: boolean;
}

export function NavBar({ previousUrl, nextUrl, progress, canProceed, light }: NavBarProps) {
  const nextEnabled = Boolean(nextUrl) && canProceed;
  return (
    <nav className={light ? 'nav-bar light' : 'nav-bar'} part="nav" aria-label="Quiz navigation">
      <div className="nav-slot">
        {previousUrl ? (
          <a
            href={`#${previousUrl}`}
            className="nav-link"
            part="back"
            onClick={(event) => { event.preventDefault(); goBack(); }}
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
        <a
          href={nextEnabled ? `#${nextUrl}` : undefined}
          role="link"
          aria-disabled={nextEnabled ? undefined : 'true'}
          tabIndex={nextEnabled ? undefined : 0}
          className="nav-link"
          part="next"
          onClick={(event) => { event.preventDefault(); if (nextEnabled) advance(true); }}
        >
          Next<span aria-hidden="true"> &gt;</span>
        </a>
      </div>
    </nav>
  );
}
