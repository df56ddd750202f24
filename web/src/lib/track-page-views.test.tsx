import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';

import { saveChoice } from './consent';
import { useTrackPageViews } from './track-page-views';
import { configElementId } from './tracker';

function Page() {
  useTrackPageViews();
  return null;
}

afterEach(() => {
  // The tracker is one per page: each test gets a fresh one, bound to its own window.snaptr.
  vi.resetModules();
  localStorage.clear();
  delete window.snaptr;
  document.getElementById(configElementId)?.remove();
});

function configurePixel() {
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = configElementId;
  config.textContent = '{"snapPixelId": "pixel-1"}';
  document.head.appendChild(config);
}

it('reports a PAGE_VIEW for the first page and each new path, never for a manage link', async () => {
  configurePixel();
  saveChoice({ analytics: false, advertising: true });
  const snaptr = vi.fn();
  window.snaptr = snaptr;
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);

  await waitFor(() => {
    expect(snaptr.mock.calls).toEqual([['init', 'pixel-1', {}], ['track', 'PAGE_VIEW']]);
  });
  await act(() => router.navigate('/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  // Long enough for the tracker's (already loaded) module to answer a report, were one made.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(snaptr).toHaveBeenCalledTimes(2);
  await act(() => router.navigate('/services'));
  await waitFor(() => {
    expect(snaptr.mock.calls).toEqual([['init', 'pixel-1', {}], ['track', 'PAGE_VIEW'], ['track', 'PAGE_VIEW']]);
  });
});

it('reports nothing before advertising is accepted, then the page it was accepted on, once', async () => {
  configurePixel();
  const snaptr = vi.fn();
  window.snaptr = snaptr;
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/services'));
  act(() => {
    saveChoice({ analytics: true, advertising: false });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(snaptr).not.toHaveBeenCalled();

  act(() => {
    saveChoice({ analytics: true, advertising: true });
  });
  await waitFor(() => {
    expect(snaptr.mock.calls).toEqual([['init', 'pixel-1', {}], ['track', 'PAGE_VIEW']]);
  });
  act(() => {
    saveChoice({ analytics: false, advertising: true });
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(snaptr).toHaveBeenCalledTimes(2);
});
