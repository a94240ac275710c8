import {
  CorrectionStatsSchema,
  HallOfFameQuerySchema,
  HallOfFameTotalSchema,
  StatsPeriodsSchema,
} from '../api/hall-of-fame.ts';
import { endpoint } from './endpoint.ts';

/** Spec 03 §7 the hall of fame calls (dateChoice, username, filter; ADR 046). */

const DESCRIPTION =
  'dateChoice: all (Any time, the default), hour, day, week, month. filter: all, newspaper (the default), gazette, book, journal. username: whose position to show (the signed-in reader by default).';

export const hallOfFame = {
  correctionStats: endpoint({
    method: 'GET',
    path: '/hallOfFame/correctionStats',
    group: 'hallOfFame',
    summary: 'The leading text correctors and the reader’s own position with 3 rows either side',
    description: DESCRIPTION,
    query: HallOfFameQuerySchema,
    response: CorrectionStatsSchema,
    errors: [400],
  }),
  statsPeriods: endpoint({
    method: 'GET',
    path: '/hallOfFame/statsPeriods',
    group: 'hallOfFame',
    summary: 'The period choices of the hall of fame, with their labels',
    response: StatsPeriodsSchema,
    errors: [],
  }),
  totalCorrections: endpoint({
    method: 'GET',
    path: '/hallOfFame/totalCorrections',
    group: 'hallOfFame',
    summary: 'Lines corrected, for a filter and period',
    description: DESCRIPTION,
    query: HallOfFameQuerySchema,
    response: HallOfFameTotalSchema,
    errors: [400],
  }),
  totalCorrectors: endpoint({
    method: 'GET',
    path: '/hallOfFame/totalCorrectors',
    group: 'hallOfFame',
    summary: 'Readers who corrected text, for a filter and period',
    description: DESCRIPTION,
    query: HallOfFameQuerySchema,
    response: HallOfFameTotalSchema,
    errors: [400],
  }),
};
