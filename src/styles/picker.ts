/** The perfume picker: search field, dropdown list (300px, 100px rows), slot tiles, Skip link. */
export const pickerStyles = /* css */ `
.picker { width: 100%; max-width: 40rem; margin: 0 auto; text-align: start; }
/* Room for the open dropdown (field, gap, 300px list) inside the picker, so the step never clips it. */
.picker { min-height: 372px; }
.picker-combobox { position: relative; }
.picker-field { position: relative; }
.picker-search-icon { position: absolute; left: 1rem; top: 50%; transform: translateY(-50%); color: var(--fq-color-muted); pointer-events: none; }
.picker-input {
  width: 100%; min-height: 52px; padding: .75rem 3.25rem .75rem 2.875rem;
  border: 2px solid var(--fq-color-border); border-radius: 999px; background: #fff;
}
.picker-input::placeholder { color: var(--fq-color-muted); opacity: 1; }
.picker-input:focus { border-color: var(--fq-color-accent); }
.picker-input:disabled { background: #f1ece7; cursor: not-allowed; }
.picker-clear {
  position: absolute; right: .25rem; top: 50%; transform: translateY(-50%); width: 44px; height: 44px;
  display: grid; place-items: center; border: 0; border-radius: 50%; background: transparent; color: var(--fq-color-muted); cursor: pointer;
}
.picker-clear:hover { background: rgb(0 0 0 / .06); color: var(--fq-color-text); }
.picker-dropdown {
  position: absolute; z-index: 5; left: 0; right: 0; top: calc(100% + 6px); overflow: hidden;
  background: #fff; border: 1px solid var(--fq-color-border); border-radius: var(--fq-radius);
  box-shadow: 0 12px 32px rgb(43 38 34 / .18);
  scroll-margin-bottom: 96px;
}
.picker-dropdown[hidden], .picker-list[hidden] { display: none; }
.picker-list { position: relative; overflow-y: auto; overscroll-behavior: contain; contain: strict; }
.picker-option {
  position: absolute; top: 0; left: 0; width: 100%; display: flex; align-items: center; gap: .875rem;
  padding: .5rem 1rem; border-bottom: 1px solid #f0e8e1; cursor: pointer; contain: layout paint;
}
.picker-option:hover { background: #faf4ef; }
.picker-option.active { background: #f5ebe4; box-shadow: inset 4px 0 0 var(--fq-color-accent); }
.picker-option[aria-selected="true"] { color: var(--fq-color-muted); }
.picker-thumb { flex: none; width: 64px; height: 80px; display: grid; place-items: center; }
.picker-thumb img { width: 64px; height: 80px; object-fit: contain; }
.picker-text { flex: 1; min-width: 0; display: flex; flex-direction: column; line-height: 1.3; }
.picker-name, .picker-brand, .picker-family { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.picker-name { font-weight: 600; }
.picker-brand { color: var(--fq-color-muted); font-size: .9rem; }
.picker-family { color: var(--fq-color-muted); font-size: .8rem; }
.picker-tag {
  flex: none; padding: .125rem .5rem; border-radius: 999px; font-size: .75rem; font-weight: 600;
  background: var(--fq-color-accent); color: var(--fq-color-accent-contrast);
}
.picker-status { margin: 0; padding: .875rem 1rem; color: var(--fq-color-muted); }
.picker-list:not([hidden]) + div .picker-status { border-top: 1px solid var(--fq-color-border); padding: .5rem 1rem; font-size: .9rem; }
.picker-error { display: flex; flex-wrap: wrap; gap: .75rem; align-items: center; justify-content: space-between; padding: .75rem 1rem; }
.picker-retry { min-height: 44px; padding: .5em 1.25em; }
.picker-slots { margin-top: 1.5rem; }
.picker-slots:focus { outline: none; }
.picker-slots:focus-visible { outline: 3px solid var(--fq-color-focus); outline-offset: 4px; border-radius: var(--fq-radius); }
.picker-slot-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@container (min-width: 640px) { .picker-slot-list { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.picker-slot {
  position: relative; min-height: 156px; padding: .75rem .5rem; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: .375rem; text-align: center; border: 2px dashed var(--fq-color-border); border-radius: var(--fq-radius); background: rgb(255 255 255 / .6);
}
.picker-slot.filled { border-style: solid; background: #fff; }
.picker-slot .picker-text { align-items: center; width: 100%; }
.picker-slot .picker-name { white-space: normal; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; font-size: .9rem; }
.picker-slot-number { font-family: var(--fq-heading-font-family); font-size: 1.5rem; color: var(--fq-color-muted); }
.picker-slot-remove {
  position: absolute; top: .25rem; right: .25rem; width: 40px; height: 40px; display: grid; place-items: center;
  border: 0; border-radius: 50%; background: transparent; color: var(--fq-color-muted); cursor: pointer;
}
.picker-slot-remove:hover { background: rgb(0 0 0 / .06); color: var(--fq-color-text); }
.picker-skip { display: inline-block; margin-top: 1.25rem; padding: .5rem; min-height: 44px; font-weight: 600; }
`;
