import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  test,
  expect,
  inOneLocale,
  eventsOf,
  expectAccessible,
  openAs,
  seedSubscriber,
  uniqueUid,
  type AppLocale,
  type StoredEvent,
} from '../support/fixtures.ts';
import { Chrome } from '../support/pages/chrome.ts';
import { strings } from '../../src/i18n/tables.ts';

// Two people on one phone: what the first one's subscription left on it must never go out with
// the second one's requests or events, and a link for someone else never signs a subscriber out
// without asking.

interface Person {
  uid: string;
  msisdn: string;
}

/** A subscriber of the test's own, with a number of their own, as the operator would know them. */
async function person(request: APIRequestContext, prefix: string, status: 'active' | 'inactive' = 'active') {
  const msisdn = `2217${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const p: Person = { uid: uniqueUid(prefix), msisdn };
  await seedSubscriber(request, p.uid, status, msisdn);
  return p;
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key);

/** Every API request the page sends from now on. */
function recordApi(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) sent.push(r);
  });
  return sent;
}

const named = (sent: Request[], name: string) => sent.filter((r) => new URL(r.url()).pathname === `/api/${name}`);

/** Person A's phone: their link opened, their number kept, their events all on the server. */
async function phoneOf(page: Page, request: APIRequestContext, at: (r: string) => string, a: Person) {
  await openAs(page, at('/'), a.uid);
  await expect.poll(() => stored(page, 'msisdn')).toBe(a.msisdn);
  const deviceId = (await stored(page, 'deviceId')) as string;
  const sessionId = (await stored(page, 'sessionId')) as string;
  await expect
    .poll(async () => (await eventsOf(request, deviceId)).some((e) => e.event === 'checksub' && e.msisdn === a.msisdn))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('eventQueue') ?? '[]').length)).toBe(0);
  return { deviceId, sessionId, before: (await eventsOf(request, deviceId)).length };
}

function otherLinkDialog(page: Page, appLocale: AppLocale) {
  const t = strings(appLocale);
  const dialog = page.getByRole('dialog', { name: t.otherLinkTitle });
  return {
    dialog,
    switchButton: dialog.getByRole('button', { name: t.otherLinkSwitch }),
    keepButton: dialog.getByRole('button', { name: t.otherLinkKeep }),
  };
}

test.describe('two people on one phone', () => {
  test(
    "another subscriber's link asks first; switching sends nothing of the first person",
    inOneLocale,
    async ({ page, at, appLocale, request, t }) => {
      const a = await person(request, 'person-a');
      const b = await person(request, 'person-b');
      const phone = await phoneOf(page, request, at, a);

      const sent = recordApi(page);
      await openAs(page, at('/2'), b.uid);
      const { dialog, switchButton } = otherLinkDialog(page, appLocale);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.otherLinkBody);
      // Until the choice, the gated page's content stays hidden and nothing is asked of the server.
      await expect(page.getByRole('main')).toBeHidden();
      expect(sent.map((r) => r.url())).toEqual([]);

      const checked = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
      await switchButton.click();
      await expect(dialog).toBeHidden();
      expect(((await checked).request().postDataJSON() as { uid: string }).uid).toBe(b.uid);
      await expect(page.getByRole('main')).toBeVisible();
      await expect.poll(() => stored(page, 'msisdn')).toBe(b.msisdn);
      expect(await stored(page, 'uid')).toBe(b.uid);
      expect(await stored(page, 'deviceId')).toBe(phone.deviceId);

      // B's first check and the app config know nothing of B yet, and nothing of A.
      const checks = named(sent, 'checkSub');
      const configs = named(sent, 'appConfig');
      expect(checks.length).toBeGreaterThan(0);
      expect(configs.length).toBeGreaterThan(0);
      expect((await checks[0].allHeaders()).msisdn).toBe('');
      expect((await configs[0].allHeaders()).msisdn).toBe('');
      expect((configs[0].postDataJSON() as { msisdn: string }).msisdn).toBe('');
      for (const r of sent) {
        const headers = await r.allHeaders();
        expect(headers.msisdn, r.url()).not.toBe(a.msisdn);
        expect(headers.sessionid, r.url()).not.toBe(phone.sessionId);
        expect(r.postData() ?? '', r.url()).not.toContain(a.msisdn);
      }

      // The events sent after the switch are B's: B's number once the check has answered, never A's.
      let after: StoredEvent[] = [];
      await expect
        .poll(async () => {
          after = (await eventsOf(request, phone.deviceId)).slice(phone.before);
          return after.some((e) => e.event === 'checksub' && e.msisdn === b.msisdn);
        })
        .toBe(true);
      expect(after.map((e) => `${e.page}:${e.event}`)).toContain('quran:page_open');
      for (const e of after) {
        expect(e.msisdn, `${e.page}:${e.event}`).not.toBe(a.msisdn);
        expect(e.session_id, `${e.page}:${e.event}`).not.toBe(phone.sessionId);
      }
    },
  );

  test('keeping the current subscriber changes nothing, and the link leaves the address bar', async ({
    page,
    at,
    appLocale,
    request,
  }) => {
    const a = await person(request, 'keep-a');
    const b = await person(request, 'keep-b');
    await phoneOf(page, request, at, a);

    const sent = recordApi(page);
    await openAs(page, at('/2'), b.uid);
    const { dialog, keepButton } = otherLinkDialog(page, appLocale);
    await expect(dialog).toBeVisible();
    // Keeping is the safe choice, focused first.
    await expect(keepButton).toBeFocused();
    await expect(dialog).toHaveScreenshot('other-link-dialog.png');
    await expectAccessible(page);

    await keepButton.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page).not.toHaveURL(/uid=/);
    await expect.poll(() => named(sent, 'checkSub').length).toBeGreaterThan(0);
    expect(named(sent, 'checkSub').map((r) => (r.postDataJSON() as { uid: string }).uid)).toEqual([a.uid]);
    expect(sent.some((r) => (r.postData() ?? '').includes(b.uid))).toBe(false);
    expect(await stored(page, 'uid')).toBe(a.uid);
    expect(await stored(page, 'msisdn')).toBe(a.msisdn);

    // A's own link again is no question.
    await openAs(page, at('/3'), a.uid);
    await expect(page).not.toHaveURL(/uid=/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test(
    'Escape answers the question as keeping the current subscriber',
    inOneLocale,
    async ({ page, at, appLocale, request }) => {
      const a = await person(request, 'escape-a');
      const b = await person(request, 'escape-b');
      await phoneOf(page, request, at, a);
      await openAs(page, at('/2'), b.uid);
      const { dialog } = otherLinkDialog(page, appLocale);
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('main')).toBeVisible();
      expect(await stored(page, 'uid')).toBe(a.uid);
      expect(await stored(page, 'msisdn')).toBe(a.msisdn);
    },
  );

  test(
    'a subscriber who is not active is replaced without a question, and none of their values go on',
    inOneLocale,
    async ({ page, at, appLocale, request, t }) => {
      const a = await person(request, 'inactive-a', 'inactive');
      const b = await person(request, 'inactive-b');
      await openAs(page, at('/'), a.uid);
      const oops = page.getByRole('dialog', { name: t.oops });
      await expect(oops).toBeVisible();
      await oops.getByRole('button', { name: t.okay }).click();
      // The inactive answer carries A's number too: it is kept, until B arrives.
      await expect.poll(() => stored(page, 'msisdn')).toBe(a.msisdn);

      const sent = recordApi(page);
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
      await openAs(page, at('/2'), b.uid);
      await checked;
      await expect(page.getByRole('main')).toBeVisible();
      await expect(otherLinkDialog(page, appLocale).dialog).toHaveCount(0);
      expect((await named(sent, 'checkSub')[0].allHeaders()).msisdn).toBe('');
      await expect.poll(() => stored(page, 'msisdn')).toBe(b.msisdn);
      expect(await stored(page, 'uid')).toBe(b.uid);
    },
  );

  test(
    "unsubscribing forgets the subscriber's number, status and session",
    inOneLocale,
    async ({ page, at, request, t }) => {
      const a = await person(request, 'leaving');
      await openAs(page, at('/2'), a.uid);
      await expect.poll(() => stored(page, 'msisdn')).toBe(a.msisdn);
      const sessionId = await stored(page, 'sessionId');
      const chrome = new Chrome(page, t);
      await (await chrome.startUnsubscribe()).getByRole('button', { name: t.yes }).click();
      const done = chrome.unsubscribeDialog.getByRole('button', { name: t.okay });
      await expect(done).toBeVisible();

      const sent = recordApi(page);
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/checkSub'));
      await done.click();
      const check = (await checked).request();
      expect((await check.allHeaders()).msisdn).toBe('');
      expect((await check.allHeaders()).sessionid).not.toBe(sessionId);
      await expect(page.getByRole('button', { name: t.menu })).toBeHidden();
      await expect.poll(() => stored(page, 'uid')).toBeNull();
      expect(await stored(page, 'msisdn')).toBeNull();
      expect(await stored(page, 'sessionId')).not.toBe(sessionId);
      expect(sent.length).toBeGreaterThan(0);
    },
  );
});
