import { Select, type SelectOption } from '../components/Select';
import type { ListQuery } from './listQuery';

export interface QueryFilterProps {
  query: ListQuery;
  /** The query key it sets; 'all' (the first option) clears it. */
  name: string;
  label: string;
  options: SelectOption[];
  /** Keys that stop making sense when this one changes (e.g. an id within the kind). */
  clears?: readonly string[];
}

/** A list's filter kept in the address: choosing goes back to page 1 (useListQuery). */
export function QueryFilter({ query, name, label, options, clears = [] }: QueryFilterProps) {
  return (
    <Select
      label={label}
      options={options}
      selectedKey={query.get(name) || 'all'}
      onSelectionChange={(key) =>
        query.update({
          [name]: key === 'all' ? '' : String(key),
          ...Object.fromEntries(clears.map((clear) => [clear, ''])),
        })
      }
    />
  );
}
