import { afterEach, describe, expect, it, vi } from 'vitest';

import { approachOf, belowTheEdge } from './approach';

/** An IntersectionObserver the test drives: `report` says whether the element intersects its root. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const target = this.observed[0];
    if (!target) throw new Error('nothing observed');
    const entry = { target, isIntersecting } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

async function state(promise: Promise<void>): Promise<'reached' | 'waiting'> {
  const waiting = new Promise<'waiting'>((resolve) => {
    setTimeout(() => {
      resolve('waiting');
    }, 0);
  });
  return Promise.race([promise.then(() => 'reached' as const), waiting]);
}

function serverSection(): HTMLElement {
  const section = document.createElement('div');
  section.id = 'lower-sections';
  section.innerHTML = '<button type="button">A question</button>';
  document.body.append(section);
  return section;
}

afterEach(() => {
  document.body.innerHTML = '';
  FakeObserver.last = undefined;
});

describe('approachOf', () => {
  it('is reached at once when the page has no such element (drawn in the browser)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    expect(await state(approachOf('lower-sections').reached)).toBe('reached');
    expect(FakeObserver.last).toBeUndefined();
  });

  it('is reached at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    serverSection();
    expect(await state(approachOf('lower-sections').reached)).toBe('reached');
  });

  it('waits until the element comes into the viewport less its last pixel row', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const section = serverSection();
    const approach = approachOf('lower-sections');
    const observer = FakeObserver.last;
    expect(observer?.observed).toEqual([section]);
    // Right below a hero as tall as the screen, the sections touch the viewport's edge: in a browser that counts
    // as intersecting, and the observer would report nothing more as they scroll in. Without the edge, the first
    // report says "not intersecting" and the next one comes when they show.
    expect(observer?.options?.rootMargin).toBe(belowTheEdge);
    expect(await state(approach.reached)).toBe('waiting');
    observer?.report(false);
    expect(await state(approach.reached)).toBe('waiting');
    observer?.report(true);
    expect(await state(approach.reached)).toBe('reached');
    expect(observer?.disconnected).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'focusin'])('is reached by a %s inside the element, even one stopped on its way', async (type) => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const section = serverSection();
    // As React's listener on the app's root does with an event aimed at a part not adopted yet.
    const stop = (event: Event) => {
      event.stopPropagation();
    };
    document.body.addEventListener(type, stop, true);
    const approach = approachOf('lower-sections');
    document.body.dispatchEvent(new Event(type, { bubbles: true })); // outside: still waiting
    expect(await state(approach.reached)).toBe('waiting');
    section.querySelector('button')?.dispatchEvent(new Event(type, { bubbles: true }));
    expect(await state(approach.reached)).toBe('reached');
    expect(FakeObserver.last?.disconnected).toBe(true);
    document.body.removeEventListener(type, stop, true);
  });

  it('is reached when opened', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    serverSection();
    const approach = approachOf('lower-sections');
    approach.open();
    expect(await state(approach.reached)).toBe('reached');
  });
});
