export * from './vocabulary.ts';
export * from './dates.ts';
export * from './result-query.ts';
export * from './translate.ts';
