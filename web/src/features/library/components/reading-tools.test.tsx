import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubSpeech } from '@/testing/speech';
import { ReadingTools, readingText } from './reading-tools';

const reading = { title: 'Pacing your day', parts: [{ text: 'A short guide.' }, { html: '<p>Plan <strong>rest</strong>.</p><p>Then move.</p>' }] };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.style.fontSize = '';
});

describe('the reading tools of a detail page', () => {
  it('reads the title, then each part as plain text', () => {
    expect(readingText(reading)).toBe('Pacing your day.\nA short guide.\nPlan rest.\nThen move.');
  });

  it('hides Listen where the browser has no speech synthesis, and still offers the text size', () => {
    expect(window.speechSynthesis).toBeUndefined();
    render(<ReadingTools reading={reading} />);
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Text size' })).toBeInTheDocument();
  });

  it('Listen speaks, then offers Pause, Resume and Stop, and says what it is doing', async () => {
    const synth = stubSpeech();
    const user = userEvent.setup();
    render(<ReadingTools reading={reading} />);
    const group = screen.getByRole('group', { name: 'Listen to this page' });

    await user.click(within(group).getByRole('button', { name: 'Listen' }));
    expect(synth.speak).toHaveBeenCalledTimes(1);
    expect(synth.speak.mock.calls[0]![0].text).toBe('Pacing your day.');
    expect(within(group).getByRole('status')).toHaveTextContent('Reading aloud.');
    // The button that was pressed becomes Pause: the keyboard focus stays on it.
    expect(within(group).getByRole('button', { name: 'Pause' })).toHaveFocus();

    await user.click(within(group).getByRole('button', { name: 'Pause' }));
    expect(synth.pause).toHaveBeenCalled();
    expect(within(group).getByRole('status')).toHaveTextContent('Paused.');

    await user.click(within(group).getByRole('button', { name: 'Resume' }));
    expect(synth.resume).toHaveBeenCalled();

    await user.click(within(group).getByRole('button', { name: 'Stop' }));
    expect(synth.cancel).toHaveBeenCalled();
    expect(within(group).getByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(within(group).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops reading when the person leaves the page', async () => {
    const synth = stubSpeech();
    const { unmount } = render(<ReadingTools reading={reading} />);
    await userEvent.click(screen.getByRole('button', { name: 'Listen' }));
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });

  it('the text size is a radio group named by its legend: the chosen size is checked, and choosing one changes it for the whole page', async () => {
    render(<ReadingTools reading={reading} />);
    const group = screen.getByRole('group', { name: 'Text size' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['standard', 'large', 'larger', 'largest']);
    expect(within(group).getByRole('radio', { name: 'Standard' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Largest' }));
    expect(within(group).getByRole('radio', { name: 'Largest' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Standard' })).not.toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('150%');
    // Choosing the chosen size again keeps it.
    await userEvent.click(within(group).getByRole('radio', { name: 'Largest' }));
    expect(within(group).getByRole('radio', { name: 'Largest' })).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('150%');
  });

  it('the text size group is one tab stop, on the chosen size; the arrow keys choose the next or previous size', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Before</button>
        <ReadingTools reading={reading} />
        <button type="button">After</button>
      </>,
    );
    const group = screen.getByRole('group', { name: 'Text size' });
    const size = (name: string) => within(group).getByRole('radio', { name });
    // All the sizes share one name, so the browser makes them one group.
    const names = new Set(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('name')));
    expect(names.size).toBe(1);
    await user.click(size('Large'));
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(size('Large')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(size('Larger')).toHaveFocus();
    expect(size('Larger')).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('125%');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(size('Standard')).toHaveFocus();
    expect(size('Standard')).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    // Back into the group: its tab stop is the chosen size.
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(size('Standard')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });

  it('two copies on one page are two groups showing the one setting', async () => {
    render(
      <>
        <ReadingTools reading={reading} />
        <ReadingTools reading={reading} />
      </>,
    );
    const [first, second] = screen.getAllByRole('group', { name: 'Text size' });
    expect(within(first!).getAllByRole('radio')[0]!.getAttribute('name')).not.toBe(within(second!).getAllByRole('radio')[0]!.getAttribute('name'));
    await userEvent.click(within(first!).getByRole('radio', { name: 'Larger' }));
    expect(within(second!).getByRole('radio', { name: 'Larger' })).toBeChecked();
    expect(within(first!).getByRole('radio', { name: 'Larger' })).toBeChecked();
  });
});
