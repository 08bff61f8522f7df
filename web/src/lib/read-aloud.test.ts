import { describe, expect, it } from 'vitest';
import { AloudReader, speechPieces, type ReadAloudState, type Synth } from './read-aloud';

/** A stand-in engine: it records what it was given and lets the test end or fail each utterance. */
function fakeEngine() {
  const spoken: SpeechSynthesisUtterance[] = [];
  const calls: string[] = [];
  const synth: Synth = {
    speak: (u) => {
      spoken.push(u);
      calls.push(`speak:${u.text}`);
    },
    cancel: () => calls.push('cancel'),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
  };
  const utter = (text: string) => ({ text, lang: '', onend: null, onerror: null }) as unknown as SpeechSynthesisUtterance;
  const states: ReadAloudState[] = [];
  const reader = new AloudReader(synth, utter, (state) => states.push(state), 'en-GB');
  const end = (i: number) => spoken[i]!.onend!.call(spoken[i]!, {} as SpeechSynthesisEvent);
  const fail = (i: number, error: string) => spoken[i]!.onerror!.call(spoken[i]!, { error } as SpeechSynthesisErrorEvent);
  return { reader, spoken, calls, states, end, fail };
}

describe('speechPieces', () => {
  it('keeps short paragraphs whole and each paragraph apart', () => {
    expect(speechPieces('Living with pain.\n\nPacing helps. Rest too.')).toEqual(['Living with pain.', 'Pacing helps. Rest too.']);
  });

  it('cuts a long paragraph at sentence ends, never beyond the longest piece', () => {
    const sentence = 'Gentle movement on most days keeps joints supple and helps sleep.';
    const pieces = speechPieces(Array.from({ length: 10 }, () => sentence).join(' '), 140);
    expect(pieces.length).toBeGreaterThan(4);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(140);
      expect(piece.endsWith('.')).toBe(true);
    }
  });

  it('cuts a sentence longer than a piece between words, losing none', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    const pieces = speechPieces(words.join(' '), 50);
    expect(pieces.every((piece) => piece.length <= 50)).toBe(true);
    expect(pieces.join(' ').split(' ')).toEqual(words);
  });

  it('gives nothing to say for blank text', () => {
    expect(speechPieces(' \n\n ')).toEqual([]);
  });
});

describe('AloudReader', () => {
  it('speaks the pieces one after another in the page language, then is idle', () => {
    const { reader, spoken, states, end } = fakeEngine();
    reader.start('First part.\nSecond part.');
    expect(spoken.map((u) => u.text)).toEqual(['First part.']);
    expect(spoken[0]!.lang).toBe('en-GB');
    end(0);
    expect(spoken.map((u) => u.text)).toEqual(['First part.', 'Second part.']);
    end(1);
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('pauses and resumes through the engine', () => {
    const { reader, calls, states } = fakeEngine();
    reader.start('Text.');
    reader.pause();
    reader.resume();
    expect(calls.slice(-2)).toEqual(['pause', 'resume']);
    expect(states).toEqual(['speaking', 'paused', 'speaking']);
  });

  it('stops at once: the cancelled piece ending later neither goes on nor counts as a failure', () => {
    const { reader, spoken, calls, states, end, fail } = fakeEngine();
    reader.start('One.\nTwo.');
    reader.stop();
    expect(calls.at(-1)).toBe('cancel');
    fail(0, 'interrupted');
    end(0);
    expect(spoken).toHaveLength(1);
    expect(states).toEqual(['speaking', 'idle']);
  });

  it('reports an engine failure (no voice) and cancels what is queued', () => {
    const { reader, states, calls, fail } = fakeEngine();
    reader.start('One.\nTwo.');
    fail(0, 'synthesis-failed');
    expect(states).toEqual(['speaking', 'failed']);
    expect(calls.at(-1)).toBe('cancel');
  });

  it('a new start replaces the reading under way', () => {
    const { reader, spoken, end } = fakeEngine();
    reader.start('Old one.\nOld two.');
    reader.start('New.');
    end(0);
    expect(spoken.map((u) => u.text)).toEqual(['Old one.', 'New.']);
  });
});
