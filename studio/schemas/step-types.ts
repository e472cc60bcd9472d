/** What each step type shows and needs, for the editor's field visibility, validation and previews. */
import type { ComponentType } from 'react';
import {
  BasketIcon, CalendarIcon, ColorWheelIcon, ControlsIcon, EnvelopeIcon, HomeIcon, ImageIcon, ListIcon, SearchIcon, TransferIcon,
} from '@sanity/icons';
import { STEP_TYPE_CONTENT } from '../../contract/step-types.ts';
import type { StepTypeName } from '../../contract/step-types.ts';

export interface StepTypeInfo {
  title: string;
  icon: ComponentType;
  /** The shopper picks from `items`. */
  hasItems: boolean;
}

/** The Studio's own part of each step type: its icon (the rest is in contract/step-types.ts). */
const ICONS = {
  Landing: HomeIcon,
  transition: TransferIcon,
  age: CalendarIcon,
  select: ListIcon,
  range: ControlsIcon,
  color: ColorWheelIcon,
  image: ImageIcon,
  search: SearchIcon,
  cta: BasketIcon,
  email: EnvelopeIcon,
} satisfies Record<StepTypeName, ComponentType>;

export function stepTypeInfo(type: unknown): StepTypeInfo | undefined {
  const spec = Object.values(STEP_TYPE_CONTENT).find((candidate) => candidate.stored === type);
  return spec && { title: spec.title, icon: ICONS[spec.stored], hasItems: spec.hasItems };
}
