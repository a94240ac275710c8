import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApplicationConfig } from '@trove/contracts';
import { ACCESSIBILITY_LINK, Footer, bottomLinksOf } from './footer.tsx';

const block = { title: 'T', body: '<p>B</p>', action: '', actionLink: '' };
const config = (bottomLinks: ApplicationConfig['bottomLinks']) =>
  ({
    branding: { productName: 'Trove' },
    acknowledgementOfCountry: block,
    newsletterWidget: block,
    partnerWidget: {
      image: '/a.svg',
      imageAlt: 'A',
      image1: '/b.svg',
      imageAlt1: 'B',
      body: '',
      action: '',
      actionLink: '',
    },
    social: { facebook: '', twitter: '', youtube: '' },
    footerLinks: [],
    bottomLinks,
  }) as unknown as ApplicationConfig;

describe('the footer', () => {
  it('links the accessibility statement on every page, once, whatever links are configured', () => {
    const credits = { title: 'Data sources and credits', url: '/about/credits' };
    expect(bottomLinksOf(config([credits]))).toEqual([credits, ACCESSIBILITY_LINK]);
    expect(bottomLinksOf(config([]))).toEqual([ACCESSIBILITY_LINK]);
    const configured = { title: 'Accessibility statement', url: '/about/accessibility' };
    expect(bottomLinksOf(config([configured, credits]))).toEqual([configured, credits]);
    const html = renderToString(
      <MemoryRouter>
        <Footer config={config([credits])} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<a href="\/about\/accessibility"[^>]*>Accessibility<\/a>/);
  });
});
