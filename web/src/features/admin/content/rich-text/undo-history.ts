/**
 * The editor's undo history as docs/product.md §9 asks: at most 100 steps, and the changes made within 500 ms
 * of a step's first change undo together (the grouping of Quill's history module, which those
 * numbers come from). draft-js has neither setting: it keeps every step and groups only
 * uninterrupted typing, however long. Each new editor state passes through `record`, which moves
 * draft-js's step boundaries to these rules. Pure apart from the clock, tested with fake timers.
 */
import { EditorState, type ContentState, type SelectionState } from 'draft-js';

export const UNDO_DEPTH = 100;
export const UNDO_GROUP_MS = 500;

export interface UndoHistory {
  /** `next` as draft-js made it from `previous`, with its undo stack following the rules above. */
  record(previous: EditorState, next: EditorState): EditorState;
}

export function createUndoHistory(now: () => number = Date.now): UndoHistory {
  /** When the newest undo step began; null once undo or redo has moved through the history. */
  let stepStartedAt: number | null = null;

  return {
    record(previous, next) {
      const before = previous.getCurrentContent();
      const after = next.getCurrentContent();
      if (after === before) return next;
      const changeType = next.getLastChangeType();
      if (changeType === 'undo' || changeType === 'redo') {
        stepStartedAt = null;
        return next;
      }
      const at = now();
      const inStep = stepStartedAt !== null && at - stepStartedAt < UNDO_GROUP_MS && previous.getUndoStack().size > 0;
      if (!inStep) stepStartedAt = at;
      const draftStartedStep = next.getUndoStack().size === previous.getUndoStack().size + 1 && next.getUndoStack().peek() === before;

      if (inStep && draftStartedStep) {
        // Part of the current step: draft-js's boundary goes, and undo returns to where the step began.
        return withSteps(next, previous.getUndoStack(), before.getSelectionBefore());
      }
      if (!inStep && !draftStartedStep) {
        // draft-js would go on growing its typing step: a new step begins here.
        return capped(withSteps(next, previous.getUndoStack().push(before), previous.getSelection()));
      }
      return capped(next);
    },
  };
}

/** `state` with these undo steps; undoing its newest change puts the cursor at `selectionBefore`. */
function withSteps(state: EditorState, undoStack: ReturnType<EditorState['getUndoStack']>, selectionBefore: SelectionState): EditorState {
  const content = state.getCurrentContent();
  const moved = content.set('selectionBefore', selectionBefore) as ContentState;
  // Text the browser has already drawn itself stays drawn: draft-js compares by identity.
  const native = state.getNativelyRenderedContent();
  return EditorState.set(state, { undoStack, currentContent: moved, nativelyRenderedContent: native === content ? moved : native });
}

/** The newest UNDO_DEPTH steps; the oldest beyond them are forgotten. */
function capped(state: EditorState): EditorState {
  const stack = state.getUndoStack();
  if (stack.size <= UNDO_DEPTH) return state;
  // A Stack's first entries are its newest.
  return EditorState.set(state, { undoStack: stack.take(UNDO_DEPTH).toStack() });
}
