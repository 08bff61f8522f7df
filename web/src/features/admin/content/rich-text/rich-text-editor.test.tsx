/**
 * The editor's toolbar: the text style menu and labelled buttons in a labelled toolbar (one tab
 * stop, arrow keys move), the formatting they apply, and the link prompt (an empty address adds nothing, a javascript:
 * address is refused with a message).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import RichTextEditor from './rich-text-editor';

beforeEach(() => {
  // draft-js restores the scroll position when it takes the focus; jsdom has no scrolling.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

function renderEditor(initialHtml = '<p>Hello world</p>') {
  const onChange = vi.fn();
  const onReady = vi.fn();
  const user = userEvent.setup();
  renderScreen(<RichTextEditor label="Content" initialHtml={initialHtml} onChange={onChange} onReady={onReady} />);
  return { onChange, onReady, user };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Content formatting' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });
const textStyle = () => within(toolbar()).getByRole('button', { name: /^Text style/ });
/** The hint shown beside a tool's button on hover and keyboard focus. */
const hintOf = (button: HTMLElement) => button.nextElementSibling as HTMLElement;

describe('the rich-text editor', () => {
  it('shows the stored text in a labelled text box and says when it is ready', () => {
    const { onReady } = renderEditor('<p>Hello <strong>world</strong></p>');
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box).toHaveTextContent('Hello world');
    expect(box).toHaveAttribute('contenteditable', 'true');
    expect(onReady).toHaveBeenCalledTimes(1);
    // The package's meaningless wrapper label is gone.
    expect(document.querySelector('[aria-label="rdw-wrapper"]')).toBeNull();
  });

  it('has the tools of docs/product.md §2, labelled, in a toolbar that is one tab stop with arrow keys', async () => {
    const { user } = renderEditor();
    const names = within(toolbar())
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Text style: Normal', 'Bold', 'Italic', 'Bullet list', 'Numbered list', 'Link']);
    expect(textStyle()).toHaveAttribute('aria-haspopup', 'menu');
    expect(tool('Bold')).toHaveAttribute('aria-pressed', 'false');
    expect(tool('Link')).toHaveAttribute('aria-haspopup', 'dialog');
    // The shortcut for assistive technology, and the hint shown on hover and keyboard focus.
    expect(tool('Bold')).toHaveAttribute('aria-keyshortcuts', 'Control+B');
    expect(tool('Italic')).toHaveAttribute('aria-keyshortcuts', 'Control+I');
    expect(tool('Link')).not.toHaveAttribute('aria-keyshortcuts');
    expect(hintOf(tool('Bold'))).toHaveTextContent(/^Bold \(Ctrl\+B\)$/);
    expect(hintOf(tool('Bullet list'))).toHaveTextContent(/^Bullet list$/);
    expect(within(toolbar()).getAllByRole('button').filter((b) => b.tabIndex === 0)).toEqual([textStyle()]);

    textStyle().focus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Bold')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(textStyle()).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Link')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(textStyle()).toHaveFocus();
    expect(textStyle().tabIndex).toBe(0);
  });

  it("shows each tool's hint beside it, hidden from screen readers; Escape hides it until the focus moves on", async () => {
    const { user } = renderEditor();
    const bold = tool('Bold');
    const hint = hintOf(bold);
    expect(hint).toHaveAttribute('aria-hidden', 'true');
    // Not part of the button: the button's name is its own, and a click on the hint presses nothing.
    expect(bold).not.toContainElement(hint);
    expect(bold).toHaveAccessibleName('Bold');
    await user.click(hint);
    expect(bold).toHaveAttribute('aria-pressed', 'false');

    const holder = hint.parentElement!;
    textStyle().focus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
    expect(holder).not.toHaveAttribute('data-tip-hidden');
    await user.keyboard('{Escape}');
    expect(holder).toHaveAttribute('data-tip-hidden');
    await user.keyboard('{ArrowRight}');
    expect(tool('Italic')).toHaveFocus();
    expect(holder).not.toHaveAttribute('data-tip-hidden');
  });

  it('offers Normal and headings 1 to 6, and makes the block the chosen one', async () => {
    const { user, onChange } = renderEditor();
    await user.click(textStyle());
    const menu = await screen.findByRole('menu', { name: 'Text style' });
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['Normal', 'Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6']);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');

    await user.click(within(menu).getByRole('menuitemradio', { name: 'Heading 6' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith('<h6>Hello world</h6>');
    expect(textStyle()).toHaveAccessibleName('Text style: Heading 6');

    // From the keyboard: Enter opens the menu on the current style, arrows move, Enter chooses.
    textStyle().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Heading 6' })).toHaveFocus());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2>Hello world</h2>'));
  });

  it('toggles bold and the lists, reporting the new HTML when the text changes', async () => {
    const { user, onChange } = renderEditor();
    await user.click(tool('Bold'));
    await waitFor(() => expect(tool('Bold')).toHaveAttribute('aria-pressed', 'true'));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(tool('Bullet list'));
    await waitFor(() => expect(tool('Bullet list')).toHaveAttribute('aria-pressed', 'true'));
    expect(onChange).toHaveBeenLastCalledWith('<ul>\n<li>Hello world</li>\n</ul>');

    await user.click(tool('Numbered list'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<ol>\n<li>Hello world</li>\n</ol>'));
    expect(tool('Bullet list')).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks for a link address: refuses javascript:, adds nothing when empty, links a valid address', async () => {
    const { user, onChange } = renderEditor('<p>Call us</p>');
    await user.click(tool('Link'));
    let dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const address = within(dialog).getByRole('textbox', { name: 'Link address' });
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Links starting with "javascript:" are not allowed.');
    expect(screen.getByRole('dialog', { name: 'Add link' })).toBeInTheDocument();

    await user.clear(address);
    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    await user.click(tool('Link'));
    dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Link address' }), 'tel:5550100{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).toMatch(/<a href="tel:5550100">tel:5550100<\/a>/);
  });
});
