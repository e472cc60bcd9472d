/** What each step type shows and needs, for the editor's field visibility, validation and previews. */
import type { ComponentType } from 'react';
import {
  BasketIcon, CalendarIcon, ColorWheelIcon, ControlsIcon, HomeIcon, ImageIcon, ListIcon, SearchIcon, TransferIcon,
} from '@sanity/icons';
import type { StepTypeName } from '../../contract/content-documents.ts';

export interface StepTypeInfo {
  title: string;
  icon: ComponentType;
  /** The shopper picks from `items`. */
  hasItems: boolean;
}

export const STEP_TYPE_INFO: Record<StepTypeName, StepTypeInfo> = {
  Landing: { title: 'Landing (first screen)', icon: HomeIcon, hasItems: false },
  transition: { title: 'Transition (auto-advances)', icon: TransferIcon, hasItems: false },
  age: { title: 'Age (month and year)', icon: CalendarIcon, hasItems: false },
  select: { title: 'Select (text options)', icon: ListIcon, hasItems: true },
  range: { title: 'Range (scale with end labels)', icon: ControlsIcon, hasItems: true },
  color: { title: 'Colour swatches', icon: ColorWheelIcon, hasItems: true },
  image: { title: 'Image cards', icon: ImageIcon, hasItems: true },
  search: { title: 'Perfume search', icon: SearchIcon, hasItems: false },
  cta: { title: 'Call to action (submits the quiz)', icon: BasketIcon, hasItems: false },
};

export function stepTypeInfo(type: unknown): StepTypeInfo | undefined {
  return typeof type === 'string' && Object.hasOwn(STEP_TYPE_INFO, type) ? STEP_TYPE_INFO[type as StepTypeName] : undefined;
}
