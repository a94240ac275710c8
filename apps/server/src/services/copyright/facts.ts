import type { CopyrightMaterial } from '@trove/contracts';

/** A creator as the rules see one: only the years matter. */
export interface Creator {
  name: string;
  birthYear: number | null;
  deathYear: number | null;
  /** An open life date ('1950-', 'b. 1950'): the record says the creator was alive when catalogued. */
  living: boolean;
}

/** Everything the rules need about one edition; null where the record does not say. */
export interface CopyrightFacts {
  /** Natural persons who made the work; empty means no author can be identified (anonymous). */
  creators: Creator[];
  published: boolean | null;
  /** Year of first publication, or of making when unpublished. */
  year: number | null;
  material: CopyrightMaterial | null;
  /** Made or first published by or under the direction of the Commonwealth or a State (Part VII). */
  crown: boolean;
}

/** The engine's answer before it is presented. */
export interface Outcome {
  status: 'Out of Copyright' | 'In Copyright' | 'Unknown';
  contextMsg: '1.1' | '1.2' | '1.3' | '2.1' | '2.2' | '3' | '4' | '5' | '6' | '7' | '8' | 'Unknown';
  reason: string;
  /** Last year of protection (it ends on 31 December), when known. */
  expiresAfter: number | null;
  assumptions: string[];
}
