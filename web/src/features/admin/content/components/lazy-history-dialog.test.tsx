import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { quietConsole } from '@/testing/content-list-suite';
import { anArticle } from '@/testing/content-fixtures';
import { memoryStore } from '@/testing/memory-content-store';
import type { AdminKind, AdminRecord } from '../admin-kind';
import { articlesAdmin } from '../kinds/articles';
import { AdminContentScreen } from './admin-content-screen';
import { HISTORY_UNAVAILABLE } from './lazy-history-dialog';

// The dialog's code cannot be fetched (a dropped connection, a release that replaced the chunk).
vi.mock('./history-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('History, when the dialog cannot load', () => {
  it('says so above the table and opens no dialog', async () => {
    quietConsole();
    const user = userEvent.setup();
    const store = memoryStore({ articles: [anArticle({ id: 'a1', title: 'Gentle Stretches' })] });
    renderScreen(<AdminContentScreen kind={articlesAdmin as unknown as AdminKind<AdminRecord>} store={store} />);
    await screen.findByRole('table');
    await user.click(within(screen.getByRole('row', { name: /Gentle Stretches/ })).getByRole('button', { name: 'History of Gentle Stretches' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(HISTORY_UNAVAILABLE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
