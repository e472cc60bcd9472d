/** The perfume picker: search field, dropdown list (300px, 100px rows), slot tiles, Skip link. */
export const pickerStyles = /* css */ `
.picker { width: 100%; max-width: 40em; margin: 0 auto; text-align: start; }
/* Room for the open dropdown (field, gap, 300px list) inside the picker, so the step never clips it. */
.picker { min-height: 372px; }
.picker-combobox { position: relative; }
.picker-field { position: relative; }
.picker-search-icon { position: absolute; left: 1em; top: 50%; transform: translateY(-50%); color: var(--fq-color-muted); pointer-events: none; }
.picker-input {
  width: 100%; min-height: 52px; padding: .75em 3.25em .75em 2.875em;
  border: var(--fq-border-width) solid var(--fq-color-border-strong); border-radius: var(--fq-radius-pill); color: var(--fq-color-text); background: var(--fq-color-surface-raised);
}
.picker-input::placeholder { color: var(--fq-color-muted); opacity: 1; }
.picker-input:focus { border-color: var(--fq-color-accent); }
.picker-input:disabled { background: var(--fq-color-surface-sunken); cursor: not-allowed; }
.picker-clear {
  position: absolute; right: .25em; top: 50%; transform: translateY(-50%); width: 44px; height: 44px;
  display: grid; place-items: center; border: 0; border-radius: 50%; background: transparent; color: var(--fq-color-muted); cursor: pointer;
}
@media (hover: hover) { .picker-clear:hover { background: var(--fq-color-surface-sunken); color: var(--fq-color-text); } }
.picker-dropdown {
  position: absolute; z-index: 5; left: 0; right: 0; top: calc(100% + 6px); overflow: hidden;
  background: var(--fq-color-surface-raised); border: 1px solid var(--fq-color-border); border-radius: var(--fq-radius);
  box-shadow: 0 12px 32px var(--fq-color-shadow);
  scroll-margin-bottom: 96px;
}
.picker-dropdown[hidden], .picker-list[hidden] { display: none; }
.picker-list { position: relative; overflow-y: auto; overscroll-behavior: contain; contain: strict; }
.picker-option {
  position: absolute; top: 0; left: 0; width: 100%; display: flex; align-items: center; gap: .875em;
  padding: .5em 1em; border-bottom: var(--fq-border-width) solid var(--fq-color-border); cursor: pointer; contain: layout paint;
}
@media (hover: hover) { .picker-option:hover { background: var(--fq-color-surface-sunken); } }
.picker-option.active { background: var(--fq-color-accent-soft); box-shadow: inset 4px 0 0 var(--fq-color-accent); }
.picker-option[aria-selected="true"] { color: var(--fq-color-muted); }
.picker-thumb { flex: none; width: 64px; height: 80px; display: grid; place-items: center; }
.picker-thumb img { width: 64px; height: 80px; object-fit: contain; }
.picker-text { flex: 1; min-width: 0; display: flex; flex-direction: column; line-height: 1.3; }
.picker-name, .picker-brand, .picker-family { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.picker-name { font-weight: 600; }
.picker-brand { color: var(--fq-color-muted); font-size: .9em; }
.picker-family { color: var(--fq-color-muted); font-size: .8em; }
.picker-tag {
  flex: none; padding: .125em .5em; border-radius: 999px; font-size: .75em; font-weight: 600;
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast);
}
.picker-status { margin: 0; padding: .875em 1em; color: var(--fq-color-muted); }
.picker-list:not([hidden]) + div .picker-status { border-top: 1px solid var(--fq-color-border); padding: .5em 1em; font-size: .9em; }
.picker-error { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; justify-content: space-between; padding: .75em 1em; }
.picker-retry { min-height: 44px; padding: .5em 1.25em; }
.picker-slots { margin-top: 1.5em; }
.picker-slots:focus { outline: none; }
.picker-slots:focus-visible { outline: 2px solid var(--fq-color-focus); outline-offset: 4px; border-radius: var(--fq-radius); }
.picker-slot-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .75em; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@container (min-width: 640px) { .picker-slot-list { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.picker-slot {
  position: relative; min-height: 156px; padding: .75em .5em; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: .375em; text-align: center; border: 2px dashed var(--fq-color-border); border-radius: var(--fq-radius); background: var(--fq-color-scrim);
}
.picker-slot.filled { border-style: solid; background: var(--fq-color-surface-raised); }
.picker-slot .picker-text { align-items: center; width: 100%; }
.picker-slot .picker-name { white-space: normal; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; font-size: .9em; }
/* Long names and brands ("Maison Francis Kurkdjian") wrap inside their tile, breaking a long word if they must. */
.picker-slot { min-width: 0; }
.picker-slot .picker-name, .picker-slot .picker-brand { overflow-wrap: anywhere; hyphens: auto; max-width: 100%; }
.picker-slot .picker-brand { white-space: normal; }
.picker-full { margin: .75em 0 0; padding: .625em .875em; border-radius: var(--fq-radius); background: var(--fq-color-accent-soft); color: var(--fq-color-text); }
.picker-slot-number { font-family: var(--fq-heading-font-family); font-size: 1.5em; color: var(--fq-color-muted); }
.picker-slot-remove {
  position: absolute; top: .25em; right: .25em; width: 44px; height: 44px; display: grid; place-items: center;
  border: 0; border-radius: 50%; background: transparent; color: var(--fq-color-muted); cursor: pointer;
}
@media (hover: hover) { .picker-slot-remove:hover { background: var(--fq-color-surface-sunken); color: var(--fq-color-text); } }
.picker-skip { display: inline-block; margin-top: 1.25em; padding: .5em; min-height: 44px; font-weight: 600; }
`;
