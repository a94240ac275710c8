/**
 * Values a Solr query refers to by parameter (`v=$p1`), so that nothing typed is ever escaped into
 * another query's text: each value added gets the next name with the prefix.
 */
export function paramsNamed(prefix: string): {
  params: Record<string, string>;
  param(value: string): string;
} {
  const params: Record<string, string> = {};
  return {
    params,
    param(value) {
      const name = `${prefix}${Object.keys(params).length + 1}`;
      params[name] = value;
      return `$${name}`;
    },
  };
}
