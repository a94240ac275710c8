import { Link } from 'react-router';
import type { ApplicationConfig, Link as ConfigLink, TextBlock } from '@trove/contracts';
import { RichText } from '../../components/rich-text.tsx';
import { isInternalPath } from '../../lib/links.ts';
import styles from './footer.module.css';

const SOCIAL = [
  ['facebook', 'Facebook'],
  ['twitter', 'X (Twitter)'],
  ['youtube', 'YouTube'],
] as const;

/** The accessibility statement (issue 14 §4), linked from every page. */
export const ACCESSIBILITY_LINK: ConfigLink = { title: 'Accessibility', url: '/about/accessibility' };

/** The configured bottom links, with the accessibility statement where a configuration lacks it. */
export function bottomLinksOf(config: ApplicationConfig): ConfigLink[] {
  const links = config.bottomLinks;
  return links.some((link) => link.url === ACCESSIBILITY_LINK.url) ? links : [...links, ACCESSIBILITY_LINK];
}

/** Spec 01 §2.2: shown only once configuration has loaded (the layout does not render it otherwise). */
export function Footer({ config }: { config: ApplicationConfig }) {
  const { acknowledgementOfCountry, newsletterWidget, partnerWidget, social, branding } = config;
  const bottomLinks = bottomLinksOf(config);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.acknowledgement} aria-labelledby="footer-acknowledgement">
          <h2 id="footer-acknowledgement">{acknowledgementOfCountry.title}</h2>
          <RichText html={acknowledgementOfCountry.body} />
        </section>
        <div className={styles.grid}>
          <Block id="footer-newsletter" block={newsletterWidget} />
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow {branding.productName}</h2>
            <ul className={styles.links}>
              {SOCIAL.filter(([key]) => social[key]).map(([key, name]) => (
                <li key={key}>
                  <a href={social[key]} rel="noopener">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          {config.footerLinks.length > 0 ? (
            <nav aria-labelledby="footer-links">
              <h2 id="footer-links">Using {branding.productName}</h2>
              <LinkList links={config.footerLinks} />
            </nav>
          ) : null}
          <section aria-labelledby="footer-partners">
            <h2 id="footer-partners">Our partners</h2>
            <div className={styles.partnerLogos}>
              <img src={partnerWidget.image} alt={partnerWidget.imageAlt} loading="lazy" />
              <img src={partnerWidget.image1} alt={partnerWidget.imageAlt1} loading="lazy" />
            </div>
            <RichText html={partnerWidget.body} />
            <ConfiguredLink url={partnerWidget.actionLink} title={partnerWidget.action} />
          </section>
        </div>
        <nav className={styles.bottom} aria-label="Legal and policies">
          <LinkList links={bottomLinks} inline />
        </nav>
      </div>
    </footer>
  );
}

function Block({ id, block }: { id: string; block: TextBlock }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      <RichText html={block.body} />
      {block.action && block.actionLink ? (
        <ConfiguredLink url={block.actionLink} title={block.action} />
      ) : null}
    </section>
  );
}

function LinkList({ links, inline = false }: { links: ConfigLink[]; inline?: boolean }) {
  return (
    <ul className={inline ? undefined : styles.links}>
      {links.map((link) => (
        <li key={`${link.url}-${link.title}`}>
          <ConfiguredLink url={link.url} title={link.title} />
        </li>
      ))}
    </ul>
  );
}

function ConfiguredLink({ url, title }: ConfigLink) {
  return isInternalPath(url) ? <Link to={url}>{title}</Link> : <a href={url}>{title}</a>;
}
