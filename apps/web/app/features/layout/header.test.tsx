import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationConfig, EnvironmentConfig, ProfileInfo } from '@trove/contracts';
import { serverPartsReady } from '../../lib/on-demand.ts';
import { READER } from '../../lib/viewer-fixture.ts';
import { Header } from './header.tsx';

const config = {
  branding: { productName: 'Trove', logoUrl: '/logo.svg', logoAlt: 'Trove home', colours: {} },
  homePageType: 'home',
  navigation: [
    { title: 'Help', url: 'https://example.org/help' },
    { title: 'Login', url: '/login' },
    { title: 'Sign up', url: '/signup' },
  ],
  navLandingPages: [
    { id: 1, urlKey: 'home', name: 'Home' },
    { id: 2, urlKey: 'newspapers', name: 'Newspapers & Gazettes' },
  ],
} as unknown as ApplicationConfig;

const environment = { systemTag: 'TEST', syntheticCorpus: true } as unknown as EnvironmentConfig;

const viewer: ProfileInfo = { ...READER, notificationAlerts: 2 };

function render(path: string, signedIn: ProfileInfo | null = null) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Header config={config} environment={environment} viewer={signedIn} />
    </MemoryRouter>,
  );
}

describe('the header', () => {
  // As the server entry does: the parts loaded on demand in the browser are rendered in full.
  beforeAll(() => serverPartsReady());

  it("offers the page's own skip links right after 'Skip to main content', before anything else", () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/search/category/books?keyword=gold']}>
        <Header
          config={config}
          environment={environment}
          viewer={null}
          skipLinks={[{ href: '#results', text: 'Skip to results' }]}
        />
      </MemoryRouter>,
    );
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);
    expect(links.slice(0, 2)).toEqual(['#main Skip to main content', '#results Skip to results']);
    expect(render('/work/1')).not.toContain('Skip to results');
  });

  it('serves its menu closed, holding the site links, the account entries and the collections', () => {
    const html = render('/work/1');
    const menu = /<details[^>]*>([\s\S]*)<\/details>/.exec(html);
    // Closed as served, on every screen: a phone's first screen does not change when the page hydrates.
    expect(menu?.[0]).not.toMatch(/<details[^>]*\sopen/);
    expect(menu?.[1]).toContain('<summary');
    expect(menu?.[1]).toContain('aria-label="Site"');
    expect(menu?.[1]).toContain('>Login</a>');
    expect(menu?.[1]).toContain('aria-label="Collections"');
  });

  it('makes the logo the h1 only on the home page', () => {
    expect(render('/')).toMatch(/<h1[^>]*><a[^>]*href="\/"/);
    expect(render('/work/1')).not.toContain('<h1');
  });

  it('offers Login and Sign up coming back to the current address, once each', () => {
    const html = render('/work/1?q=a');
    expect(html).toContain('>Help</a>');
    expect(html).toContain('href="/auth/login?backurl=%2Fwork%2F1%3Fq%3Da">Login</a>');
    expect(html).toContain('href="/auth/signup?backurl=%2Fwork%2F1%3Fq%3Da">Sign up</a>');
    expect(html.match(/>Login</g)).toHaveLength(1);
  });

  it('hides Login and Sign up once signed in and shows the user name with the unread dot', () => {
    const html = render('/', viewer);
    expect(html).not.toContain('>Login<');
    expect(html).not.toContain('>Sign up<');
    expect(html).toContain('reader');
    expect(html).toContain('title="You have 2 unread notifications"');
  });

  it('shows no dot without unread notifications', () => {
    expect(render('/', { ...viewer, notificationAlerts: 0 })).not.toContain('unread');
  });

  it('links landing pages, the home page type to /', () => {
    const html = render('/');
    expect(html).toContain('href="/landing/newspapers"');
    expect(html).not.toContain('href="/landing/home"');
  });

  it('shows the system tag and the synthetic data notice', () => {
    const html = render('/');
    expect(html).toContain('TEST');
    expect(html).toContain('synthetic demonstration data');
  });
});
