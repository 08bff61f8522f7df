/**
 * The undo history's rules on real draft-js states, with a fake clock: changes within 500 ms of a
 * step's start undo together, later ones make a new step, and only the newest 100 steps are kept.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentState, EditorState, Modifier, type EditorChangeType } from 'draft-js';
import { UNDO_DEPTH, UNDO_GROUP_MS, createUndoHistory, type UndoHistory } from './undo-history';

let history: UndoHistory;
let state: EditorState;

beforeEach(() => {
  vi.useFakeTimers();
  history = createUndoHistory();
  state = EditorState.moveSelectionToEnd(EditorState.createWithContent(ContentState.createFromText('')));
});

afterEach(() => {
  vi.useRealTimers();
});

/** One change as draft-js makes it, passed through the history as the editor does. */
function change(content: ContentState, type: EditorChangeType): void {
  state = history.record(state, EditorState.push(state, content, type));
}

/** Types `text` a character at a time, `gapMs` apart. */
function type(text: string, gapMs = 50): void {
  for (const character of text) {
    change(Modifier.insertText(state.getCurrentContent(), state.getSelection(), character), 'insert-characters');
    vi.advanceTimersByTime(gapMs);
  }
}

function pressEnter(): void {
  change(Modifier.splitBlock(state.getCurrentContent(), state.getSelection()), 'split-block');
}

function undo(): void {
  state = history.record(state, EditorState.undo(state));
}

const text = () => state.getCurrentContent().getPlainText();

describe('the undo history', () => {
  it('undoes typing within 500 ms as one step, a new line included', () => {
    type('abc', 100);
    pressEnter();
    type('d', 100);
    expect(text()).toBe('abc\nd');
    undo();
    expect(text()).toBe('');
  });

  it('makes a new step once 500 ms have passed since the step began; undo puts the cursor where it began', () => {
    type('ab', 100);
    vi.advanceTimersByTime(UNDO_GROUP_MS);
    type('cd', 100);
    expect(text()).toBe('abcd');
    undo();
    expect(text()).toBe('ab');
    expect(state.getSelection().getStartOffset()).toBe(2);
    undo();
    expect(text()).toBe('');
  });

  it('splits steady typing into steps of 500 ms (draft-js alone would make it one)', () => {
    // Ten characters 100 ms apart: the steps begin at 0, 500 and 1000 ms.
    type('0123456789', 100);
    undo();
    expect(text()).toBe('01234');
    undo();
    expect(text()).toBe('');
  });

  it('starts a new step with the first change after an undo', () => {
    type('ab');
    vi.advanceTimersByTime(UNDO_GROUP_MS);
    type('cd');
    undo();
    type('x');
    undo();
    expect(text()).toBe('ab');
  });

  it(`keeps the newest ${UNDO_DEPTH} steps`, () => {
    const steps = UNDO_DEPTH + 20;
    for (let i = 0; i < steps; i += 1) type('x', UNDO_GROUP_MS);
    expect(state.getUndoStack().size).toBe(UNDO_DEPTH);
    for (let i = 0; i < UNDO_DEPTH; i += 1) undo();
    expect(text()).toBe('x'.repeat(steps - UNDO_DEPTH));
    expect(state.getUndoStack().size).toBe(0);
  });
});
