import { createHash } from 'node:crypto';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  cartEventData,
  configElementId,
  createTracker,
  isPrivatePath,
  normalizeEmail,
  normalizePhone,
  purchaseEventData,
  readPixelId,
  sha256Hex,
  snapScriptUrl,
  type Snaptr,
} from './tracker';
import { consentStorageKey, saveChoice } from './consent';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function setConfig(json: string | null) {
  document.getElementById(configElementId)?.remove();
  if (json === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = configElementId;
  script.textContent = json;
  document.head.appendChild(script);
}

const service = { id: 7, price: '450.00', category: 'Massage Therapy' };
const visitor = { email: '  Layla.Haddad@Example.AE ', phone: '+971 (50) 123-4567' };

beforeEach(() => {
  localStorage.clear();
  delete window.snaptr;
  document.head.querySelectorAll('script').forEach((s) => {
    s.remove();
  });
});

afterEach(() => {
  delete window.snaptr;
  setConfig(null);
});

describe('normalising and hashing', () => {
  it('trims and lower-cases e-mail, keeps only the digits of a phone', () => {
    expect(normalizeEmail('  Layla.Haddad@Example.AE ')).toBe('layla.haddad@example.ae');
    expect(normalizePhone('+971 (50) 123-4567')).toBe('971501234567');
  });

  it('hashes with SHA-256 as lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('layla.haddad@example.ae')).toBe(sha256('layla.haddad@example.ae'));
  });
});

describe('readPixelId', () => {
  it("reads snapPixelId from the server's config block", () => {
    setConfig('{"snapPixelId":" px-123 ","business":{}}');
    expect(readPixelId(document)).toBe('px-123');
  });

  it('is null when the block is missing, empty, broken or names no pixel', () => {
    expect(readPixelId(document)).toBeNull();
    for (const json of ['', '{"snapPixelId":""}', '{"snapPixelId":42}', 'not json', 'null']) {
      setConfig(json);
      expect(readPixelId(document), json).toBeNull();
    }
  });
});

describe('event data', () => {
  it('ADD_CART: price as a number, AED, item id, category, one item, a fresh dedup id, contact and hashes', async () => {
    const first = await cartEventData(service, visitor);
    expect(first).toEqual({
      price: 450,
      currency: 'AED',
      item_ids: ['7'],
      item_category: 'Massage Therapy',
      number_items: 1,
      client_dedup_id: expect.any(String) as unknown,
      user_email: 'layla.haddad@example.ae',
      user_hashed_email: sha256('layla.haddad@example.ae'),
      user_phone_number: '971501234567',
      user_hashed_phone_number: sha256('971501234567'),
    });
    const second = await cartEventData(service, visitor);
    expect(second.client_dedup_id).not.toBe(first.client_dedup_id);
  });

  it('leaves out contact fields the visitor has not filled in', async () => {
    const data = await cartEventData(service, { email: ' ', phone: '' });
    expect(Object.keys(data).filter((key) => key.startsWith('user_'))).toEqual([]);
  });

  it('PURCHASE: the same plus the booking id as transaction_id', async () => {
    const data = await purchaseEventData(service, visitor, 31);
    expect(data).toMatchObject({
      price: 450,
      currency: 'AED',
      item_ids: ['7'],
      number_items: 1,
      transaction_id: '31',
      user_hashed_email: sha256('layla.haddad@example.ae'),
      user_hashed_phone_number: sha256('971501234567'),
    });
  });
});

