import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isReadingKind, READ_FINISHED, READ_STARTED } from '@common/documents';
import { loadSanitizer } from '@/components/ui/safe-html';
import { useSession } from '@/lib/session';
import { finishProgress, writeProgress } from '../api/reading-progress';

/** Router state of a link that returns to a page where the reader stopped ("Continue reading"). */
export interface ResumeState {
  resumeAt: number;
}

/** How far the page scrolls (px): its height beyond the window. */
const scrollableHeight = () => document.documentElement.scrollHeight - window.innerHeight;

/** How far down the page the reader is, 0 (top) to 1 (bottom); 1 for a page that does not scroll. */
function scrolledFraction(): number {
  const scrollable = scrollableHeight();
  if (scrollable <= 0) return 1;
  return Math.min(1, Math.max(0, window.scrollY / scrollable));
}

/**
 * Continue reading: when the member leaves an article or resource (another page, the
 * tab hidden or closed), keeps how far they read if they had started and not finished it, or clears
 * it once they scrolled past READ_FINISHED. At most one write per visit of the page.
 */
export function useReadingTracker(kind: string, record: { id: string; slug?: string; title?: string }): void {
  const { user } = useSession();
  const uid = user?.uid;
  const { id, slug, title } = record;
  useEffect(() => {
    if (!uid || !isReadingKind(kind) || !slug || !title) return;
    // The furthest point read, measured as the reader scrolls: a reader who scrolls back up to the
    // menu to leave has not lost their place, and when the page is left for another route its
    // content is already gone by the time this effect's cleanup runs.
    let furthest = 0;
    let done = false;
    // Once finished: the write that clears the kept page, or null (nothing to clear).
    let clear: (() => Promise<void>) | null | undefined;
    const onScroll = () => {
      furthest = Math.max(furthest, scrolledFraction());
      // At once, not when leaving: the next screen renders before this page's cleanup runs.
      if (clear === undefined && furthest >= READ_FINISHED) clear = finishProgress(uid, id);
    };
    const leave = () => {
      if (done) return;
      done = true;
      const write =
        clear !== undefined
          ? clear?.()
          : furthest >= READ_STARTED
            ? writeProgress(uid, { kind, id, slug, title, position: furthest })
            : null;
      write?.catch((error: unknown) => console.warn('Could not keep where you stopped reading', error));
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', leave);
    return () => {
      leave();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', leave);
    };
  }, [uid, kind, id, slug, title]);
}

/** What the reader does that ends the placing of a resumed page (they take over). */
const READER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/**
 * A resumed page keeps its place while it still grows (its rich text, late layout, pictures that
 * arrive one after another) for RESUME_MAX_MS, unless the reader takes over first.
 */
const RESUME_MAX_MS = 10_000;

/** Back where the reader stopped, when the link that opened the page says where (ResumeState). */
export function useResumePosition(): void {
  const resumeAt = (useLocation().state as Partial<ResumeState> | null)?.resumeAt;
  useEffect(() => {
    if (typeof resumeAt !== 'number') return;
    let live = true;
    let frame = 0;
    let cap = 0;
    let observer: ResizeObserver | null = null;
    const place = () => window.scrollTo({ top: Math.max(0, resumeAt * scrollableHeight()), left: 0 });
    const stop = () => {
      observer?.disconnect();
      observer = null;
      window.clearTimeout(cap);
      for (const type of READER_INPUTS) window.removeEventListener(type, stop);
    };
    // Once the page's rich text is on it (its sanitizer loads with the first record of the visit
    // that has some), and after the route's own scroll to the top (a parent effect runs after this one).
    const resume = () => {
      if (!live) return;
      frame = requestAnimationFrame(() => {
        place();
        // On a slow phone the page may still grow for a while after that frame (the rich text
        // rendered in slices, pictures): keep the place as it grows, for RESUME_MAX_MS or until
        // the reader takes over.
        if (typeof ResizeObserver !== 'function') return;
        observer = new ResizeObserver(place);
        observer.observe(document.body);
        cap = window.setTimeout(stop, RESUME_MAX_MS);
        for (const type of READER_INPUTS) window.addEventListener(type, stop, { passive: true });
      });
    };
    loadSanitizer().then(resume, resume);
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      stop();
    };
  }, [resumeAt]);
}
