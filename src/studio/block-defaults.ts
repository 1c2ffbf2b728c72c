import { blockRegistry } from '../blocks/registry';
import type { DefaultsOf } from './page-puck-data';
import { propDefaults } from './prop-defaults';

/** Each registered block's prop defaults (the registry is loaded before the editor starts: main.tsx). */
export const defaultsOf: DefaultsOf = (type) => {
  const block = blockRegistry.get(type);
  return block ? propDefaults(block.props) : {};
};
