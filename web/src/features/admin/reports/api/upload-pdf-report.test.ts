import { describe, expect, it, vi } from 'vitest';

import { putFile, refusalMessage, UploadRefusedError, uploadConnectionMessage } from './upload-pdf-report';

describe('refusalMessage', () => {
  it("says the server's message, 'Authorization required' on 401, and the status otherwise", () => {
    expect(refusalMessage(415, '{"message":"Only PDF files can be uploaded: this file is not a PDF."}')).toBe(
      'Only PDF files can be uploaded: this file is not a PDF.',
    );
    expect(refusalMessage(401, '{"message":"Unauthorized"}')).toBe('Authorization required');
    expect(refusalMessage(502, '<html>Bad Gateway</html>')).toBe('Failed request with status 502');
    expect(refusalMessage(500, '')).toBe('Failed request with status 500');
  });
});

/** An XMLHttpRequest that never answers by itself: the test fires its events. */
class SilentXhr {
  static last: SilentXhr | null = null;
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  aborted = false;
  status = 0;
  responseText = '';
  open() {
    SilentXhr.last = this;
  }
  setRequestHeader() {
    // headers are not looked at here
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send() {
    // waits for the test
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
}

const pdf = () => new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' });

describe('putFile', () => {
  it('reports progress, then resolves with the size the server stored', async () => {
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    const seen: number[] = [];
    const sent = putFile('/api/objects/upload/t', pdf(), { onProgress: (p) => seen.push(p) });
    const xhr = SilentXhr.last;
    if (!xhr) throw new Error('nothing sent');
    xhr.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 4 }));
    xhr.status = 200;
    xhr.responseText = '{"uploadURL":"/api/objects/upload/t","fileSize":8}';
    xhr.events.dispatchEvent(new Event('load'));
    await expect(sent).resolves.toBe(8);
    expect(seen).toEqual([25, 100]);
  });

  it('fails with a clear message when the connection breaks', async () => {
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    const sent = putFile('/api/objects/upload/t', pdf());
    SilentXhr.last?.events.dispatchEvent(new Event('error'));
    await expect(sent).rejects.toEqual(new UploadRefusedError(0, uploadConnectionMessage));
  });

  it('stops the request when its signal aborts', async () => {
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    const controller = new AbortController();
    const sent = putFile('/api/objects/upload/t', pdf(), { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(SilentXhr.last?.aborted).toBe(true);
  });
});
