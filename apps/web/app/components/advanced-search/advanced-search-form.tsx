import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Facet, SearchCriteria, SearchHandler, SearchMetadata } from '@trove/contracts';
import buttonStyles from '../button.module.css';
import { AdvancedFormContext, type AdvancedFormContextValue } from './form-context.ts';
import {
  buildSearch,
  queryFromEntries,
  resolveTitleLimits,
  resultsAddress,
  searchPath,
  valuesFromCriteria,
  type FormValues,
} from './form-values.ts';
import { EMPTY_SEARCH_MESSAGE, errorsByParam } from './validation.ts';
import { sectionsFor, splitParamsOf, type ChoiceOption, type Field } from './field-sets.ts';
import { CheckboxField, CheckboxesField, RangeField, SelectField, TextField, TextRow } from './fields.tsx';
import {
  dateDefaults,
  organisationOptions,
  titleCountsByState,
  titleOptions,
  type DateDefaults,
} from './lookups.ts';
import { OrganisationLookup } from './organisation-lookup.tsx';
import { TitleLookup } from './title-lookup.tsx';
import { chosenTitles, type TitleSelection } from './title-selection.ts';
import styles from './advanced-search.module.css';

export interface AdvancedSearchFormProps {
  /** The collection's url key: the search goes to /search/category/{key}. */
  categoryKey: string;
  /** The collection's name, for the form's accessible name. */
  collectionName: string;
  /** The collection's searchHandler: it decides the fields (spec 01 §2.7). */
  handler: SearchHandler;
  /** What the form starts with: parseSearchCriteria of the current address (key the form to reset it). */
  initialCriteria?: SearchCriteria | null;
  /** GET /api/search/{key}/metadata: the lookups and date defaults; without it they are empty. */
  metadata?: SearchMetadata | null;
  /** Facets of a results page, when there is one: their terms become the limits' options. */
  facets?: readonly Facet[];
  /** Instead of navigating to the results address (the search screen's panel may want this). */
  onSearch?: (address: string, criteria: SearchCriteria) => void;
}

const EMPTY_METADATA: SearchMetadata = { libraries: [], titles: [], minDate: null, maxDate: null };

/**
 * The advanced search form of a collection (spec 01 §2.7). Its controls are named by the search's
 * URL parameters, so without script it is a GET form to the results page; with script it first
 * validates with the contracts' parser (spec 01 §5 messages), then navigates to the address that
 * criteriaToParams builds, empty fields left out.
 */
