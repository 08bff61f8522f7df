import { createContext, lazy, Suspense, useContext, useState } from 'react';
import Button from '@mui/material/Button';
import { alpha } from '@mui/system';
import type { ContentKind } from '@common/content';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { useSession } from '@/lib/session';
import { FOCUS_RING, theme } from '@/lib/theme';
import { staticStyles } from '@/components/ui/static-styles';
import { useListSettling } from '@/components/ui/list-settling';
import { hideTipOnEscape, showTipAgain, TIP_HIDDEN } from '@/components/ui/hover-tip';
import { SavedItemsFull, useSavedChange, useSavedItem } from '../api/saved-items';
import { isInsightKind } from '@common/insights';
import { countUse, CountUses } from './record-use';

export const SAVE_TEXTS = {
  save: 'Save',
  remove: 'Remove from saved',
  saveFailed: 'Could not save it. Please try again.',
  removeFailed: 'Could not remove it from your saved items. Please try again.',
  full: `You can keep up to ${SAVED_ITEMS_MAX} saved items. Remove some on Saved to save more.`,
} as const;

/** The toggle's accessible name: its visible words, then which record (WCAG 2.5.3). */
export function saveToggleName(saved: boolean, title: string): string {
  return `${saved ? SAVE_TEXTS.remove : SAVE_TEXTS.save}: ${title}`;
}

/**
 * The card's toggle is a button of its own with MUI's large IconButton look (primary colour, round
 * hover, the theme's focus ring) and MUI's bookmark icons drawn inline, written once as classes
 * (components/ui/static-styles): a list shows one on every card, and a search keystroke mounts new
 * ones. It names its action in a small label on hover and keyboard focus, drawn by the
 * stylesheet rather than an MUI Tooltip per card. The label stays while the pointer is over it and
 * Escape hides it (WCAG 1.4.13); screen readers have the button's name, so the label is hidden from them.
 */
staticStyles(
  'save-toggle',
  `
.pmc-save { position: relative; display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box;
  min-width: 44px; min-height: 44px; margin: 0; padding: 12px; border: 0; border-radius: 50%; background-color: transparent;
  color: ${theme.palette.primary.main}; font-size: ${theme.typography.pxToRem(28)}; cursor: pointer; user-select: none;
  vertical-align: middle; -webkit-tap-highlight-color: transparent; outline: 0;
  transition: background-color ${theme.transitions.duration.shortest}ms ${theme.transitions.easing.easeInOut}; }
.pmc-save:hover { background-color: ${alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity)}; }
@media (hover: none) { .pmc-save:hover { background-color: transparent; } }
.pmc-save:focus-visible { outline: ${FOCUS_RING.outline}; outline-offset: ${FOCUS_RING.outlineOffset}; box-shadow: ${FOCUS_RING.boxShadow}; }
.pmc-icon { display: inline-block; width: 1em; height: 1em; fill: currentColor; flex-shrink: 0; }
.pmc-save > .pmc-icon { font-size: ${theme.typography.pxToRem(24)}; }
.pmc-save .save-tip { position: absolute; top: 100%; right: 0; margin-top: 2px; padding: 4px 8px; border-radius: ${theme.shape.borderRadius}px;
  background-color: ${theme.palette.grey[800]}; color: ${theme.palette.common.white}; font-family: ${theme.typography.fontFamily};
  font-size: 0.875rem; line-height: 1.3; white-space: nowrap; z-index: 2; opacity: 0; visibility: hidden; transition: opacity 150ms; }
.pmc-save:hover .save-tip, .pmc-save:focus-visible .save-tip { opacity: 1; visibility: visible; }
.pmc-save${TIP_HIDDEN} .save-tip { opacity: 0; visibility: hidden; }
`,
);

