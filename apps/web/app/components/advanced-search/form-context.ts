import { createContext, useContext } from 'react';
import type { FormValues } from './form-values.ts';
import type { ChoiceOption } from './field-sets.ts';

export interface AdvancedFormContextValue {
  /** Prefix of every control's id in this form (several forms may share a page). */
  idPrefix: string;
  /** The values the fields start with. */
  values: FormValues;
  /** Messages of the fields at fault, by URL parameter. */
  errors: Record<string, string>;
  /** Options a facet gives a limit, by URL parameter (from a results page, when there is one). */
  facetOptions: Record<string, ChoiceOption[]>;
}

export const AdvancedFormContext = createContext<AdvancedFormContextValue>({
  idPrefix: 'advanced',
  values: {},
  errors: {},
  facetOptions: {},
});

export function useAdvancedForm(): AdvancedFormContextValue {
  return useContext(AdvancedFormContext);
}

/** A control's id: the form's prefix and the parameter, with characters ids dislike replaced. */
export function controlId(prefix: string, param: string, suffix = ''): string {
  const safe = `${param}${suffix ? `-${suffix}` : ''}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return `${prefix}-${safe}`;
}

/** Props that tie a control to its message: aria-invalid and aria-describedby. */
export function invalidProps(
  id: string,
  error: string | undefined,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
}
