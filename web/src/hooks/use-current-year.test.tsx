import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useCurrentYear } from './use-current-year';

function Year() {
  return <p>{useCurrentYear()}</p>;
}

describe('useCurrentYear', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is the build year in the prerendered HTML and this year in the browser, also after a new year', () => {
    vi.useFakeTimers({ now: new Date(__BUILD_YEAR__ + 1, 0, 1, 12), toFake: ['Date'] });
    expect(renderToString(<Year />)).toBe(`<p>${String(__BUILD_YEAR__)}</p>`);

    const container = document.createElement('div');
    container.innerHTML = renderToString(<Year />);
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    render(<Year />, { container, hydrate: true });
    expect(screen.getByText(String(__BUILD_YEAR__ + 1))).toBeInTheDocument();
    expect(consoleError, 'React reports a hydration mismatch on the console').not.toHaveBeenCalled();
  });
});
