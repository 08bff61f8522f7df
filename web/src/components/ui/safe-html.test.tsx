import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSanitizer, SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('holds the text\'s place until the sanitizer has loaded, then shows the sanitized HTML; later ones show at once', async () => {
    const { container } = render(<SafeHtml html={'<h2>Causes</h2><p onclick="alert(1)">Wear</p><script>window.hacked = true</script>'} data-testid="body" />);
    // First rich text of the visit: the sanitizer is not here yet, its place is held.
    expect(screen.getByTestId('body')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('body')).toBeEmptyDOMElement();
    expect(await screen.findByRole('heading', { level: 2, name: 'Causes' })).toBeInTheDocument();
    expect(screen.getByTestId('body')).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick/);

    await loadSanitizer();
    render(<SafeHtml html="<p>Second</p>" data-testid="second" />);
    expect(screen.getByTestId('second')).toHaveTextContent('Second');
  });

});
