/**
 * What the toolbar does to the editor's state (draft-js): bold, italic, bullet and numbered lists,
 * links, the block's text style (normal or a heading). Pure functions, tested without a browser.
 */
import { EditorState, Modifier, RichUtils, type ContentBlock } from 'draft-js';

export type Action = 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

/** The link (entity) at the start of the selection, if any. */
export function linkAtSelection(state: EditorState): string {
  const selection = state.getSelection();
  const content = state.getCurrentContent();
  const block = content.getBlockForKey(selection.getStartKey());
  const key = block?.getEntityAt(selection.getStartOffset());
  if (!key) return '';
  const entity = content.getEntity(key);
  return entity.getType() === 'LINK' ? String(entity.getData().url ?? '') : '';
}

export function isActive(state: EditorState, action: Action): boolean {
  switch (action) {
    case 'bold':
      return state.getCurrentInlineStyle().has('BOLD');
    case 'italic':
      return state.getCurrentInlineStyle().has('ITALIC');
    case 'bullets':
      return RichUtils.getCurrentBlockType(state) === 'unordered-list-item';
    case 'numbers':
      return RichUtils.getCurrentBlockType(state) === 'ordered-list-item';
    case 'link':
      return Boolean(linkAtSelection(state));
  }
}

/** The range [start, end) of the entity `key` around `offset` in a block. */
function entityRange(block: ContentBlock, offset: number, key: string): [number, number] | null {
  let found: [number, number] | null = null;
  block.findEntityRanges(
    (character) => character.getEntity() === key,
    (start, end) => {
      if (start <= offset && offset <= end) found = [start, end];
    },
  );
  return found;
}

/**
 * Links the selected text; a cursor inside a link changes that link's address; a cursor elsewhere
 * inserts the address itself as linked text.
 */
export function applyLink(state: EditorState, url: string): EditorState {
  const content = state.getCurrentContent().createEntity('LINK', 'MUTABLE', { url, targetOption: '_self' });
  const entityKey = content.getLastCreatedEntityKey();
  let selection = state.getSelection();
  if (selection.isCollapsed()) {
    const block = content.getBlockForKey(selection.getStartKey());
    const offset = selection.getStartOffset();
    const current = block.getEntityAt(offset) ?? (offset > 0 ? block.getEntityAt(offset - 1) : null);
    const range = current && content.getEntity(current).getType() === 'LINK' ? entityRange(block, offset, current) : null;
    if (!range) {
      const inserted = Modifier.insertText(content, selection, url, state.getCurrentInlineStyle(), entityKey);
      return EditorState.push(state, inserted, 'insert-characters');
    }
    selection = selection.merge({ anchorOffset: range[0], focusOffset: range[1], isBackward: false });
  }
  return EditorState.push(state, Modifier.applyEntity(content, selection, entityKey), 'apply-entity');
}

export function apply(state: EditorState, action: Exclude<Action, 'link'>): EditorState {
  switch (action) {
    case 'bold':
      return RichUtils.toggleInlineStyle(state, 'BOLD');
    case 'italic':
      return RichUtils.toggleInlineStyle(state, 'ITALIC');
    case 'bullets':
      return RichUtils.toggleBlockType(state, 'unordered-list-item');
    case 'numbers':
      return RichUtils.toggleBlockType(state, 'ordered-list-item');
  }
}

/** The text styles of a block (docs/product.md §9: headings up to level 6), as draft-js names them. */
export const TEXT_STYLES = [
  { blockType: 'unstyled', label: 'Normal' },
  { blockType: 'header-one', label: 'Heading 1' },
  { blockType: 'header-two', label: 'Heading 2' },
  { blockType: 'header-three', label: 'Heading 3' },
  { blockType: 'header-four', label: 'Heading 4' },
  { blockType: 'header-five', label: 'Heading 5' },
  { blockType: 'header-six', label: 'Heading 6' },
] as const;

export type TextStyle = (typeof TEXT_STYLES)[number]['blockType'];

/** The text style of the block at the cursor; null inside a list item. */
export function textStyleAt(state: EditorState): TextStyle | null {
  const current = RichUtils.getCurrentBlockType(state);
  return TEXT_STYLES.find((style) => style.blockType === current)?.blockType ?? null;
}

/** Gives the selected blocks the style (choosing the style they have changes nothing). */
export function applyTextStyle(state: EditorState, style: TextStyle): EditorState {
  return RichUtils.getCurrentBlockType(state) === style ? state : RichUtils.toggleBlockType(state, style);
}
