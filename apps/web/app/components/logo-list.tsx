import styles from './logo-list.module.css';

/** Partner logos on a white ground, as the collection banner and the main spotlight show them. */
export function LogoList({
  logos,
  label,
}: {
  logos: readonly { url: string; alt: string }[];
  label: string;
}) {
  if (logos.length === 0) return null;
  return (
    <ul className={styles.logos} aria-label={label}>
      {logos.map((logo) => (
        <li key={logo.url}>
          <img src={logo.url} alt={logo.alt} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
