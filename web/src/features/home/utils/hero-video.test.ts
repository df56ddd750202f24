import { describe, expect, it } from 'vitest';

import { mayPlayHeroVideo, scrollBehavior } from './hero-video';

function fakeWindow({ reducedMotion = false, saveData }: { reducedMotion?: boolean; saveData?: boolean }) {
  return {
    matchMedia: (query: string) =>
      ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion }) as MediaQueryList,
    navigator: (saveData === undefined ? {} : { connection: { saveData } }) as Navigator,
  };
}

describe('mayPlayHeroVideo', () => {
  it('plays for a visitor with no preferences, and where the browser has no connection info', () => {
    expect(mayPlayHeroVideo(fakeWindow({}))).toBe(true);
    expect(mayPlayHeroVideo(fakeWindow({ saveData: false }))).toBe(true);
  });

  it('keeps the still poster for reduced motion', () => {
    expect(mayPlayHeroVideo(fakeWindow({ reducedMotion: true }))).toBe(false);
  });

  it('keeps the still poster when the visitor saves data', () => {
    expect(mayPlayHeroVideo(fakeWindow({ saveData: true }))).toBe(false);
  });
});

describe('scrollBehavior', () => {
  it('scrolls smoothly unless reduced motion is asked for', () => {
    expect(scrollBehavior(fakeWindow({}))).toBe('smooth');
    expect(scrollBehavior(fakeWindow({ reducedMotion: true }))).toBe('auto');
  });
});
