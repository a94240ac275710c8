import { z } from 'zod';

/** Any query parameter, once or repeated; parseSearchCriteria decides what they mean. */
export const RawQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

// Search routes read a query's criteria with the schema above.
export { criteriaOf } from '../services/search-criteria.ts';
