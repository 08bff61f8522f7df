/**
 * Styles written once: the rules of a component that renders
 * many times on a screen (a list's cards, their labels and pictures) go into one <style> element
 * when its module loads, and the component only names classes. MUI's `sx` and `styled` would have
 * Emotion serialize, hash and look up every element's styles on every render: most of a keystroke's
 * script time in a list of cards, and a large part of a first screen's. The values still come from
 * the theme (lib/theme.ts), so the look is the theme's. A rule set is added once per page, whoever
 * imports it first; `sx` given to such a component still wins (Emotion's rules come later).
 */
import type { Theme, TypographyVariant } from '@mui/material/styles';

const added = new Set<string>();

/** Adds `css` to the page once under `id` (no-op without a document). */
export function staticStyles(id: string, css: string): void {
  if (added.has(id) || typeof document === 'undefined') return;
  added.add(id);
  const style = document.createElement('style');
  style.dataset.staticStyles = id;
  style.textContent = css;
  document.head.appendChild(style);
}

const CSS_PROPERTIES = { fontFamily: 'font-family', fontWeight: 'font-weight', fontSize: 'font-size', lineHeight: 'line-height', letterSpacing: 'letter-spacing' } as const;

/** The theme's type for `variant` as CSS declarations (what MUI's Typography of that variant sets, margin 0). */
export function typographyCss(theme: Theme, variant: TypographyVariant): string {
  const style = theme.typography[variant] as Record<string, unknown>;
  const declarations = (Object.keys(CSS_PROPERTIES) as (keyof typeof CSS_PROPERTIES)[])
    .filter((key) => style[key] !== undefined)
    .map((key) => `${CSS_PROPERTIES[key]}: ${String(style[key])};`);
  return ['margin: 0;', ...declarations].join(' ');
}
