import { describe, expect, it } from 'vitest';

import { postImage } from './post-image';

describe('postImage', () => {
  it('offers the 640-wide copy beside the 1200-wide picture', () => {
    expect(postImage('/media/blog/hot-stone-massage-explained.webp')).toEqual({
      src: '/media/blog/hot-stone-massage-explained.webp',
      srcSet: '/media/blog/hot-stone-massage-explained-640.webp 640w, /media/blog/hot-stone-massage-explained.webp 1200w',
    });
  });

  it('falls back to the default picture', () => {
    expect(postImage('')).toEqual({
      src: '/media/blog/default.webp',
      srcSet: '/media/blog/default-640.webp 640w, /media/blog/default.webp 1200w',
    });
    expect(postImage('  ').src).toBe('/media/blog/default.webp');
  });

  it('leaves other pictures alone', () => {
    expect(postImage('/media/blog/photo.jpg')).toEqual({ src: '/media/blog/photo.jpg' });
    expect(postImage('https://cdn.example.com/a.webp')).toEqual({ src: 'https://cdn.example.com/a.webp' });
  });
});
