import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import UpdatePrompt from './update-prompt';

describe('UpdatePrompt', () => {
  it('says a new version is available and switches only when the person presses Reload, once', async () => {
    const onReload = vi.fn();
    renderScreen(<UpdatePrompt onReload={onReload} />);
    // Announced politely, as a status (not an alert that interrupts what is being read).
    expect(screen.getByText('A new version is available').closest('[role="status"]')).not.toBeNull();
    expect(onReload).not.toHaveBeenCalled();
    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(reload).toBeDisabled();
  });
});