export function AdvancedSearchForm(props: AdvancedSearchFormProps) {
  const { categoryKey, handler } = props;
  const metadata = props.metadata ?? EMPTY_METADATA;
  const navigate = useNavigate();
  const idPrefix = `adv${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => sectionsFor(handler), [handler]);
  const organisations = useMemo(() => organisationOptions(metadata.libraries), [metadata.libraries]);
  const titles = useMemo(() => titleOptions(metadata.titles), [metadata.titles]);
  const stateCounts = useMemo(() => titleCountsByState(metadata.titles), [metadata.titles]);
  const initialValues = useMemo(
    () => (props.initialCriteria ? valuesFromCriteria(props.initialCriteria) : {}),
    [props.initialCriteria],
  );
  const [values, setValues] = useState<FormValues>(initialValues);
  // Clear empties every field by remounting them with no values.
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [emptyAttempted, setEmptyAttempted] = useState(false);
  // Marks the form once its script runs (validation before navigation); tests wait for it.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const [selection, setSelection] = useState<TitleSelection>({
    states: initialValues['l-advstate'] ?? [],
    titles: initialValues['l-advtitle'] ?? [],
  });

  const facetOptions = useMemo(() => optionsOfFacets(props.facets ?? []), [props.facets]);
  const context: AdvancedFormContextValue = useMemo(
    () => ({ idPrefix, values, errors, facetOptions }),
    [idPrefix, values, errors, facetOptions],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  useEffect(() => {
    if (!emptyAttempted) return;
    alertRef.current?.scrollIntoView({ block: 'center' });
  }, [emptyAttempted]);

  const dates: DateDefaults = useMemo(() => {
    const chosen = chosenTitles(selection, titles);
    return dateDefaults(metadata, titles.length > 0 ? (chosen.length > 0 ? chosen : titles) : null);
  }, [selection, titles, metadata]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const raw = resolveTitleLimits(
      queryFromEntries(new FormData(event.currentTarget), splitParamsOf(sections)),
      titles,
    );
    const built = buildSearch(raw);
    if (built.problems.length > 0) {
      setErrors(errorsByParam(built.problems));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    if (built.empty) {
      setEmptyAttempted(true);
      alertRef.current?.scrollIntoView({ block: 'center' });
      return;
    }
    const address = resultsAddress(categoryKey, built.params);
    if (props.onSearch) props.onSearch(address, built.criteria);
    else void navigate(address);
  }

  function onClear() {
    setValues({});
    setErrors({});
    setEmptyAttempted(false);
    setSelection({ states: [], titles: [] });
    setGeneration((n) => n + 1);
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    // Typing clears the empty-search alert and the changed field's message (spec 01 §4).
    setEmptyAttempted(false);
    const name = (event.target as HTMLInputElement).name;
    if (!name) return;
    const base = name.replace(/\.mod$/, '');
    setErrors((current) => {
      const keys = Object.keys(current).filter((k) => k === name || k === base || k.startsWith(`${base}.`));
      if (keys.length === 0) return current;
      const next = { ...current };
      for (const k of keys) delete next[k];
      return next;
    });
  }

  const buttons = (where: 'top' | 'bottom') => (
    <div className={styles.actions}>
      <button type="submit" className={buttonStyles.button}>
        Search
      </button>
      <button
        type="reset"
        className={`${buttonStyles.button} ${buttonStyles.secondary}`}
        onClick={(event) => {
          event.preventDefault();
          onClear();
          if (where === 'bottom') formRef.current?.scrollIntoView({ block: 'start' });
        }}
      >
        Clear
      </button>
    </div>
  );

  const renderField = (field: Field, index: number) => {
    switch (field.type) {
      case 'textRow':
        return <TextRow key={index} field={field.field} label={field.label} />;
      case 'text':
        return (
          <TextField
            key={index}
            param={field.param}
            label={field.label}
            hint={field.hint}
            inputMode={field.inputMode}
          />
        );
      case 'checkbox':
        return <CheckboxField key={index} param={field.param} label={field.label} />;
      case 'select':
        return <SelectField key={index} param={field.param} label={field.label} options={field.options} />;
      case 'checkboxes':
        return (
          <CheckboxesField key={index} param={field.param} label={field.label} options={field.options} />
        );
      case 'range': {
        const year = (d: string | null) =>
          field.dates === 'year' ? (d?.replace(/-\d{2}-\d{2}$/, '') ?? null) : d;
        return (
          <RangeField
            key={index}
            from={field.from}
            to={field.to}
            label={field.label}
            dates={field.dates}
            min={field.defaults ? year(dates.min) : null}
            max={field.defaults ? year(dates.max) : null}
          />
        );
      }
      case 'organisations':
        return <OrganisationLookup key={index} options={organisations} />;
      case 'titles':
        return <TitleLookup key={index} options={titles} stateCounts={stateCounts} onChange={setSelection} />;
    }
  };

  return (
    <AdvancedFormContext.Provider value={context}>
      <form
        ref={formRef}
        className={styles.form}
        method="get"
        action={searchPath(categoryKey)}
        role="search"
        aria-label={`Advanced search of ${props.collectionName}`}
        noValidate
        data-enhanced={enhanced ? 'true' : undefined}
        onSubmit={onSubmit}
        onChange={onChange}
      >
        {buttons('top')}
        <div ref={alertRef} className={styles.alertSlot}>
          {emptyAttempted ? (
            <div role="alert" className={styles.alert}>
              {EMPTY_SEARCH_MESSAGE}
            </div>
          ) : null}
        </div>
        <div key={generation} className={styles.sections}>
          {sections.map((section) => (
            <fieldset key={section.id} className={styles.section}>
              <legend className={styles.legend}>{section.legend}</legend>
              <div className={section.id === 'search-for' ? styles.rows : styles.grid}>
                {section.fields.map(renderField)}
              </div>
            </fieldset>
          ))}
        </div>
        {buttons('bottom')}
      </form>
    </AdvancedFormContext.Provider>
  );
}

/** Each facet's top terms as the options of the limit it filters by. */
export function optionsOfFacets(facets: readonly Facet[]): Record<string, ChoiceOption[]> {
  const options: Record<string, ChoiceOption[]> = {};
  for (const facet of facets)
    options[facet.limit] = facet.terms.map((t) => ({ value: t.term, label: t.displayTerm }));
  return options;
}
