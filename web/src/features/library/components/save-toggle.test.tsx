import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { SAVE_TEXTS, SaveToggle } from './save-toggle';

const api = vi.hoisted(() => ({
  state: { known: false, saved: false },
  /** A change the toggle asks for: the member's uid, then the change. */
  change: vi.fn(),
}));

vi.mock('../api/saved-items', async () => {
  class SavedItemsFull extends Error {}
  return {
    SavedItemsFull,
    useSavedItem: () => api.state,
    useSavedChange: (uid: string | undefined) => ({ mutateAsync: (change: unknown) => api.change(uid, change), isPending: false }),
  };
});

beforeEach(() => {
  api.change.mockReset();
});

describe('the Save toggle', () => {
  it('is named by its action and the record, and does nothing until the saved set is read', async () => {
    api.state = { known: false, saved: false };
    renderScreen(<SaveToggle kind="articles" id="a-1" title="Pacing" />, { session: fakeSession('member') });
    const button = screen.getByRole('button', { name: 'Save: Pacing' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.setup().click(button);
    expect(api.change).not.toHaveBeenCalled();
  });

  it('saves for the signed-in member, or removes what is saved', async () => {
    api.state = { known: true, saved: false };
    api.change.mockResolvedValue(undefined);
    const { unmount } = renderScreen(<SaveToggle kind="articles" id="a-1" title="Pacing" />, { session: fakeSession('member') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save: Pacing' }));
    expect(api.change).toHaveBeenCalledWith('uid-1', { kind: 'articles', id: 'a-1', save: true });
    unmount();

    api.state = { known: true, saved: true };
    renderScreen(<SaveToggle kind="articles" id="a-1" title="Pacing" variant="button" />, { session: fakeSession('member') });
    const remove = screen.getByRole('button', { name: 'Remove from saved: Pacing' });
    expect(remove).toHaveTextContent(SAVE_TEXTS.remove);
    await userEvent.setup().click(remove);
    expect(api.change).toHaveBeenLastCalledWith('uid-1', { kind: 'articles', id: 'a-1', save: false });
  });

  it("names its action in a label hidden from screen readers (the button's name says it), which Escape hides until the focus or pointer leaves", async () => {
    api.state = { known: true, saved: false };
    renderScreen(<SaveToggle kind="articles" id="a-1" title="Pacing" />, { session: fakeSession('member') });
    const button = screen.getByRole('button', { name: 'Save: Pacing' });
    const tip = button.querySelector('.save-tip')!;
    expect(tip).toHaveTextContent(SAVE_TEXTS.save);
    expect(tip).toHaveAttribute('aria-hidden', 'true');
    const user = userEvent.setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('data-tip-hidden');
    await user.tab();
    expect(button).not.toHaveAttribute('data-tip-hidden');
  });

  it('says so where the person is when the save fails', async () => {
    api.state = { known: true, saved: false };
    api.change.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<SaveToggle kind="articles" id="a-1" title="Pacing" />, { session: fakeSession('member') });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save: Pacing' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_TEXTS.saveFailed);
  });
});
