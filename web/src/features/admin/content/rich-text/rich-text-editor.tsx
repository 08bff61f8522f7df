/**
 * The rich-text editor of the admin forms: draft-js through react-draft-wysiwyg, with the toolbar
 * of docs/product.md §2 (text style up to Heading 6, bold, italic, bullet list, numbered list, link) and
 * the undo history of docs/product.md §9 (undo-history.ts). Its own toolbar of labelled
 * buttons (a single tab stop; arrow keys move along it, WAI-ARIA toolbar pattern) replaces the
 * package's, whose options are unlabelled, unfocusable images. Tab leaves the text instead of
 * indenting lists, so the keyboard is never trapped. Loaded lazily (rich-text-field.tsx): member
 * screens never download draft-js.
 */
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import { EditorState, type SelectionState } from 'draft-js';
import { Editor } from 'react-draft-wysiwyg';
import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { flushSync } from 'react-dom';
import { hideTipOnEscape, showTipAgain, TIP_HIDDEN } from '@/components/ui/hover-tip';
import { hideHoveredTipsOnEscape } from '@/components/ui/hovered-tips';
import { apply, applyLink, applyTextStyle, isActive, linkAtSelection, textStyleAt, type Action, type TextStyle } from './editor-commands';
import { contentToHtml, htmlToContent } from './html';
import { LinkDialog } from './link-dialog';
import { TextStyleMenu } from './text-style-menu';
import { createUndoHistory } from './undo-history';

export interface RichTextEditorProps {
  /** The accessible name of the text area (the field's label). */
  label: string;
  /** The stored HTML; read once, when the editor mounts. */
  initialHtml: string;
  /** The new HTML after each change of the text (not of the cursor). */
  onChange: (html: string) => void;
  /** Ids of the hint or error under the field. */
  describedBy?: string;
  invalid?: boolean;
  /** Called once the editor is on screen (docs/product.md §4: saving waits for it). */
  onReady?: () => void;
}

interface ToolSpec {
  action: Action;
  label: string;
  shortcut?: string;
  icon: ReactNode;
}

const TOOLS: readonly ToolSpec[] = [
  { action: 'bold', label: 'Bold', shortcut: 'Ctrl+B', icon: <FormatBoldIcon /> },
  { action: 'italic', label: 'Italic', shortcut: 'Ctrl+I', icon: <FormatItalicIcon /> },
  { action: 'bullets', label: 'Bullet list', icon: <FormatListBulletedIcon /> },
  { action: 'numbers', label: 'Numbered list', icon: <FormatListNumberedIcon /> },
  { action: 'link', label: 'Link', icon: <InsertLinkIcon /> },
];

/**
 * A tool's name and shortcut, shown below it while it is hovered or has the keyboard's focus: a
 * hint of our own beside the button, styled once for the toolbar, where MUI's Tooltip would bring
 * itself and Popper along for five labels. The hint and its button share a holder, so the pointer
 * can move from the button onto the hint (across the bridge over the gap) and the hint stays;
 * Escape hides it (components/ui/hover-tip), and a click on it presses nothing and leaves the focus
 * where it was. Screen readers get the name (aria-label) and the shortcut (aria-keyshortcuts) from
 * the button itself, so the hint is hidden from them.
 */
const HINTS = {
  '& .tool': { position: 'relative', display: 'inline-flex' },
  '& .tool-hint': {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 'tooltip',
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: '0.875rem',
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    visibility: 'hidden',
    opacity: 0,
    transition: 'opacity 150ms',
    // Fills the gap above the hint: on the way from the button, the pointer never leaves the tool.
    '&::before': { content: '""', position: 'absolute', left: 0, right: 0, bottom: '100%', height: 4 },
  },
  '& .tool:hover > .tool-hint, & .tool > .Mui-focusVisible + .tool-hint': { visibility: 'visible', opacity: 1, transitionDelay: '100ms' },
  [`& .tool${TIP_HIDDEN} > .tool-hint`]: { visibility: 'hidden', opacity: 0 },
} as const;

