import { expect, type Page, type Response, test } from '@playwright/test';
import { csrfToken, DEMO, LANDING, signIn } from '../support/app';
import { waitForMail } from '../support/mailbox';

// At most 5 support messages per hour per address: this file sends 3.

const SENT = 'Thank you! Your message has been sent. We will reply within 24 hours.';

async function writeMessage(page: Page, subject: string) {
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The gate barrier at the north entrance does not open with visitor codes.');
}

/** Every answer of POST /api/contact-support/ while `action` runs. */
async function supportPosts(page: Page, action: () => Promise<void>) {
  const answers: Response[] = [];
  const onResponse = (response: Response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/contact-support/')) {
      answers.push(response);
    }
  };
  page.on('response', onResponse);
  try {
    await action();
  } finally {
    page.off('response', onResponse);
  }
  return answers;
}

test('contact support: the channels, every field message, and a message that reaches support', async ({ page }) => {
  await page.goto('/contact-support');
  const channels = page.getByRole('region', { name: 'Support channels' });
  await expect(channels.getByRole('heading', { name: 'Live Chat' })).toBeVisible();
  await expect(channels.getByText('Coming soon')).toBeVisible();
  await expect(channels.getByRole('link', { name: 'support@estatehub.ng' })).toHaveAttribute(
    'href',
    'mailto:support@estatehub.ng',
  );

  const form = page.getByRole('form', { name: 'Contact support' });
  await expect(form.getByRole('radio', { name: 'General' })).toBeChecked();
  await expect(form.getByLabel('Priority')).toHaveValue('medium');

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#support-email-error')).toHaveText('This field is required.');
  await expect(page.locator('#support-subject-error')).toHaveText('This field is required.');
  await expect(page.locator('#support-message-error')).toHaveText('This field is required.');
  await form.getByLabel('Email').fill('kemi@');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('#support-email-error')).toHaveText('Enter a valid email address.');

  const sender = 'kemi.adeyemi@example.ng';
  await form.getByRole('radio', { name: 'Technical' }).check();
  await form.getByLabel('Priority').selectOption('high');
  await form.getByLabel('Name').fill('Kemi Adeyemi');
  await form.getByLabel('Email').fill(sender);
  await form.getByLabel('Phone (optional)').fill('08031234567');
  await writeMessage(page, 'Gate barrier');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText(SENT)).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const copy = await waitForMail(sender, 1);
  expect(copy.subject).toContain('We received your message');
  const support = await waitForMail('support@estatehub.ng', 1);
  expect(support.subject).toContain('Gate barrier');
  expect(support.text).toContain('Category: technical');
  expect(support.text).toContain('Priority: high');
  expect(support.text).toContain('Phone: 08031234567');
});

test.describe('CSRF in the middle of a session', () => {
  test('a deleted CSRF cookie is fetched again and the call goes through', async ({ page, context }) => {
    await signIn(page, DEMO.resident, LANDING.resident);
    await page.goto('/contact-support');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form.getByLabel('Email')).toHaveValue(DEMO.resident);
    await writeMessage(page, 'After the cookie was deleted');

    await context.clearCookies({ name: 'csrftoken' });
    const answers = await supportPosts(page, async () => {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText(SENT)).toBeVisible();
    });
    expect(answers.map((r) => r.status())).toEqual([201]);
    const sentHeader = await answers[0]!.request().headerValue('x-csrftoken');
    expect(sentHeader).toBe(await csrfToken(context));
  });

  test('a stale CSRF cookie is refused once, then the client refetches it and retries', async ({ page, context }) => {
    // The token issued before sign-in; the server bound a new one to the session at login.
    await page.goto('/login');
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'csrftoken')).toBe(true);
    const beforeSignIn = await csrfToken(context);
    await signIn(page, DEMO.resident, LANDING.resident);
    expect(await csrfToken(context)).not.toBe(beforeSignIn);

    await page.goto('/contact-support');
    const form = page.getByRole('form', { name: 'Contact support' });
    await expect(form.getByLabel('Email')).toHaveValue(DEMO.resident);
    await writeMessage(page, 'With a stale token');
    const { origin } = new URL(page.url());
    await context.addCookies([{ name: 'csrftoken', value: beforeSignIn, url: origin }]);

    const answers = await supportPosts(page, async () => {
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText(SENT)).toBeVisible();
    });
    expect(answers.map((r) => r.status())).toEqual([403, 201]);
    expect(await answers[0]!.text()).toContain('CSRF');
    expect(await answers[0]!.request().headerValue('x-csrftoken')).toBe(beforeSignIn);
    expect(await answers[1]!.request().headerValue('x-csrftoken')).toBe(await csrfToken(context));
    // Still signed in: the retry did not cost the session.
    await page.goto(LANDING.resident);
    await expect(page).toHaveURL(LANDING.resident);
  });
});
