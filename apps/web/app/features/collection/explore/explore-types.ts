import type { FacetInfo } from '@trove/contracts';
import type { SearchOutcome } from '../../../lib/search-params.ts';

/** One state or territory drawn as an SVG path, named in full (spec 02 §2). */
export interface StateShape {
  name: string;
  d: string;
}

/** An AUSTLANG language variety at its approximate place on the map (never a boundary). */
export interface LanguagePoint {
  code: string;
  name: string;
  x: number;
  y: number;
}

/** What the explore view needs, all loaded on the server before the first paint. */
export interface ExploreData {
  outcome: SearchOutcome;
  facetInfo: FacetInfo[];
  /** Present when the collection is explored by state and the server has the boundaries. */
  stateShapes: StateShape[] | null;
  /** Present when the collection is explored by Australian language and the server has AUSTLANG. */
  languagePoints: LanguagePoint[] | null;
}