/** MUI's BookmarkAddOutlined and BookmarkAdded (@mui/icons-material), as paths. */
const BOOKMARK_ADD = 'M17 11v6.97l-5-2.14-5 2.14V5h6V3H7c-1.1 0-2 .9-2 2v16l7-3 7 3V11zm4-4h-2v2h-2V7h-2V5h2V3h2v2h2z';
const BOOKMARK_ADDED = 'm19 21-7-3-7 3V5c0-1.1.9-2 2-2h7c-.63.84-1 1.87-1 3 0 2.76 2.24 5 5 5 .34 0 .68-.03 1-.1zM17.83 9 15 6.17l1.41-1.41 1.41 1.41 3.54-3.54 1.41 1.41z';

function BookmarkIcon({ on }: { on: boolean }) {
  return (
    <svg className="pmc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={on ? BOOKMARK_ADDED : BOOKMARK_ADD} />
    </svg>
  );
}

/**
 * Where a failed save or removal is said. By default each toggle says it itself; a screen whose
 * toggles disappear on removal (/saved) provides its own place, which outlives them.
 */
export const SaveFailureContext = createContext<((message: string) => void) | null>(null);

interface SaveToggleProps {
  kind: ContentKind;
  id: string;
  title: string;
  /** 'icon' on cards (a bookmark with a label on hover and focus); 'button' on detail pages (a bookmark and words). */
  variant?: 'icon' | 'button';
}

/**
 * Save / Remove from saved. The toggles of one screen ask together whether their
 * records are saved (one query); a click shows the new state at once and puts it back with a
 * message if the write fails. A save that is written counts for Insights (an article, publication
 * or resource).
 */
export function SaveToggle({ kind, id, title, variant = 'icon' }: SaveToggleProps) {
  const { user } = useSession();
  // On a card a keystroke brought: asked once typing pauses (components/ui/list-settling).
  const settling = useListSettling();
  const { known, saved: on } = useSavedItem(user?.uid, kind, id, { wait: settling });
  const [ownMessage, setMessage] = useState<string | null>(null);
  const report = useContext(SaveFailureContext) ?? setMessage;
  const change = useSavedChange(user?.uid);
  const counting = useContext(CountUses);
  const ready = known && user !== null;

  const toggle = async () => {
    // Until it knows whether the record is saved, the toggle cannot know which way to go.
    if (!user || !ready || change.isPending) return;
    try {
      await change.mutateAsync({ kind, id, save: !on });
      if (!on && counting && isInsightKind(kind)) countUse(kind, id, 'saved');
    } catch (error) {
      if (!(error instanceof SavedItemsFull)) console.error(on ? 'Failed to remove a saved item' : 'Failed to save an item', error);
      report(error instanceof SavedItemsFull ? SAVE_TEXTS.full : on ? SAVE_TEXTS.removeFailed : SAVE_TEXTS.saveFailed);
    }
  };

  const words = on ? SAVE_TEXTS.remove : SAVE_TEXTS.save;
  const control =
    variant === 'icon' ? (
      <button
        type="button"
        className="pmc-save"
        aria-label={saveToggleName(on, title)}
        onClick={toggle}
        aria-disabled={!ready}
        data-save-toggle=""
        onKeyDown={hideTipOnEscape}
        onBlur={showTipAgain}
        onPointerLeave={showTipAgain}
      >
        <BookmarkIcon on={on} />
        <span className="save-tip" aria-hidden="true">
          {words}
        </span>
      </button>
    ) : (
      <Button variant={on ? 'contained' : 'outlined'} startIcon={<BookmarkIcon on={on} />} aria-label={saveToggleName(on, title)} onClick={toggle} aria-disabled={!ready} size="large" data-save-toggle="">
        {words}
      </Button>
    );

  return (
    <>
      {control}
      <FailureMessage message={ownMessage} onClose={() => setMessage(null)} />
    </>
  );
}

/** Loaded with the first failure: the snackbar is not part of a screen's first download. */
const FailureSnackbar = lazy(() => import('./failure-snackbar').then((m) => ({ default: m.FailureSnackbar })));

/** A failed save or removal, said where the person is (bottom of the screen) until closed. */
export function FailureMessage({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (message === null) return null;
  return (
    <Suspense fallback={null}>
      <FailureSnackbar message={message} onClose={onClose} />
    </Suspense>
  );
}
