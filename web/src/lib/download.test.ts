import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveFile } from './download';

// jsdom has no object URLs: the test lends URL its own pair and takes it back afterwards.
const urlFunctions = ['createObjectURL', 'revokeObjectURL'] as const;
const ownUrlFunctions = urlFunctions.map((name) => [name, Object.getOwnPropertyDescriptor(URL, name)] as const);

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    for (const [name, own] of ownUrlFunctions) {
      if (own) Object.defineProperty(URL, name, own);
      else Reflect.deleteProperty(URL, name);
    }
  });

  it('clicks a hidden link to an object URL named after the file, then removes it and releases the URL', () => {
    vi.useFakeTimers();
    const create = vi.fn(() => 'blob:http://localhost/1');
    const revoke = vi.fn();
    Object.defineProperty(URL, 'createObjectURL', { value: create, configurable: true, writable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revoke, configurable: true, writable: true });
    const clicked: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });
    saveFile(blob, 'income-report-all-to-all.csv');

    expect(create).toHaveBeenCalledWith(blob);
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked).toEqual([{ href: 'blob:http://localhost/1', download: 'income-report-all-to-all.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
