/**
 * The toolbar's text style: a menu button showing the style at the cursor (Normal, Heading 1..6)
 * whose menu sets the style of the selected blocks. A choice is reported once the menu has gone
 * (and the focus it restores has settled), so the editor applies it with the text focused again;
 * Escape leaves the focus on the button.
 */
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useId, useRef, useState, type Ref } from 'react';
import { TEXT_STYLES, type TextStyle } from './editor-commands';

interface TextStyleMenuProps {
  /** The style at the cursor; null inside a list item. */
  current: TextStyle | null;
  buttonRef: Ref<HTMLButtonElement>;
  /** The toolbar's roving tab stop. */
  tabIndex: number;
  onFocus: () => void;
  /** The style chosen, once the menu has gone. */
  onChoose: (style: TextStyle) => void;
}

export function TextStyleMenu({ current, buttonRef, tabIndex, onFocus, onChoose }: TextStyleMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const chosen = useRef<TextStyle | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const currentLabel = TEXT_STYLES.find((style) => style.blockType === current)?.label ?? 'List item';

  const choose = (style: TextStyle) => {
    chosen.current = style;
    setAnchor(null);
  };

  return (
    <>
      <Button
        ref={buttonRef}
        tabIndex={tabIndex}
        onFocus={onFocus}
        aria-label={`Text style: ${currentLabel}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // As the other tools: the mouse leaves the text's selection alone.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          chosen.current = null;
          setAnchor(event.currentTarget);
        }}
        endIcon={<ArrowDropDownIcon />}
        color="inherit"
        sx={{ textTransform: 'none', fontWeight: 400, minWidth: '8.5rem', justifyContent: 'space-between' }}
      >
        {currentLabel}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{
          list: { 'aria-label': 'Text style' },
          transition: {
            onExited: () => {
              if (chosen.current) onChoose(chosen.current);
            },
          },
        }}
      >
        {TEXT_STYLES.map((style) => (
          <MenuItem
            key={style.blockType}
            role="menuitemradio"
            aria-checked={style.blockType === current}
            selected={style.blockType === current}
            onClick={() => choose(style.blockType)}
          >
            {style.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
