import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationConfig, EnvironmentConfig } from '@trove/contracts';
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

function render(path: string) {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Header config={config} environment={environment} />
    </MemoryRouter>,
  );
}

describe('the header', () => {
  it('makes the logo the h1 only on the home page', () => {
    expect(render('/')).toMatch(/<h1[^>]*><a[^>]*href="\/"/);
    expect(render('/work/1')).not.toContain('<h1');
  });

  it('leaves out Login and Sign up until accounts exist', () => {
    const html = render('/');
    expect(html).toContain('>Help</a>');
    expect(html).not.toContain('Login');
    expect(html).not.toContain('Sign up');
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
