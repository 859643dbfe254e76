import { act, fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  contactFailed,
  contactSent,
  enterRequiredFields,
  fileSizeLimitExceeded,
  fileTypeNotAllowed,
  invalidCaptcha,
  ticketNotCreated,
} from '@thon/shared/catalog/messages';
import { defaultSupportIssueTypes, maxAttachmentBytes } from '@thon/shared/catalog/support';
import {
  attachmentLimitNote,
  captchaNotSolved,
  issueTypeNotOffered,
} from '@thon/shared/catalog/support-messages';
import { fakeCaptchaLabel } from '../../../testing/fake-altcha';
import { server } from '../../../testing/msw-server';
import { pledgeApi } from '../../../testing/pledge-handlers';
import { renderApp } from '../../../testing/render-app';
import { signInAs, testSessions } from '../../../testing/sessions';
import { supportApi } from '../../../testing/support-handlers';
import type * as LoadAltcha from '../../../components/captcha/load-altcha';

vi.mock('../../../components/captcha/load-altcha', async (importOriginal) => {
  const { defineFakeAltcha } = await import('../../../testing/fake-altcha');
  return {
    ...(await importOriginal<typeof LoadAltcha>()),
    loadAltcha: () => Promise.resolve(defineFakeAltcha()),
  };
});

afterEach(() => act(() => toast.dismiss()));

async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function openContactPage(options: Parameters<typeof supportApi>[0] = {}) {
  const support = supportApi(options);
  server.use(...support.handlers);
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact and support' });
  return { support, ...view };
}

/** Ticks the (fake) captcha once it has appeared, 2 seconds after the form. */
async function solveCaptcha(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: fakeCaptchaLabel }));
}

/** The spec's file-type message has two spaces after its first sentence: match it as written. */
const keepSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const png = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const text = (name: string, content: string) => new File([content], name, { type: 'text/plain' });

async function fillVisitorFields(user: UserEvent) {
  await user.type(screen.getByLabelText('Your name'), 'Riley Visitor');
  await user.type(screen.getByLabelText('Your email'), 'riley@example.org');
  await user.selectOptions(screen.getByLabelText('Issue type'), 'Question');
  await user.type(screen.getByLabelText('Subject'), 'Pledge receipt');
  await user.type(screen.getByLabelText('Message'), 'Where is my receipt?');
}

const status = () => screen.getAllByRole('alert').find((region) => region.classList.contains('form-status'));

