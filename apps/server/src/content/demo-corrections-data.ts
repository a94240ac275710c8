/**
 * Demonstration corrections (issue 17 §3): real OCR errors of real articles of the demo corpus,
 * fixed as a reader would, by accounts flagged demo. Each names its article by its Trove id and
 * a line by the text it must still have, so a line that is not as expected is left alone.
 */

export const DEMO_CORRECTOR = {
  username: 'demo-corrector',
  displayName: 'Demo corrector (demonstration)',
};

export interface DemoLineFix {
  /** The line's text before (whitespace collapsed), and after. */
  from: string;
  to: string;
}

export interface DemoCorrection {
  /** The article's Trove id (its source id in the corpus). */
  troveId: string;
  by: 'corrector' | 'reader' | 'curator';
  /**
   * When, counted back from the first start that seeds it (a fixed date would fall out of the
   * hall of fame's week and month and the profile's 90 days a few weeks after any install).
   */
  daysAgo: number;
  /** The time of day, UTC (HH:MM). */
  time: string;
  comment: string;
  lines: DemoLineFix[];
}

export const DEMO_CORRECTIONS: DemoCorrection[] = [
  {
    troveId: '32699408',
    by: 'corrector',
    daysAgo: 80,
    time: '09:15',
    comment: 'Headline letters misread by the OCR. (A demonstration correction.)',
    lines: [
      { from: 'DABING ATTEMPT TO ROB A', to: 'DARING ATTEMPT TO ROB A' },
      { from: 'A WOMAtf SHOT DEAD.', to: 'A WOMAN SHOT DEAD.' },
      { from: 'One of the most daring attempts te rob', to: 'One of the most daring attempts to rob' },
    ],
  },
  {
    troveId: '32699408',
    by: 'reader',
    daysAgo: 78,
    time: '21:40',
    comment: 'The Commercial Bank. (A demonstration correction.)',
    lines: [
      { from: 'mençai Bank, as is well known, has a', to: 'mercial Bank, as is well known, has a' },
      {
        from: 'I rapid, and the population in its most out-',
        to: 'rapid, and the population in its most out-',
      },
    ],
  },
  {
    troveId: '42218688',
    by: 'corrector',
    daysAgo: 52,
    time: '02:05',
    comment: 'Common OCR slips. (A demonstration correction.)',
    lines: [
      { from: 'McKenzie Creek abont 10 miles from', to: 'McKenzie Creek about 10 miles from' },
      { from: 'home daring the afternoon and their', to: 'home during the afternoon and their' },
    ],
  },
  {
    troveId: '140745597',
    by: 'curator',
    daysAgo: 26,
    time: '06:30',
    comment: 'Heading and a name. (A demonstration correction.)',
    lines: [
      { from: 'AS OLD LOVE TEAGEDY.', to: 'AS OLD LOVE TRAGEDY.' },
      { from: 'Wilganan belohged to the great Bib', to: 'Wilganan belonged to the great Bib' },
    ],
  },
  {
    troveId: '234881994',
    by: 'reader',
    daysAgo: 16,
    time: '10:10',
    comment: 'The town is Corowa. (A demonstration correction.)',
    lines: [{ from: 'COBOWA PASTURES AND STOCK', to: 'COROWA PASTURES AND STOCK' }],
  },
  {
    troveId: '269100217',
    by: 'corrector',
    daysAgo: 3,
    time: '04:45',
    comment: 'The date line. (A demonstration correction.)',
    lines: [{ from: 'Friday, Octobeb 1G, 1896.', to: 'Friday, October 16, 1896.' }],
  },
];
