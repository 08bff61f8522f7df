/**
 * Reading a page aloud with the browser's own speech synthesis. No service, no data
 * leaves the device. The text is spoken in short pieces one after another: Chrome stops a single
 * long utterance after about fifteen seconds, and pieces let Stop end at once. Nothing on the page
 * is highlighted: engines report word boundaries unevenly (some never), so a highlight could not be
 * kept in step with the voice.
 */
import { useEffect, useState } from 'react';

export type ReadAloudState = 'idle' | 'speaking' | 'paused' | 'failed';

/** Longest piece handed to the engine at once (characters). */
export const SPEECH_PIECE_MAX = 220;

/** The text in pieces of at most `max` characters, cut at paragraph, then sentence, then word ends. */
export function speechPieces(text: string, max = SPEECH_PIECE_MAX): string[] {
  const pieces: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let piece = '';
    const push = () => {
      if (piece.trim()) pieces.push(piece.trim());
      piece = '';
    };
    for (const sentence of paragraph.split(/(?<=[.!?;:])\s+/)) {
      for (const part of wordRuns(sentence.trim(), max)) {
        if (piece && piece.length + 1 + part.length > max) push();
        piece = piece ? `${piece} ${part}` : part;
      }
    }
    push();
  }
  return pieces;
}

/** A sentence longer than `max` in runs of whole words (a single longer word stays whole). */
function wordRuns(sentence: string, max: number): string[] {
  if (sentence.length <= max) return sentence ? [sentence] : [];
  const runs: string[] = [];
  let run = '';
  for (const word of sentence.split(/\s+/)) {
    if (run && run.length + 1 + word.length > max) {
      runs.push(run);
      run = '';
    }
    run = run ? `${run} ${word}` : word;
  }
  if (run) runs.push(run);
  return runs;
}

/** The parts of SpeechSynthesis the reader uses (a test passes a stand-in). */
export type Synth = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'pause' | 'resume'>;
export type MakeUtterance = (text: string) => SpeechSynthesisUtterance;

/** Whether this browser can read aloud at all; where it cannot, Listen is not shown. */
export function browserSynth(): { synth: Synth; utter: MakeUtterance } | null {
  if (typeof window === 'undefined') return null;
  const synth = window.speechSynthesis as SpeechSynthesis | undefined;
  const Utterance = window.SpeechSynthesisUtterance as typeof SpeechSynthesisUtterance | undefined;
  if (!synth || typeof Utterance !== 'function') return null;
  return { synth, utter: (text) => new Utterance(text) };
}

/**
 * One reading at a time: start, pause, resume, stop. Events of a reading that was stopped (or
 * replaced) are ignored, so a late `end` never restarts or ends the wrong one.
 */
export class AloudReader {
  private run = 0;

  constructor(
    private readonly synth: Synth,
    private readonly utter: MakeUtterance,
    private readonly onState: (state: ReadAloudState) => void,
    private readonly lang = 'en-US',
  ) {}

  start(text: string): void {
    const pieces = speechPieces(text);
    this.synth.cancel();
    const run = ++this.run;
    if (pieces.length === 0) return this.onState('idle');
    this.onState('speaking');
    this.speak(pieces, 0, run);
  }

  private speak(pieces: string[], index: number, run: number) {
    const utterance = this.utter(pieces[index]!);
    utterance.lang = this.lang;
    utterance.onend = () => {
      if (run !== this.run) return;
      if (index + 1 < pieces.length) this.speak(pieces, index + 1, run);
      else this.finish('idle');
    };
    utterance.onerror = (event) => {
      // Cancelling (Stop, or leaving the page) reports an error of its own: that is no failure.
      if (run !== this.run || event.error === 'interrupted' || event.error === 'canceled') return;
      this.synth.cancel();
      this.finish('failed');
    };
    this.synth.speak(utterance);
  }

  private finish(state: ReadAloudState) {
    this.run++;
    this.onState(state);
  }

  pause(): void {
    this.synth.pause();
    this.onState('paused');
  }

  resume(): void {
    this.synth.resume();
    this.onState('speaking');
  }

  stop(): void {
    this.run++;
    this.synth.cancel();
    this.onState('idle');
  }
}

/**
 * The reader of one page; it stops when the person leaves the page. It goes on behind another tab or
 * a locked phone screen: listening while resting the eyes is the point.
 */
export function useReadAloud() {
  const [state, setState] = useState<ReadAloudState>('idle');
  const [reader] = useState(() => {
    const engine = browserSynth();
    return engine ? new AloudReader(engine.synth, engine.utter, setState, document.documentElement.lang || 'en-US') : null;
  });
  useEffect(() => () => reader?.stop(), [reader]);
  return { state, reader };
}