/** What holds a tool's button and its hint. */
const TOOL = '.tool';

/** Only the package's key commands for these styles stay on (Ctrl+U would add underline). */
const PACKAGE_TOOLBAR = {
  options: [],
  inline: { options: ['bold', 'italic'] },
  link: { showOpenOptionOnHover: false },
};

export default function RichTextEditor({ label, initialHtml, onChange, describedBy, invalid = false, onReady }: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const editor = useDraftEditor(initialHtml, onChange, container);

  useEffect(() => {
    // The package labels its wrapper "rdw-wrapper", which is no name for anything: drop it.
    container.current?.querySelector('.rdw-editor-wrapper')?.removeAttribute('aria-label');
    onReady?.();
    // Once, when mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const press = (action: Action) => {
    if (action === 'link') setLinkOpen(true);
    else editor.run((current) => apply(current, action));
  };

  return (
    <Box ref={container} sx={editorBoxSx(invalid)}>
      <FormattingToolbar
        label={label}
        state={editor.state}
        onPress={press}
        // After the menu's own transition, as for the link dialog below; the text gets the focus
        // back with the style applied where its selection was.
        onTextStyle={(style) => window.setTimeout(() => editor.refocus((current) => applyTextStyle(current, style)), 0)}
      />
      <Editor
        editorState={editor.state}
        onEditorStateChange={editor.commit}
        toolbarHidden
        toolbar={PACKAGE_TOOLBAR}
        ariaLabel={label}
        ariaDescribedBy={describedBy}
        onTab={() => true}
        // An explicit tab stop on the text: the area scrolls when long, and axe wants a scrolling
        // region to hold something focusable it can recognise.
        tabIndex={0}
        spellCheck
        stripPastedStyles={false}
      />
      <LinkDialog
        open={linkOpen}
        initialUrl={linkOpen ? linkAtSelection(editor.state) : ''}
        onClose={() => setLinkOpen(false)}
        onSubmit={(url) => {
          setLinkOpen(false);
          // The selection kept in the state is where the link goes; the text gets the focus
          // back once the dialog has gone.
          editor.commitLatest((current) => applyLink(current, url));
        }}
        // After the transition's own commit: refocus renders synchronously, which React cannot do inside one.
        onExited={() => window.setTimeout(() => editor.refocus(), 0)}
      />
    </Box>
  );
}

function editorBoxSx(invalid: boolean): SxProps<Theme> {
  return {
    border: 1,
    borderColor: invalid ? 'error.main' : 'grey.600',
    borderRadius: 1,
    bgcolor: 'background.paper',
    '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main', boxShadow: (theme) => `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}` },
    '& .rdw-editor-main': { minHeight: 220, maxHeight: '60vh', px: 2, py: 0.5, cursor: 'text', fontSize: '1.0625rem', lineHeight: 1.6 },
    '& .rdw-editor-main :is(h1, h2, h3, h4, h5, h6)': { lineHeight: 1.3, my: 1 },
    '& .rdw-editor-main h1': { fontSize: '1.75rem' },
    '& .rdw-editor-main h2': { fontSize: '1.5rem' },
    '& .rdw-editor-main h3': { fontSize: '1.3125rem' },
    '& .rdw-editor-main h4': { fontSize: '1.1875rem' },
    '& .rdw-editor-main :is(h5, h6)': { fontSize: '1.0625rem' },
    '& .rdw-editor-main a': { color: 'primary.main', textDecoration: 'underline' },
    // The text's own focus ring is the box's (above); the contenteditable needs none of its own.
    '& .public-DraftEditor-content:focus-visible': { outline: 'none' },
  };
}

