import { MESSAGES, type SupportingPage } from '@trove/contracts';
import { data } from 'react-router';
import type { Route } from './+types/about-route';
import { Notice } from '../../components/notice.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { api } from '../../lib/api-client.ts';
import type { CrumbHandle } from '../../lib/crumb-handle.ts';
import { pageStatus } from '../../lib/page-status.ts';
import { pageMeta, siteFromMatches } from '../../lib/meta.ts';
import styles from './about.module.css';

type AboutResult = { page: SupportingPage; status: 200 } | { page: null; status: number };

/** Supporting pages such as /about/credits, read from GET /supporting/{key}/configuration (ADR 006). */
export async function loader({ params }: Route.LoaderArgs) {
  const result = await api.configuration.supportingPage({ key: params.key });
  const body: AboutResult = result.ok
    ? { page: result.data, status: 200 }
    : { page: null, status: pageStatus(result) };
  return data(body, body.status === 200 ? undefined : { status: body.status });
}

export const handle: CrumbHandle = {
  crumbs: (loaded) => [{ text: (loaded as AboutResult | undefined)?.page?.title ?? 'Page not found' }],
};

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const page = loaderData?.page;
  return pageMeta({
    site: siteFromMatches(matches),
    title: page?.title ?? 'Page not found',
    description: page?.summary ?? 'Page not found',
    path: `/about/${params.key}`,
    noindex: !page,
  });
}

export default function About({ loaderData, params }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) {
    const missing = loaderData.status === 404;
    return (
      <div className={styles.page}>
        <h1>{missing ? 'Page not found' : 'This page could not be loaded'}</h1>
        <Notice tone={missing ? 'info' : 'error'}>
          <p>{missing ? MESSAGES.notFound('page', params.key) : MESSAGES.unexpected('load this page')}</p>
        </Notice>
      </div>
    );
  }
  return (
    <article className={styles.page}>
      <h1>{page.title}</h1>
      <p className={styles.summary}>{page.summary}</p>
      <RichText html={page.body} />
      {page.sections.map((section) => (
        <section key={section.title} className={styles.section} aria-labelledby={headingId(section.title)}>
          <h2 id={headingId(section.title)}>{section.title}</h2>
          <RichText html={section.body} />
          {section.links.length > 0 ? (
            <ul className={styles.links}>
              {section.links.map((link) => (
                <li key={link.url}>
                  <SmartLink href={link.url}>{link.title}</SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}

function headingId(title: string): string {
  return `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
