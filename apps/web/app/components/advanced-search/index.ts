/** The advanced search forms of spec 01 §2.7, for the AdvancedSearch route and the search screen's panel. */
export {
  AdvancedSearchForm,
  optionsOfFacets,
  type AdvancedSearchFormProps,
} from './advanced-search-form.tsx';
export { formKindOf, sectionsFor, type FormKind } from './field-sets.ts';
