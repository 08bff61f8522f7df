/**
 * Reading comfort on the detail pages: Listen (the page read aloud by the browser's own
 * speech synthesis, with pause, resume and stop; not shown where the browser has none) and the text
 * size. Both sit under the title, before the text they act on.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { plainText } from '@common/readability';
import { LazyAlert } from '@/components/ui/lazy-alert';
import { TextSizeControl } from '@/components/ui/text-size-control';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useReadAloud, type ReadAloudState } from '@/lib/read-aloud';
import { useCountListening } from './record-use';

/** What Listen reads: the title, then each part (plain text or rich text) in page order. */
export interface ReadingText {
  title: string;
  parts: readonly { text?: string; html?: string }[];
}

export function readingText({ title, parts }: ReadingText): string {
  const text = [`${title.trim()}.`, ...parts.map((part) => (part.html !== undefined ? plainText(part.html) : (part.text ?? '')))].join('\n');
  // One line a paragraph, single spaces, no space left before punctuation where a tag was.
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').replace(/ ([.,;:!?])/g, '$1').trim())
    .filter(Boolean)
    .join('\n');
}

export const LISTEN_STATUS: Record<ReadAloudState, string> = {
  idle: '',
  speaking: 'Reading aloud.',
  paused: 'Paused.',
  failed: '',
};

export function ReadingTools({ reading }: { reading: ReadingText }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1.5, mb: 3 }}>
      <Listen reading={reading} />
      <TextSizeControl />
    </Box>
  );
}

function Listen({ reading }: { reading: ReadingText }) {
  const { state, reader } = useReadAloud();
  const countListening = useCountListening();
  if (!reader) return null;
  const active = state === 'speaking' || state === 'paused';
  return (
    <Box role="group" aria-label="Listen to this page" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {state === 'speaking' ? (
        <Button variant="outlined" startIcon={<PauseIcon aria-hidden="true" />} onClick={() => reader.pause()}>
          Pause
        </Button>
      ) : state === 'paused' ? (
        <Button variant="outlined" startIcon={<PlayArrowIcon aria-hidden="true" />} onClick={() => reader.resume()}>
          Resume
        </Button>
      ) : (
        <Button
          variant="outlined"
          startIcon={<VolumeUpIcon aria-hidden="true" />}
          onClick={() => {
            reader.start(readingText(reading));
            countListening();
          }}
        >
          Listen
        </Button>
      )}
      {active && (
        <Button variant="text" startIcon={<StopIcon aria-hidden="true" />} onClick={() => reader.stop()}>
          Stop
        </Button>
      )}
      <span role="status" style={visuallyHidden}>
        {LISTEN_STATUS[state]}
      </span>
      {state === 'failed' && (
        <LazyAlert severity="warning" sx={{ width: '100%' }}>
          This browser could not read the page aloud. Check that a voice is installed in your device's speech settings.
        </LazyAlert>
      )}
    </Box>
  );
}
