/** Clamps text to `lines` lines with an ellipsis (docs/product.md §2: resource titles 2, descriptions 3). */
export function clampLines(lines: number) {
  return {
    display: '-webkit-box',
    WebkitLineClamp: String(lines),
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  } as const;
}
