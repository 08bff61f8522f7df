/**
 * Escape hides the label of the control under the pointer wherever the keyboard's focus is (in the
 * text being edited, say): WCAG 1.4.13's dismissal without moving the pointer or the focus, for the
 * labels of components/ui/hover-tip. A module apart, so that the member screens, whose Save toggles
 * use hover-tip, do not carry it until they need it.
 */

/** The holders matching `holder` inside `root` that the pointer is over get `data-tip-hidden`. Returns the clean-up. */
export function hideHoveredTipsOnEscape(root: HTMLElement, holder: string): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const hovered of root.querySelectorAll<HTMLElement>(`${holder}:hover`)) hovered.dataset.tipHidden = '';
  };
  const doc = root.ownerDocument;
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
