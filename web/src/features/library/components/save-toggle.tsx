import { createContext, lazy, Suspense, useContext, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAdded from '@mui/icons-material/BookmarkAdded';
import type { ContentKind } from '@common/content';
import { SAVED_ITEMS_MAX } from '@common/limits';
import { useSession } from '@/lib/session';
import { removeItem, saveItem, SavedItemsFull, useSavedItem } from '../api/saved-items';

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
 * A card's toggle names its action in a small label on hover and keyboard focus, drawn by the
 * stylesheet rather than an MUI Tooltip per card (a list of thousands mounts one per card shown;
 * issue 12 §4's keystroke). It stays while the pointer is over it and Escape hides it (WCAG
 * 1.4.13); screen readers have the button's name, so the label is hidden from them.
 */
const TIP_SX = {
  position: 'relative',
  '& .save-tip': {
    position: 'absolute',
    top: '100%',
    right: 0,
    mt: 0.25,
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'grey.800',
    color: 'common.white',
    fontSize: '0.875rem',
    lineHeight: 1.3,
    whiteSpace: 'nowrap',
    zIndex: 2,
    opacity: 0,
    visibility: 'hidden',
    transition: 'opacity 150ms',
  },
  '&:hover .save-tip, &:focus-visible .save-tip': { opacity: 1, visibility: 'visible' },
  '&[data-tip-hidden] .save-tip': { opacity: 0, visibility: 'hidden' },
} as const;

function hideTipOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key === 'Escape') event.currentTarget.dataset.tipHidden = '';
}

function showTipAgain(event: SyntheticEvent<HTMLElement>) {
  delete event.currentTarget.dataset.tipHidden;
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
 * Save / Remove from saved (issue 13 §1). The toggles of one screen ask together whether their
 * records are saved (one query); a click shows the new state at once and puts it back with a
 * message if the write fails.
 */
export function SaveToggle({ kind, id, title, variant = 'icon' }: SaveToggleProps) {
  const { user } = useSession();
  const { known, saved: on } = useSavedItem(user?.uid, kind, id);
  const [ownMessage, setMessage] = useState<string | null>(null);
  const report = useContext(SaveFailureContext) ?? setMessage;
  const [busy, setBusy] = useState(false);
  const ready = known && user !== null;

  const toggle = async () => {
    // Until it knows whether the record is saved, the toggle cannot know which way to go.
    if (!user || !ready || busy) return;
    setBusy(true);
    try {
      await (on ? removeItem(user.uid, kind, id) : saveItem(user.uid, kind, id));
    } catch (error) {
      if (!(error instanceof SavedItemsFull)) console.error(on ? 'Failed to remove a saved item' : 'Failed to save an item', error);
      report(error instanceof SavedItemsFull ? SAVE_TEXTS.full : on ? SAVE_TEXTS.removeFailed : SAVE_TEXTS.saveFailed);
    } finally {
      setBusy(false);
    }
  };

  const icon = on ? <BookmarkAdded /> : <BookmarkAddOutlined />;
  const words = on ? SAVE_TEXTS.remove : SAVE_TEXTS.save;
  const control =
    variant === 'icon' ? (
      <IconButton
        aria-label={saveToggleName(on, title)}
        onClick={toggle}
        aria-disabled={!ready}
        color="primary"
        size="large"
        data-save-toggle=""
        sx={TIP_SX}
        onKeyDown={hideTipOnEscape}
        onBlur={showTipAgain}
        onPointerLeave={showTipAgain}
      >
        {icon}
        <span className="save-tip" aria-hidden="true">
          {words}
        </span>
      </IconButton>
    ) : (
      <Button variant={on ? 'contained' : 'outlined'} startIcon={icon} aria-label={saveToggleName(on, title)} onClick={toggle} aria-disabled={!ready} size="large" data-save-toggle="">
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
