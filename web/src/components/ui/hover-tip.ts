/**
 * A control's small label drawn by the stylesheet on hover and keyboard focus, instead of MUI's
 * Tooltip (the Save toggles, the editor's toolbar). WCAG 1.4.13: the label stays while the pointer
 * is over it, and Escape hides it while the control keeps the focus or the pointer; it shows again
 * once the pointer leaves or the focus moves on. The element that holds the control and its label
 * carries `data-tip-hidden` meanwhile, which its stylesheet honours.
 */
import type { KeyboardEvent, SyntheticEvent } from 'react';

/** The attribute's selector, for the stylesheets that hide the label. */
export const TIP_HIDDEN = '[data-tip-hidden]';

/** onKeyDown: Escape hides the label. */
export function hideTipOnEscape(event: KeyboardEvent<HTMLElement>): void {
  if (event.key === 'Escape') event.currentTarget.dataset.tipHidden = '';
}

/** onBlur and onPointerLeave: the label may show again. */
export function showTipAgain(event: SyntheticEvent<HTMLElement>): void {
  delete event.currentTarget.dataset.tipHidden;
}
