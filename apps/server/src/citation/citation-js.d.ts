// citation-js ships no type declarations; these cover the calls this folder makes.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(format: string, options?: Record<string, unknown>): string;
  }
  export const plugins: {
    config: {
      get(name: '@csl'): {
        styles: { add(name: string, xml: string): void; has(name: string): boolean };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
    };
  };
}
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
