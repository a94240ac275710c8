import { LIST_MESSAGES } from '@trove/contracts';
import { Link, useLocation } from 'react-router';
import buttonStyles from '../../components/button.module.css';
import { PostForm } from './manage-forms.tsx';
import type { ThumbnailChoice } from './manage-types.ts';
import styles from './manage.module.css';

/** The address with one more page of thumbnails ('Show more': 50 more, spec 03 §9). */
function moreHref(pathname: string, search: string, pages: number): string {
  const params = new URLSearchParams(search);
  params.set('thumbs', String(pages + 1));
  return `${pathname}?${params.toString()}#thumbnail-heading`;
}

/**
 * The thumbnail selector (spec 03 §2, §9): the images of the list's items, 50 at a time with
 * 'Show more', as radio buttons, and none. A list without any says so in the spec's words.
 */
export function ThumbnailPicker({ choice, current }: { choice: ThumbnailChoice; current: string | null }) {
  const { pathname, search } = useLocation();
  return (
    <section aria-labelledby="thumbnail-heading" className={styles.section}>
      <h2 id="thumbnail-heading" tabIndex={-1}>
        List image
      </h2>
      {choice.total === 0 ? (
        <p>{LIST_MESSAGES.noThumbnails}</p>
      ) : (
        <PostForm intent="thumbnail" className={styles.stack}>
          <fieldset>
            <legend>
              Choose the image shown with this list ({choice.thumbnails.length} of {choice.total} shown)
            </legend>
            <div className={styles.thumbnails}>
              <label className={styles.thumbnail}>
                <input type="radio" name="thumbnailUrl" value="" defaultChecked={current === null} /> No image
              </label>
              {choice.thumbnails.map((thumbnail, index) => (
                <label key={thumbnail.itemId} className={styles.thumbnail}>
                  <input
                    type="radio"
                    name="thumbnailUrl"
                    value={thumbnail.url}
                    defaultChecked={current === thumbnail.url}
                  />
                  <img src={thumbnail.url} alt="" width={80} height={80} loading="lazy" />
                  <span className="visually-hidden">Image {index + 1}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={buttonStyles.button}>
              Use this image
            </button>
            {choice.thumbnails.length < choice.total ? (
              <Link
                to={moreHref(pathname, search, choice.pages)}
                preventScrollReset
                className={`${buttonStyles.button} ${buttonStyles.secondary}`}
              >
                Show more
              </Link>
            ) : null}
          </div>
        </PostForm>
      )}
    </section>
  );
}
