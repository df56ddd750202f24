import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { testSiteConfig } from '@/config/business';
import { json, renderApp, stubApi, unauthorized } from '@/testing/test-utils';

import { loginNavigation } from '../../shell/hooks/use-lost-session-redirect';

const uploadURL = `/api/objects/upload/${'a'.repeat(32)}.1900000000.${'b'.repeat(43)}`;

const report = {
  id: 4,
  fileName: 'may-2026.pdf',
  originalName: 'May 2026 income.pdf',
  fileSize: 1_572_864,
  reportType: 'monthly',
  reportDate: '2026-05-31',
  description: 'Income and commissions for May.',
  createdAt: '2026-06-01T06:30:00Z',
  downloadURL: '/api/admin/pdf-uploads/4/download',
};

/**
 * A stand-in for XMLHttpRequest (jsdom's would go to the network): it records each request and lets the
 * test report progress and answer when it chooses, or answers at once through `FakeXhr.autoRespond`.
 */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static autoRespond: ((xhr: FakeXhr) => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    const respond = FakeXhr.autoRespond;
    if (respond)
      setTimeout(() => {
        respond(this);
      }, 0);
  }
  aborted = false;
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

function stubXhr(autoRespond: ((xhr: FakeXhr) => void) | null = null) {
  FakeXhr.sent = [];
  FakeXhr.autoRespond = autoRespond;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const lastXhr = () => {
  const xhr = FakeXhr.sent.at(-1);
  if (!xhr) throw new Error('no upload was sent');
  return xhr;
};

function adminApi(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/api/auth/user': json({ id: 'admin', firstName: 'Admin', isAuthenticated: true }),
    '/api/admin/status': json({ isAdmin: true }),
    '/api/admin/pdf-uploads': json([]),
    'POST /api/objects/upload': json({ uploadURL, expiresAt: '2030-01-01T00:00:00Z', maxSize: 52_428_800 }),
    ...handlers,
  });
}