describe('contact page', () => {
  it('is reached from the footer of every page, and passes axe with the captcha shown', async () => {
    server.use(...supportApi().handlers);
    const { user, router } = renderApp('/');
    // The page frame (with a footer of its own) shows while the home page loads: click the footer
    // of the page itself, not the frame's, which the page replaces.
    await screen.findByRole('heading', { level: 1, name: 'Thon' });
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Contact and support' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact and support' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    await screen.findByRole('checkbox', { name: fakeCaptchaLabel });
    expect(await seriousViolations()).toEqual([]);
  });

  it('is reached from My Account', async () => {
    server.use(...pledgeApi().handlers);
    signInAs(testSessions.teacher);
    renderApp('/Home/MyAccount');
    const help = await screen.findByRole('region', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Contact and support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it("offers the API's issue types and states the attachment limit in words", async () => {
    await openContactPage();
    const options = within(screen.getByLabelText('Issue type')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...defaultSupportIssueTypes]);
    expect(screen.getByLabelText('Issue type')).toHaveValue(defaultSupportIssueTypes[0]);
    expect(screen.getByText(attachmentLimitNote)).toBeInTheDocument();
    expect(attachmentLimitNote).toContain('4 MB in total');
  });

  it("says 'Please enter the required fields.' and sends nothing when fields are missing", async () => {
    const { support, user } = await openContactPage();
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(status()).toHaveTextContent(enterRequiredFields);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(captchaNotSolved)).toBeInTheDocument();
    expect(support.sent).toEqual([]);
  });

  it("reads in Spanish for a Spanish browser, the spec's required-fields message included", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    try {
      const support = supportApi();
      server.use(...support.handlers);
      const { user } = renderApp('/contact');
      await screen.findByRole('heading', { level: 1, name: 'Contacto y soporte' });
      expect(screen.getByText(/Adjunte imágenes/u)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(status()).toHaveTextContent('Por favor, complete los campos obligatorios.');
      expect(screen.getByLabelText('Su nombre')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Marque la casilla para demostrar que no es un robot.')).toBeInTheDocument();
      expect(support.sent).toEqual([]);
    } finally {
      vi.restoreAllMocks();
      localStorage.clear();
    }
  });

  it("refuses attachments beyond the total limit with 'File size limit exceeded'", async () => {
    const { support, user } = await openContactPage();
    const input = screen.getByLabelText('Attachments (optional)');
    const half = Math.floor(maxAttachmentBytes / 2);
    await user.upload(input, [png('one.png', half), png('two.png', half)]);
    expect(
      within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.getByText('2 files, 4 MB of 4 MB')).toBeInTheDocument();

    await user.upload(input, [text('three.txt', 'x')]);
    expect(screen.getByText(fileSizeLimitExceeded)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/three\.txt/)).not.toBeInTheDocument();

    // Removing one makes room again.
    await user.click(screen.getByRole('button', { name: 'Remove two.png' }));
    await user.upload(input, [text('three.txt', 'x')]);
    expect(screen.queryByText(fileSizeLimitExceeded)).not.toBeInTheDocument();
    expect(screen.getByText(/three\.txt/)).toBeInTheDocument();
    expect(support.sent).toEqual([]);
  });

  it("refuses what the API refuses before sending: HTML, an SVG named .png, GIF, a .png of another type, with the spec's message", async () => {
    const { support } = await openContactPage();
    const input = screen.getByLabelText('Attachments (optional)');
    expect(input).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.pdf,.txt,.log,image/png,image/jpeg,application/pdf,text/plain',
    );
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    for (const refused of [
      new File(['<html></html>'], 'page.html', { type: 'text/html' }),
      new File([svg], 'logo.png', { type: 'image/svg+xml' }),
      new File([svg], 'logo.svg', { type: 'image/svg+xml' }),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      new File(['#!/bin/sh'], 'run.sh', { type: '' }),
    ]) {
      // The picker's accept list is only a hint: a drop or "All files" passes anything.
      fireEvent.change(input, { target: { files: [refused] } });
      expect(await screen.findByText(fileTypeNotAllowed, keepSpaces), refused.name).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Attached files' }), refused.name).not.toBeInTheDocument();
    }
    fireEvent.change(input, {
      target: {
        files: [
          new File(['x'], 'Photo.JPEG', { type: 'image/jpeg' }),
          new File(['x'], 'server.log', { type: '' }),
        ],
      },
    });
    expect(
      within(await screen.findByRole('list', { name: 'Attached files' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByText(fileTypeNotAllowed, keepSpaces)).not.toBeInTheDocument();
    expect(support.sent).toEqual([]);
  });

  it('sends a visitor’s message with its attachments and the captcha, says so, and starts afresh', async () => {
    const { support, user } = await openContactPage();
    await fillVisitorFields(user);
    await user.upload(screen.getByLabelText('Attachments (optional)'), [
      png('screen.png', 2048),
      text('notes.txt', 'hello'),
    ]);
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(status()).toHaveTextContent(contactSent));
    expect(support.sent).toHaveLength(1);
    const [sent] = support.sent;
    expect(sent?.fields).toEqual({
      Subject: 'Pledge receipt',
      Message: 'Where is my receipt?',
      From: 'riley@example.org',
      FromName: 'Riley Visitor',
      jiraIssueType: 'Question',
      altcha: expect.stringMatching(/^fake-solution-\d+$/) as unknown as string,
    });
    expect(sent?.files.map((file) => file.size)).toEqual([2048, 5]);
    expect(sent?.userId).toBeNull();
    // The toast confirms it too.
    const notifications = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(notifications).findByText(contactSent)).toBeInTheDocument();

    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Your email')).toHaveValue('riley@example.org');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
    // A solution works once: the captcha is fresh for the next message.
    expect(screen.getByRole('checkbox', { name: fakeCaptchaLabel })).not.toBeChecked();
  });

  it("shows 'Invalid Captcha' as the API answers it, with a fresh captcha", async () => {
    const { user } = await openContactPage({ answer: { status: 400, body: { message: invalidCaptcha } } });
    await fillVisitorFields(user);
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent(invalidCaptcha));
    expect(screen.getByRole('checkbox', { name: fakeCaptchaLabel })).not.toBeChecked();
    expect(screen.getByLabelText('Subject')).toHaveValue('Pledge receipt');
  });

  it('keeps the solved captcha when the API refuses a field (the solution was not used)', async () => {
    const { user } = await openContactPage({
      answer: { status: 400, body: { message: issueTypeNotOffered } },
    });
    await fillVisitorFields(user);
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent(issueTypeNotOffered));
    expect(screen.getByRole('checkbox', { name: fakeCaptchaLabel })).toBeChecked();
  });

  it.each([
    ['the API fails', { status: 500, body: { message: contactFailed } }, contactFailed],
    ['a gateway answers without our error body', { status: 502, body: 'Bad Gateway' }, contactFailed],
    [
      'Jira fails',
      { status: 200, body: { Message: ticketNotCreated, Outcome: 'ticket-not-created' as const } },
      ticketNotCreated,
    ],
  ])('shows what the API answers when %s', async (_, answer, shown) => {
    const { user } = await openContactPage({ answer });
    await fillVisitorFields(user);
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent(shown));
  });

  it('fills in and keeps a signed-in person’s name and address, and sends the session', async () => {
    signInAs(testSessions.teacher);
    const { support, user } = await openContactPage();
    expect(screen.getByLabelText('Your name')).toHaveValue('Elena Rivera');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Your email')).toHaveValue('teacher@example.com');
    expect(screen.getByLabelText('Your email')).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText('Subject'), 'Two children');
    await user.type(screen.getByLabelText('Message'), 'How do I add my second child?');
    await solveCaptcha(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(status()).toHaveTextContent(contactSent));
    expect(support.sent[0]?.fields).toMatchObject({ From: 'teacher@example.com', FromName: 'Elena Rivera' });
    expect(support.sent[0]?.userId).toBe(testSessions.teacher.UserId);
  });
});
