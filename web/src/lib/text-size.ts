/**
 * The reader's text size: a few steps that scale the root font size, so every size the
 * theme gives in rem (all of its type, and the layout measured in rem) grows together, as a browser's
 * own text zoom does. A percentage of the browser's default keeps a default the person already set.
 * Remembered per device (localStorage: not personal data, and the same tablet may be shared by two
 * readers who both want it large), applied before the first render (main.tsx) so nothing jumps.
 */
import { useSyncExternalStore } from 'react';

export const TEXT_SIZES = [
  { id: 'standard', label: 'Standard', scale: 1 },
  { id: 'large', label: 'Large', scale: 1.125 },
  { id: 'larger', label: 'Larger', scale: 1.25 },
  { id: 'largest', label: 'Largest', scale: 1.5 },
] as const;

export type TextSizeId = (typeof TEXT_SIZES)[number]['id'];

export const DEFAULT_TEXT_SIZE: TextSizeId = 'standard';
const STORAGE_KEY = 'pmc:text-size';

export function isTextSizeId(value: unknown): value is TextSizeId {
  return TEXT_SIZES.some((size) => size.id === value);
}

export function textSizeScale(id: TextSizeId): number {
  return TEXT_SIZES.find((size) => size.id === id)?.scale ?? 1;
}

/** A storage that refuses (private mode, blocked cookies) leaves the default: never an error. */
function stored(): TextSizeId {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isTextSizeId(value) ? value : DEFAULT_TEXT_SIZE;
  } catch {
    return DEFAULT_TEXT_SIZE;
  }
}

let current: TextSizeId | null = null;
const listeners = new Set<() => void>();

export function getTextSize(): TextSizeId {
  current ??= stored();
  return current;
}

function apply(id: TextSizeId) {
  const scale = textSizeScale(id);
  document.documentElement.style.fontSize = scale === 1 ? '' : `${scale * 100}%`;
}

/** Called once before the first render. */
export function applyStoredTextSize(): void {
  apply(getTextSize());
}

export function setTextSize(id: TextSizeId): void {
  current = id;
  apply(id);
  try {
    if (id === DEFAULT_TEXT_SIZE) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Not remembered on this device; it still applies until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab of the portal changed it.
    if (event.key !== STORAGE_KEY) return;
    current = null;
    apply(getTextSize());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTextSize(): [TextSizeId, (id: TextSizeId) => void] {
  return [useSyncExternalStore(subscribe, getTextSize, () => DEFAULT_TEXT_SIZE), setTextSize];
}
