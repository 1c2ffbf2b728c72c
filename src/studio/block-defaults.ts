import { blockRegistry } from '../blocks/registry';
import { sectionName } from './marketer-names';
import type { DefaultsOf } from './page-puck-data';
import { isDefault, propDefaults } from './prop-defaults';

/** Each registered block's prop defaults (the registry is loaded before the editor starts: main.tsx). */
export const defaultsOf: DefaultsOf = (type) => {
  const block = blockRegistry.get(type);
  return block ? propDefaults(block.props) : {};
};

/**
 * A section's name in the list, its buttons and its problems, from what it sets itself (not the
 * defaults the panel shows beside them): the same name the request's sentences use
 * (change-summary.ts reads the file), and a name that does not change as the block's defaults do.
 */
export function listedName(type: string, props: Readonly<Record<string, unknown>>): string {
  const defaults = defaultsOf(type);
  return sectionName(type, Object.fromEntries(Object.entries(props).filter(([name, value]) => !isDefault(defaults, name, value))));
}