/** The draft-js state of one editor, its HTML reported on each change of the text, and the ways to change it. */
function useDraftEditor(initialHtml: string, onChange: (html: string) => void, container: RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState(() => EditorState.createWithContent(htmlToContent(initialHtml)));
  // The newest state, also between a change and the render that shows it.
  const latest = useRef(state);
  const history = useRef(createUndoHistory()).current;
  const commit = (change: EditorState) => {
    const previous = latest.current;
    const next = history.record(previous, change);
    latest.current = next;
    setState(next);
    if (next.getCurrentContent() !== previous.getCurrentContent()) onChange(contentToHtml(next.getCurrentContent()));
  };

  const textElement = () => container.current?.querySelector<HTMLElement>('[contenteditable="true"]') ?? null;
  const textHasFocus = () => {
    const active = document.activeElement;
    return Boolean(active && textElement()?.contains(active));
  };

  /**
   * Gives the text the focus back where its selection was, applying `update` on the way. draft-js
   * forgets the browser's selection on blur, so the selection kept in the state is rendered first
   * (forced, with focus) and only then is the text focused: the browser keeps that selection, and
   * a style chosen for the next characters survives.
   */
  const refocus = (update: (state: EditorState) => EditorState = (state) => state) => {
    const current = latest.current;
    const withFocus = EditorState.forceSelection(current, current.getSelection().merge({ hasFocus: true }) as SelectionState);
    flushSync(() => commit(update(withFocus)));
    textElement()?.focus({ preventScroll: true });
  };

  /**
   * A button pressed with the mouse leaves the focus in the text (mousedown is cancelled), so the
   * change applies to the selection at once. From the keyboard the focus is on the button: the
   * text gets it back with the change applied.
   */
  const run = (update: (state: EditorState) => EditorState) => {
    if (textHasFocus()) commit(update(latest.current));
    else refocus(update);
  };

  const commitLatest = (update: (state: EditorState) => EditorState) => commit(update(latest.current));
  return { state, commit, commitLatest, refocus, run };
}

interface FormattingToolbarProps {
  label: string;
  state: EditorState;
  onPress: (action: Action) => void;
  onTextStyle: (style: TextStyle) => void;
}

/**
 * The toolbar: the text style menu and labelled buttons, one tab stop, arrow keys, Home and End
 * move along it.
 */
function FormattingToolbar({ label, state, onPress, onTextStyle }: FormattingToolbarProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  // The text style button first, then one per tool.
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => (bar.current ? hideHoveredTipsOnEscape(bar.current, TOOL) : undefined), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = TOOLS.length;
    const moves: Record<string, number> = {
      ArrowRight: focusIndex === last ? 0 : focusIndex + 1,
      ArrowLeft: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setFocusIndex(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box
      ref={bar}
      role="toolbar"
      aria-label={`${label} formatting`}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0.5, borderBottom: 1, borderColor: 'grey.300', bgcolor: 'grey.50', borderRadius: '8px 8px 0 0', ...HINTS }}
    >
      <TextStyleMenu
        current={textStyleAt(state)}
        buttonRef={(node) => {
          buttons.current[0] = node;
        }}
        tabIndex={focusIndex === 0 ? 0 : -1}
        onFocus={() => setFocusIndex(0)}
        onChoose={onTextStyle}
      />
      {TOOLS.map((tool, toolIndex) => {
        const index = toolIndex + 1;
        const active = isActive(state, tool.action);
        const name = tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label;
        return (
          <span key={tool.action} className="tool" onKeyDown={hideTipOnEscape} onBlur={showTipAgain} onPointerLeave={showTipAgain}>
            <IconButton
              ref={(node) => {
                buttons.current[index] = node;
              }}
              aria-label={tool.label}
              aria-keyshortcuts={tool.shortcut?.replace('Ctrl', 'Control')}
              aria-pressed={tool.action === 'link' ? undefined : active}
              aria-haspopup={tool.action === 'link' ? 'dialog' : undefined}
              tabIndex={index === focusIndex ? 0 : -1}
              color={active ? 'primary' : 'default'}
              onFocus={() => setFocusIndex(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPress(tool.action)}
              sx={active ? { bgcolor: 'action.selected' } : undefined}
            >
              {tool.icon}
            </IconButton>
            <span className="tool-hint" aria-hidden="true" onMouseDown={(event) => event.preventDefault()}>
              {name}
            </span>
          </span>
        );
      })}
    </Box>
  );
}