const pdf = (name = 'june.pdf', size?: number) => {
  const file = new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openUpload() {
  const view = renderApp('/admin?tab=reports');
  await view.user.click(await screen.findByRole('button', { name: 'Upload PDF Report' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload PDF Report' });
  return { ...view, dialog };
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Report type'), 'weekly');
  const date = within(dialog).getByLabelText('Report date');
  fireEvent.change(date, { target: { value: '2026-06-07' } });
  await user.type(within(dialog).getByLabelText('Description (optional)'), 'First week of June');
}

describe('reports tab', () => {
  it("says 'No PDF reports uploaded yet' when there are none", async () => {
    adminApi();
    renderApp('/admin?tab=reports');
    expect(await screen.findByText('No PDF reports uploaded yet')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Uploaded reports' })).toBeInTheDocument();
  });

  it('lists each report with its type, dates, readable size, description, and a download link', async () => {
    adminApi({ '/api/admin/pdf-uploads': json([report]) });
    renderApp('/admin?tab=reports');
    const table = await screen.findByRole('table', { name: 'Uploaded reports' });
    const row = (await within(table).findByText('May 2026 income.pdf')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Monthly')).toBeInTheDocument();
    expect(within(row).getByText('31 May 2026')).toBeInTheDocument();
    expect(within(row).getByText('1.5 MB')).toBeInTheDocument();
    expect(within(row).getByText('1 Jun 2026, 10:30 AM')).toBeInTheDocument();
    expect(within(row).getByText('Income and commissions for May.')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download May 2026 income.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/pdf-uploads/4/download',
    );
  });

  it("shows the upload's time on the spa's clock: a spa in New York sees its own", async () => {
    adminApi({ '/api/admin/pdf-uploads': json([report]) });
    renderApp('/admin?tab=reports', { siteConfig: { ...testSiteConfig, timeZone: 'America/New_York' } });
    const table = await screen.findByRole('table', { name: 'Uploaded reports' });
    const row = (await within(table).findByText('May 2026 income.pdf')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('1 Jun 2026, 2:30 AM')).toBeInTheDocument(); // 06:30 UTC, in summer time
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let calls = 0;
    adminApi({
      '/api/admin/pdf-uploads': () => {
        calls++;
        return calls === 1 ? json({ message: 'Internal error.' }, { status: 500 }) : json([report]);
      },
    });
    const { user } = renderApp('/admin?tab=reports');
    expect(await screen.findByText('Failed to load reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('May 2026 income.pdf')).toBeInTheDocument();
  });

  it('refuses a non-PDF, an oversize PDF and no file before sending anything', async () => {
    const fetchMock = adminApi();
    stubXhr();
    const { dialog } = await openUpload();
    const user = userEvent.setup({ applyAccept: false });
    const input = within(dialog).getByLabelText('PDF file');

    await user.upload(input, new File(['\x89PNG'], 'photo.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Only PDF files can be uploaded: this file is not a PDF.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, pdf('huge.pdf', 52_428_801));
    expect(
      await within(dialog).findByText('The file is too large: a PDF report may be at most 50 MB (52,428,800 bytes).'),
    ).toBeInTheDocument();

    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(input).toHaveFocus();
    });
    expect(FakeXhr.sent).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/objects/upload', expect.anything());
  });

  it('asks for the type and says what is missing', async () => {
    adminApi();
    stubXhr();
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf());
    expect(within(dialog).getByText(/^june\.pdf, /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please choose daily, weekly or monthly.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("uploads: asks for a URL, PUTs the file with a progress bar, records it, says 'Upload Successful' and refreshes", async () => {
    let recorded: unknown = null;
    let lists = 0;
    const fetchMock = adminApi({
      '/api/admin/pdf-uploads': () => {
        lists++;
        return json(lists === 1 ? [] : [{ ...report, id: 5, originalName: 'june.pdf', reportType: 'weekly' }]);
      },
      'POST /api/admin/pdf-uploads': async (request) => {
        recorded = await request.json();
        return json({ ...report, id: 5 }, { status: 201 });
      },
    });
    stubXhr();
    const { user, dialog } = await openUpload();
    const file = pdf();
    await user.upload(within(dialog).getByLabelText('PDF file'), file);
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(uploadURL);
    expect(xhr.body).toBe(file);
    expect(xhr.headers['Content-Type']).toBe('application/pdf');
    expect(fetchMock).toHaveBeenCalledWith('/api/objects/upload', expect.objectContaining({ method: 'POST', credentials: 'include' }));

    xhr.progress(40, 100);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => {
      expect(bar).toHaveAttribute('aria-valuenow', '40');
    });
    xhr.answer(200, { uploadURL, fileSize: file.size });

    expect(await screen.findByText('Upload Successful')).toBeInTheDocument();
    expect(screen.getByText('weekly report uploaded successfully')).toBeInTheDocument();
    expect(recorded).toEqual({
      fileName: 'june.pdf',
      originalName: 'june.pdf',
      uploadURL,
      fileSize: file.size,
      reportType: 'weekly',
      reportDate: '2026-06-07',
      description: 'First week of June',
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(await screen.findByText('june.pdf')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Upload PDF Report' })).toHaveFocus();
    });
  });

  it('Cancel during the upload stops it: nothing is recorded, nothing fails, focus goes back to the button', async () => {
    const fetchMock = adminApi();
    stubXhr();
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf());
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(lastXhr().aborted).toBe(true);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Upload PDF Report' })).toHaveFocus();
    });
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/pdf-uploads', expect.objectContaining({ method: 'POST' }));
  });

  it("shows the server's refusal of a file that is not a PDF inside", async () => {
    const fetchMock = adminApi();
    stubXhr((xhr) => {
      xhr.answer(415, { message: 'Only PDF files can be uploaded: this file is not a PDF.' });
    });
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf('renamed-photo.pdf'));
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await within(dialog).findByText('Only PDF files can be uploaded: this file is not a PDF.')).toBeInTheDocument();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('PDF file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(input).toHaveFocus();
    });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/pdf-uploads', expect.objectContaining({ method: 'POST' }));
  });

  it("says 'Authorization required' when the upload URL answers 401", async () => {
    adminApi();
    stubXhr((xhr) => {
      xhr.answer(401, { message: 'Unauthorized' });
    });
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf());
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Authorization required')).toBeInTheDocument();
  });

  it("says 'Upload Error' when the file arrived but the record was not saved, and keeps the dialog open", async () => {
    adminApi({ 'POST /api/admin/pdf-uploads': json({ message: 'Internal error.' }, { status: 500 }) });
    stubXhr((xhr) => {
      xhr.answer(200, { uploadURL, fileSize: 16 });
    });
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf());
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to save PDF. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload PDF Report' })).toBeInTheDocument();
  });

  it("a lost session while asking for the URL says 'Unauthorized' and logs in again", async () => {
    const go = vi.spyOn(loginNavigation, 'go').mockImplementation(() => undefined);
    adminApi({ 'POST /api/objects/upload': unauthorized });
    stubXhr();
    const { user, dialog } = await openUpload();
    await user.upload(within(dialog).getByLabelText('PDF file'), pdf());
    await fillDetails(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => {
      expect(go).toHaveBeenCalledWith('/api/login');
    });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("deletes a report only after confirmation, says 'Report Deleted' and refreshes the list", async () => {
    let deleted = false;
    adminApi({
      '/api/admin/pdf-uploads': () => json(deleted ? [] : [report]),
      'DELETE /api/admin/pdf-uploads/4': () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderApp('/admin?tab=reports');
    const deleteButton = await screen.findByRole('button', { name: 'Delete May 2026 income.pdf' });

    await user.click(deleteButton);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Report' });
    expect(
      within(dialog).getByText('Are you sure you want to delete May 2026 income.pdf? This action cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(deleteButton).toHaveFocus();
    });
    expect(deleted).toBe(false);

    await user.click(deleteButton);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Report' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Report Deleted')).toBeInTheDocument();
    expect(deleted).toBe(true);
    expect(await screen.findByText('No PDF reports uploaded yet')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Upload PDF Report' })).toHaveFocus();
    });
  });
});
