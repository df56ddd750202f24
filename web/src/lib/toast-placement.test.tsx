import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { adminSideNavPx, toasterPosition, toastPlacementStore, useToastPlacement } from './toast-placement';

function Dashboard() {
  useToastPlacement('admin');
  return null;
}

describe('where toasts show', () => {
  it("keeps the public site's corner above the WhatsApp button", () => {
    expect(toasterPosition('site', true)).toEqual({
      position: 'bottom-right',
      offset: { bottom: 96, right: 16 },
      mobileOffset: { bottom: 96, left: 16, right: 16 },
    });
  });

  it("puts the dashboard's toasts over its side navigation on a desk, no wider than it, and at the top on a phone", () => {
    const desk = toasterPosition('admin', true);
    expect(desk.position).toBe('bottom-left');
    expect((desk.offset.left ?? 0) * 2 + Number.parseInt(desk.width ?? '', 10)).toBe(adminSideNavPx);
    expect(toasterPosition('admin', false).position).toBe('top-center');
  });

  it('is the dashboard placement while the dashboard is on the screen, and the site one after', () => {
    expect(toastPlacementStore.get()).toBe('site');
    const view = render(<Dashboard />);
    expect(toastPlacementStore.get()).toBe('admin');
    view.unmount();
    expect(toastPlacementStore.get()).toBe('site');
  });
});