describe('the tracker', () => {
  // Every test but the consent ones: the visitor has accepted advertising.
  beforeEach(() => {
    saveChoice({ analytics: false, advertising: true });
  });

  function stubSnaptr() {
    const calls: unknown[][] = [];
    const stub: Snaptr = (...args: unknown[]) => {
      calls.push(args);
    };
    window.snaptr = stub;
    return calls;
  }

  it('does nothing and loads nothing without a pixel id', async () => {
    const tracker = createTracker();
    tracker.pageView();
    await tracker.addCart(service, visitor);
    await tracker.purchase(service, visitor, 1);
    expect(window.snaptr).toBeUndefined();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it('uses an existing snaptr: init once, then PAGE_VIEW, ADD_CART and PURCHASE', async () => {
    setConfig('{"snapPixelId":"px-123"}');
    const calls = stubSnaptr();
    const tracker = createTracker();

    tracker.pageView();
    tracker.pageView();
    await tracker.addCart(service, visitor);
    await tracker.purchase(service, visitor, 'local-abc');

    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ['init', 'px-123'],
      ['track', 'PAGE_VIEW'],
      ['track', 'PAGE_VIEW'],
      ['track', 'ADD_CART'],
      ['track', 'PURCHASE'],
    ]);
    expect(calls[3]?.[2]).toMatchObject({ item_ids: ['7'], user_hashed_phone_number: sha256('971501234567') });
    expect(calls[4]?.[2]).toMatchObject({ transaction_id: 'local-abc' });
    expect(document.querySelector(`script[src="${snapScriptUrl}"]`)).toBeNull();
  });

  it("loads Snap's script once and queues calls until it arrives", () => {
    setConfig('{"snapPixelId":"px-123"}');
    const tracker = createTracker();
    tracker.pageView();
    tracker.pageView();
    expect(document.querySelectorAll(`script[src="${snapScriptUrl}"]`)).toHaveLength(1);
    expect(window.snaptr?.queue).toEqual([['init', 'px-123', {}], ['track', 'PAGE_VIEW'], ['track', 'PAGE_VIEW']]);
  });

  it('catches and logs every failure', async () => {
    setConfig('{"snapPixelId":"px-123"}');
    window.snaptr = () => {
      throw new Error('blocked');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tracker = createTracker();
    expect(() => {
      tracker.pageView();
    }).not.toThrow();
    await expect(tracker.addCart(service, visitor)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });
});

describe('private pages', () => {
  it("never reports a guest's manage link", () => {
    expect(isPrivatePath('/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isPrivatePath('/ar/booking/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isPrivatePath('/your-data/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isPrivatePath('/ar/your-data/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(true);
    expect(isPrivatePath('/ar/booking')).toBe(false);
    expect(isPrivatePath('/booking')).toBe(false);
    expect(isPrivatePath('/')).toBe(false);
  });
});

describe("the tracker and the visitor's consent", () => {
  it('loads nothing and sends nothing until advertising is accepted, then starts', async () => {
    setConfig('{"snapPixelId":"px-123"}');
    const tracker = createTracker();
    tracker.pageView();
    await tracker.addCart(service, visitor);
    await tracker.purchase(service, visitor, 1);
    expect(window.snaptr).toBeUndefined();
    expect(document.querySelector('script[src]')).toBeNull();

    saveChoice({ analytics: true, advertising: false });
    tracker.pageView();
    expect(window.snaptr).toBeUndefined();

    saveChoice({ analytics: false, advertising: true });
    tracker.pageView();
    expect(document.querySelectorAll(`script[src="${snapScriptUrl}"]`)).toHaveLength(1);
    expect(window.snaptr?.queue).toEqual([['init', 'px-123', {}], ['track', 'PAGE_VIEW']]);
  });

  it('sends nothing more once the acceptance is taken back', async () => {
    setConfig('{"snapPixelId":"px-123"}');
    const calls: unknown[][] = [];
    window.snaptr = (...args: unknown[]) => {
      calls.push(args);
    };
    saveChoice({ analytics: true, advertising: true });
    const tracker = createTracker();
    tracker.pageView();
    saveChoice({ analytics: true, advertising: false });
    tracker.pageView();
    await tracker.addCart(service, visitor);
    await tracker.purchase(service, visitor, 9);
    expect(calls.map((call) => call.slice(0, 2))).toEqual([
      ['init', 'px-123'],
      ['track', 'PAGE_VIEW'],
    ]);
  });

  it('takes a choice made under other words, or a broken one, as none', () => {
    setConfig('{"snapPixelId":"px-123"}');
    for (const stored of ['{"analytics":true,"advertising":true,"version":"2000-01-01"}', 'not json', '{"advertising":"yes"}']) {
      localStorage.setItem(consentStorageKey, stored);
      createTracker().pageView();
      expect(window.snaptr, stored).toBeUndefined();
    }
  });
});
