/**
 * The text-size control: on reading pages, in the mobile menu, and in the dialog that
 * the My Account menu opens (text-size-dialog.tsx: apart, so that a reading page does not load
 * MUI's Dialog and Modal with its control). Every copy shows the one setting (lib/text-size.ts).
 */
import { useId } from 'react';
import { alpha } from '@mui/system';
import { TEXT_SIZES, useTextSize } from '@/lib/text-size';
import { FOCUS_RING, theme } from '@/lib/theme';
import { staticStyles, typographyCss } from './static-styles';

export const TEXT_SIZE_LABEL = 'Text size';

const { action, divider, text } = theme.palette;

/**
 * The sizes as the browser's own radio group in a fieldset named by its legend: one tab stop, and the
 * arrow keys move along the sizes and choose, from the browser, with no script of ours. Each radio
 * lies unseen over its size's box, so a click or tap anywhere on the box chooses it; the box shows
 * the choice, the hover and the keyboard's focus, with MUI's ToggleButtonGroup's look. A floated
 * legend is an ordinary item of the fieldset's row (a rendered legend would sit on its border).
 */
staticStyles(
  'text-size-control',
  `
.pmc-text-size { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
.pmc-text-size > legend { float: left; padding: 0; ${typographyCss(theme, 'body1')} font-weight: 600; }
.pmc-text-size .sizes { display: inline-flex; flex-wrap: wrap; }
.pmc-text-size label { position: relative; display: inline-flex; }
.pmc-text-size input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; z-index: 2; }
.pmc-text-size input + span { box-sizing: border-box; display: inline-flex; align-items: center; min-height: 44px; padding: 11px 12px;
  ${typographyCss(theme, 'button')} line-height: 1.2; color: ${text.primary};
  border: 1px solid ${divider}; border-radius: ${theme.shape.borderRadius}px; transition: background-color 150ms; }
.pmc-text-size label:not(:last-of-type) > span { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.pmc-text-size label:not(:first-of-type) > span { margin-left: -1px; border-left-color: transparent; border-top-left-radius: 0; border-bottom-left-radius: 0; }
.pmc-text-size input:hover + span { background-color: ${alpha(text.primary, action.hoverOpacity)}; }
.pmc-text-size input:checked + span { background-color: ${alpha(text.primary, action.selectedOpacity)}; }
.pmc-text-size input:checked:hover + span { background-color: ${alpha(text.primary, action.selectedOpacity + action.hoverOpacity)}; }
@media (hover: none) {
  .pmc-text-size input:hover + span { background-color: transparent; }
  .pmc-text-size input:checked:hover + span { background-color: ${alpha(text.primary, action.selectedOpacity)}; }
}
.pmc-text-size input:focus-visible + span { position: relative; z-index: 1; outline: ${FOCUS_RING.outline}; outline-offset: ${FOCUS_RING.outlineOffset}; box-shadow: ${FOCUS_RING.boxShadow}; }
.pmc-text-size.hide-legend > legend { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`,
);

interface TextSizeControlProps {
  /** Hide the visible "Text size" legend when the surrounding title already says it (it still names the group). */
  hideLabel?: boolean;
}

export function TextSizeControl({ hideLabel = false }: TextSizeControlProps) {
  const [size, setSize] = useTextSize();
  // One group per copy on the page (a reading page and its mobile menu show one each).
  const name = useId();
  return (
    <fieldset className={hideLabel ? 'pmc-text-size hide-legend' : 'pmc-text-size'}>
      <legend>{TEXT_SIZE_LABEL}</legend>
      <span className="sizes">
        {TEXT_SIZES.map((step) => (
          <label key={step.id}>
            <input type="radio" name={name} value={step.id} checked={step.id === size} onChange={() => setSize(step.id)} />
            <span style={{ fontSize: `${0.875 * step.scale}rem` }}>{step.label}</span>
          </label>
        ))}
      </span>
    </fieldset>
  );
}
