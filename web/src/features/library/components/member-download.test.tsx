import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { quietConsole } from '@/testing/content-list-suite';
import { renderScreen } from '@/testing/render';
import { MemberDownload } from './member-download';

const { fetchStoredFile } = vi.hoisted(() => ({ fetchStoredFile: vi.fn() }));
vi.mock('@/lib/firebase/stored-file', () => ({ fetchStoredFile }));

beforeEach(() => {
  fetchStoredFile.mockReset();
  vi.spyOn(window, 'open').mockReturnValue(null);
});

describe('MemberDownload', () => {
  it.each([
    [{ code: 'permission-denied' }, "You don't have permission to download this file."],
    [{ code: 'unauthenticated' }, "You don't have permission to download this file."],
    [{ code: 'not-found' }, 'The file could not be downloaded. Please try again.'],
    [new Error('offline'), 'The file could not be downloaded. Please try again.'],
  ])('fetches an uploaded file through the library and explains a failure (%o)', async (failure, message) => {
    quietConsole();
    fetchStoredFile.mockRejectedValue(failure);
    renderScreen(<MemberDownload label="Download PDF" itemName="Nerve Blocks" path="publications/p1/paper.pdf" />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Download PDF: Nerve Blocks/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchStoredFile).toHaveBeenCalledWith('publications/p1/paper.pdf');
  });
});
