import { vi } from 'vitest';

/**
 * A browser with speech synthesis whose utterances never end by themselves: the read-aloud tool's
 * tests drive it, and undo it with vi.unstubAllGlobals().
 */
export function stubSpeech() {
  const synth = { speak: vi.fn(), cancel: vi.fn(), pause: vi.fn(), resume: vi.fn() };
  vi.stubGlobal('speechSynthesis', synth);
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    },
  );
  return synth;
}
