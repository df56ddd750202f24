import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { AppProvider } from '@/app/provider';
import { testSiteConfig } from '@/config/business';
import { loadLocale, loadMessages } from '@/lib/i18n';
import { marketingVersion } from '@/lib/marketing';
import contactAr from '@/locales/contact/ar.json';
import errorsAr from '@/locales/errors/ar.json';
import { createQueryClient } from '@/lib/query-client';
import { json, stubApi } from '@/testing/test-utils';

import { ContactForm } from './contact-form';

const form = () => (
  <AppProvider queryClient={createQueryClient()} siteConfig={testSiteConfig}>
    <h2 id="heading">Send us a Message</h2>
    <ContactForm aria-labelledby="heading" />
  </AppProvider>
);

function renderForm() {
  const user = userEvent.setup();
  render(form());
  return user;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name *'), 'Layla Haddad');
  await user.type(screen.getByLabelText('Email Address *'), 'layla@example.ae');
  await user.type(screen.getByLabelText('Phone Number (Optional)'), '+971 50 123 4567');
  await user.type(screen.getByLabelText('Message *'), 'Do you have a couples package on Friday?');
}

describe('ContactForm', () => {
  // The form's texts are the contact catalog's, which the pages that show it load with their code.
  beforeAll(async () => {
    await Promise.all([loadMessages('contact'), loadMessages('errors')]);
  });

  it("has the product's labels, an e-mail field and a 5-row message", () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Send us a Message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Message *')).toHaveAttribute('rows', '5');
  });

  it('is disabled in the prerendered HTML and enabled once React has adopted it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form());
    document.body.append(container);
    expect(container.querySelector('fieldset')).toBeDisabled();
    render(form(), { container, hydrate: true });
    await waitFor(() => {
      expect(screen.getByLabelText('Full Name *')).toBeEnabled();
    });
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('shows the three validation messages on an empty submit, without calling the server', async () => {
    const fetchMock = stubApi();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const name = screen.getByLabelText('Full Name *');
    // The form's checks are fetched when it is first touched: the messages come once they are in.
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('Name must be at least 2 characters.');
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email Address *')).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByLabelText('Message *')).toHaveAccessibleDescription('Message must be at least 10 characters.');
    expect(screen.getByLabelText('Phone Number (Optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows the success toast and clears the form', async () => {
    let body: unknown;
    let release: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubApi({
      'POST /api/contact': async (request) => {
        body = await request.json();
        await answered;
        return json({ id: 7 }, { status: 201 });
      },
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    release?.();
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.ae',
      phone: '+971 50 123 4567',
      message: 'Do you have a couples package on Friday?',
    });
    await waitFor(() => expect(screen.getByLabelText('Full Name *')).toHaveValue(''));
    expect(screen.getByLabelText('Message *')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('has a separate, unticked box for offers by e-mail, sent with its words\' version only when ticked', async () => {
    let body: unknown;
    stubApi({
      'POST /api/contact': async (request) => {
        body = await request.json();
        return json({ id: 8 }, { status: 201 });
      },
    });
    const user = renderForm();
    const box = screen.getByRole('checkbox', { name: 'Send me offers and news by e-mail' });
    expect(box).not.toBeChecked();
    await fillValid(user);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent Successfully!')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Layla Haddad',
      email: 'layla@example.ae',
      phone: '+971 50 123 4567',
      message: 'Do you have a couples package on Friday?',
      marketing: true,
      marketingVersion,
      language: 'en',
    });
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it("puts a 400's field messages under the fields", async () => {
    stubApi({
      'POST /api/contact': json(
        { message: 'Invalid', errors: { email: 'Please enter a valid email address.' } },
        { status: 400, statusText: 'Bad Request' },
      ),
    });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email Address *')).toHaveAccessibleDescription('Please enter a valid email address.'),
    );
    expect(screen.queryByText('Failed to Send Message')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Layla Haddad');
  });

  it('shows the destructive toast when sending fails, keeping what was typed', async () => {
    stubApi({ 'POST /api/contact': new Response('oops', { status: 500, statusText: 'Internal Server Error' }) });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact us directly via WhatsApp.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Layla Haddad');
  });
});

describe('ContactForm in Arabic', () => {
  beforeEach(async () => {
    await loadLocale('ar');
    await Promise.all([loadMessages('contact'), loadMessages('errors')]);
  });
  afterEach(async () => {
    await loadLocale('en');
  });

  const labels = {
    name: contactAr['contact.form.name'],
    email: contactAr['contact.form.email'],
    phone: contactAr['contact.form.phone'],
    message: contactAr['contact.form.message'],
  };

  it('has the Arabic labels, and the e-mail and phone fields read left to right', () => {
    renderForm();
    for (const label of Object.values(labels)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText(labels.email)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(labels.phone)).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText(labels.name)).not.toHaveAttribute('dir');
    expect(screen.getByRole('button', { name: contactAr['contact.form.send'] })).toBeInTheDocument();
  });

  it('shows the validation messages in Arabic', async () => {
    const fetchMock = stubApi();
    const user = renderForm();
    await user.type(screen.getByLabelText(labels.phone), '12345');
    await user.click(screen.getByRole('button', { name: contactAr['contact.form.send'] }));
    expect(screen.getByLabelText(labels.name)).toHaveAccessibleDescription(errorsAr['error.name.too_short']);
    expect(screen.getByLabelText(labels.email)).toHaveAccessibleDescription(errorsAr['error.email.invalid']);
    expect(screen.getByLabelText(labels.phone)).toHaveAccessibleDescription(errorsAr['error.phone.invalid']);
    expect(screen.getByLabelText(labels.message)).toHaveAccessibleDescription(errorsAr['error.message.too_short']);
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("translates the server's field messages by their codes, and shows what it does not know as it came", async () => {
    stubApi({
      'POST /api/contact': json(
        {
          message: 'Invalid',
          code: 'fields.check',
          errors: { email: 'E-mail words nobody has seen before.', message: 'Some new rule.' },
          fields: { email: { code: 'email.invalid' }, message: { code: 'message.some_new_rule' } },
        },
        { status: 400, statusText: 'Bad Request' },
      ),
    });
    const user = renderForm();
    await user.type(screen.getByLabelText(labels.name), 'ليلى حداد');
    await user.type(screen.getByLabelText(labels.email), 'layla@example.ae');
    await user.type(screen.getByLabelText(labels.message), 'هل لديكم باقة للثنائي يوم الجمعة؟');
    await user.click(screen.getByRole('button', { name: contactAr['contact.form.send'] }));
    await waitFor(() => expect(screen.getByLabelText(labels.email)).toHaveAccessibleDescription(errorsAr['error.email.invalid']));
    expect(screen.getByLabelText(labels.message)).toHaveAccessibleDescription('Some new rule.');
  });

  it('sends, and says so in Arabic; a failure too', async () => {
    stubApi({ 'POST /api/contact': json({ id: 7 }, { status: 201 }) });
    const user = renderForm();
    await user.type(screen.getByLabelText(labels.name), 'ليلى حداد');
    await user.type(screen.getByLabelText(labels.email), 'layla@example.ae');
    await user.type(screen.getByLabelText(labels.message), 'هل لديكم باقة للثنائي يوم الجمعة؟');
    await user.click(screen.getByRole('button', { name: contactAr['contact.form.send'] }));
    expect(await screen.findByText(contactAr['contact.toast.sent.title'])).toBeInTheDocument();
    expect(screen.getByText(contactAr['contact.toast.sent.text'])).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(labels.name)).toHaveValue(''));

    stubApi({ 'POST /api/contact': new Response('oops', { status: 500 }) });
    await user.type(screen.getByLabelText(labels.name), 'ليلى حداد');
    await user.type(screen.getByLabelText(labels.email), 'layla@example.ae');
    await user.type(screen.getByLabelText(labels.message), 'هل لديكم باقة للثنائي يوم الجمعة؟');
    await user.click(screen.getByRole('button', { name: contactAr['contact.form.send'] }));
    expect(await screen.findByText(contactAr['contact.toast.failed.title'])).toBeInTheDocument();
    expect(screen.getByText(contactAr['contact.toast.failed.text'])).toBeInTheDocument();
  });
});
