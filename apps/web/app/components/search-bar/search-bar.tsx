import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, type CategorySummary } from '@trove/contracts';
import { isSameSearch } from '../../lib/search-params.ts';
import buttonStyles from '../button.module.css';
import { AdvancedMenu } from './advanced-menu.tsx';
import { searchTarget } from './search-target.ts';
import styles from './search-bar.module.css';

export interface SearchBarProps {
  product: string;
  /** Collections offered in the select; none means no select. */
  categories?: CategorySummary[];
  /** Preselected collection url key. */
  categoryKey?: string | null;
  /** On a collection page: search within it (the box reads 'Search this collection'). */
  collectionPath?: string | null;
  /** The keyword of the current query, if any. */
  keyword?: string | null;
  /** The accessible name of the search landmark. */
  label?: string;
  /**
   * On a search route: the collection searched (null for all). The rest of the query comes along
   * with a new keyword, and the box reads 'Search this collection' within one collection.
   */
  searchRoute?: { categoryKey: string | null };
  /**
   * On a search page: opens the current collection's advanced form in place, instead of going to
   * its AdvancedSearch page; false where the collection has no advanced form.
   */
  onAdvancedHere?: ((event: MouseEvent<HTMLAnchorElement>) => void) | false;
  /** Drawn over the brand colour (the landing pages' gradient): light text and controls. */
  onBrand?: boolean;
}

/**
 * The basic search bar of spec 01 §2.6. It is a GET form, so it works before hydration too:
 * the SearchAll route redirects a chosen `category` to that collection's search.
 */
export function SearchBar(props: SearchBarProps) {
  const { product, categories = [], collectionPath = null, keyword = null, searchRoute } = props;
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [text, setText] = useState(keyword ?? '');
  const [category, setCategory] = useState(props.categoryKey ?? '');
  const [emptyAttempted, setEmptyAttempted] = useState(false);
  const clearOnFocus = useRef(false);
  // Marks the form once it answers in the browser (tests wait for it; styles could too).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Without a keyword in the address, the box offers the visitor's last search (kept for this
  // browser session); that prefilled text clears on first focus (spec 01 §2.6).
  useEffect(() => {
    if (keyword) return;
    const last = readLastKeyword();
    if (!last) return;
    clearOnFocus.current = true;
    setText(last);
  }, [keyword]);

  function onFocus() {
    if (!clearOnFocus.current) return;
    clearOnFocus.current = false;
    setText('');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = searchTarget(text, {
      categoryKey: category || null,
      collectionPath,
      current: searchRoute ? new URLSearchParams(location.search) : undefined,
      currentCategoryKey: searchRoute?.categoryKey ?? null,
      shownKeyword: keyword,
    });
    // An empty or blank keyword is refused and says so, until the visitor types (spec 01 §4, §5).
    if (!target) {
      setEmptyAttempted(true);
      return;
    }
    rememberKeyword(text);
    clearOnFocus.current = false;
    // The same search again (same collection and query) is ignored (spec 01 §4).
    if (isSameSearch(target, location.pathname + location.search)) return;
    void navigate(target);
  }

  const canSearch = text.trim().length > 0;
  const placeholder =
    collectionPath || searchRoute?.categoryKey
      ? MESSAGES.searchPlaceholderCollection
      : MESSAGES.searchPlaceholder(product);
  const currentKey = props.onAdvancedHere === false ? null : category || searchRoute?.categoryKey || null;
  return (
    <div
      role="search"
      aria-label={props.label ?? 'Search'}
      className={props.onBrand ? styles.onBrand : undefined}
    >
      <form
        className={styles.form}
        method="get"
        action={collectionPath ? `${collectionPath}/search` : '/search'}
        onSubmit={onSubmit}
        noValidate
        data-hydrated={hydrated || undefined}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-keyword`} className="visually-hidden">
            {placeholder}
          </label>
          <input
            id={`${id}-keyword`}
            className={styles.input}
            type="search"
            name="keyword"
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            aria-invalid={emptyAttempted || undefined}
            aria-describedby={emptyAttempted ? `${id}-empty` : undefined}
            onFocus={onFocus}
            onChange={(event) => {
              setText(event.target.value);
              setEmptyAttempted(false);
            }}
          />
        </div>
        {categories.length > 0 && !collectionPath ? (
          <>
            <label htmlFor={`${id}-category`} className="visually-hidden">
              Collection to search
            </label>
            <select
              id={`${id}-category`}
              className={styles.select}
              name="category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{MESSAGES.allCategories}</option>
              {categories.map((c) => (
                <option key={c.urlKey} value={c.urlKey}>
                  {c.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button
          type="submit"
          className={`${buttonStyles.button} ${styles.submit}`}
          // Still focusable and announced as unavailable; pressing it explains why (spec 01 §2.6).
          aria-disabled={!canSearch}
        >
          Search
        </button>
        {emptyAttempted ? (
          <p id={`${id}-empty`} className={styles.empty} role="alert">
            Type something to search for.
          </p>
        ) : null}
      </form>
      {categories.length > 0 && !collectionPath ? (
        <div className={styles.modes}>
          <AdvancedMenu
            categories={categories}
            keyword={text.trim() ? text : keyword}
            currentKey={currentKey}
            // In place only for the collection this page searches, not another one chosen in the select.
            onCurrent={
              currentKey === searchRoute?.categoryKey ? props.onAdvancedHere || undefined : undefined
            }
          />
        </div>
      ) : null}
    </div>
  );
}

const LAST_KEYWORD_KEY = 'trove.lastKeyword';

function readLastKeyword(): string | null {
  try {
    return sessionStorage.getItem(LAST_KEYWORD_KEY);
  } catch {
    return null;
  }
}

function rememberKeyword(text: string) {
  try {
    sessionStorage.setItem(LAST_KEYWORD_KEY, text.trim());
  } catch {
    // Without storage there is simply nothing to prefill next time.
  }
}
