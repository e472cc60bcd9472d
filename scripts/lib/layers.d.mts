import type { ESLint } from 'eslint';

export interface LayerRow { layer: string; may: string[]; types?: string[] }
export const LAYERS: LayerRow[];
export function layerOf(path: string): LayerRow | undefined;
export function layerViolation(from: string, to: string, typeOnly: boolean): string | null;
export const layersPlugin: ESLint.Plugin;
