import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Header from './Header.tsx';
import { chromeStrings } from '../../i18n/tables.ts';
import { $subscription } from '../../stores/subscription.ts';
import { INITIAL } from '../../lib/subscription.ts';

const render = (route: string, locale: 'fr' | 'ar' = 'fr', theme: 'green' | 'red' = 'green') =>
  renderToStaticMarkup(createElement(Header, { route, locale, t: chromeStrings(locale), theme }));

afterEach(() => {
  $subscription.set(INITIAL);
});

describe('header', () => {
  it('is absent on home and on the header-less routes', () => {
    for (const route of ['/', '/login', '/makkah', '/otp']) expect(render(route)).toBe('');
  });
  it('shows the Arabic "Islamic" title in the green theme, marked as Arabic', () => {
    const title = /<p ([^>]*)>إسلامي<\/p>/.exec(render('/2'))?.[1] ?? '';
    for (const attribute of ['class="app-title"', 'lang="ar"', 'dir="rtl"']) expect(title).toContain(attribute);
  });
  it('is the tall red header with the app name in the red theme', () => {
    const html = render('/2', 'fr', 'red');
    expect(html).toContain('app-header--red');
    expect(html).toContain('>Islami</p>');
  });
  it('links back per the rules and theme, in the page locale', () => {
    expect(render('/quran_detail/5', 'ar')).toContain('href="/ar/2"');
    expect(render('/hadesList/2')).toContain('href="/7"');
    expect(render('/hadesList/2', 'fr', 'red')).toContain('href="/"');
  });
});
