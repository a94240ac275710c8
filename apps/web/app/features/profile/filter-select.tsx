/**
 * One labelled choice of a tab's filter form (a GET form, so it works without script): the
 * options in their order, each shown in the tab's words. `any` adds a first, empty option.
 */
export function FilterSelect<V extends string>({
  label,
  name,
  value,
  options,
  words,
  any,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly V[];
  words: Record<V, string>;
  any?: string;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {words[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
