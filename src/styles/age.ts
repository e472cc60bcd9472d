/** The age picker (`age` steps), adopted when one shows: its code and styles load after the first step. */
export const ageStyles = /* css */ `
/* Two custom dropdowns side by side; the open list is placed by script (top layer). */
.age-question { width: 100%; max-width: 28em; margin: 0 auto; }
.age-fields { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--fq-space-3); }
.dropdown { display: flex; flex-direction: column; min-width: 0; text-align: start; }
.dropdown-label { font-size: var(--fq-text-xs); font-weight: 600; letter-spacing: .1em; text-transform: uppercase; color: var(--fq-color-muted); margin-bottom: var(--fq-space-2); }
.dropdown-trigger {
  display: flex; align-items: center; justify-content: space-between; gap: var(--fq-space-2); min-height: 56px;
  padding: var(--fq-space-2) var(--fq-space-3) var(--fq-space-2) var(--fq-space-4);
  border: var(--fq-border-width) solid var(--fq-color-border-strong); border-radius: var(--fq-radius-small);
  background: var(--fq-color-surface-raised); color: var(--fq-color-text); cursor: pointer; user-select: none;
  font-size: var(--fq-text-lg);
}
.dropdown-trigger[aria-expanded="true"] { border-color: var(--fq-color-accent); }
@media (hover: hover) { .dropdown-trigger:hover { border-color: var(--fq-color-accent); } }
.dropdown-value { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.dropdown-chevron {
  flex: none; width: .5em; height: .5em; border-right: 1.5px solid currentColor; border-bottom: 1.5px solid currentColor;
  transform: translateY(-25%) rotate(45deg); color: var(--fq-color-muted);
}
.dropdown-trigger[aria-expanded="true"] .dropdown-chevron { transform: translateY(25%) rotate(225deg); }
.dropdown-list {
  position: fixed; inset: auto; margin: 0; display: none; box-sizing: border-box; max-height: 280px;
  overflow-y: auto; overscroll-behavior: contain; padding: var(--fq-space-1) 0; z-index: 1000;
  background: var(--fq-color-surface-raised); color: var(--fq-color-text);
  border: var(--fq-border-width) solid var(--fq-color-border); border-radius: var(--fq-radius-small);
  box-shadow: 0 12px 32px var(--fq-color-shadow); font: inherit;
}
.dropdown-list.open { display: block; }
.dropdown-option { padding: var(--fq-space-2) var(--fq-space-4); line-height: 28px; cursor: pointer; text-align: start; }
@media (hover: hover) { .dropdown-option:hover { background: var(--fq-color-surface-sunken); } }
.dropdown-option.current { font-weight: 700; }
.dropdown-option.active { background: var(--fq-color-accent); color: var(--fq-color-accent-contrast); }
`;
