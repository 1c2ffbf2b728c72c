import { labelOf } from '../../src/lib/field-label';

/**
 * The config check's schema messages (zod's, written for developers: "Too small: expected string
 * to have >=1 characters") in the words of the studio's settings panel. The check's own problems
 * carry their studio wording (ConfigProblem.studio); this covers what the schema says.
 */
const KINDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'a yes or no',
  array: 'a list',
  object: 'a group of settings',
};

const RULES: [RegExp, (...groups: string[]) => string][] = [
  [/^Too small: expected string to have >=1 characters?$/, () => 'cannot be empty: fill it in'],
  [/^Too small: expected string to have >=(\d+) characters$/, (n) => `needs at least ${n} characters`],
  [/^Too big: expected string to have <=(\d+) characters$/, (n) => `can have at most ${n} characters`],
  [/^Too small: expected number to be >=?(\S+)$/, (n) => `must be at least ${n}`],
  [/^Too big: expected number to be <=?(\S+)$/, (n) => `can be at most ${n}`],
  [/^Too small: expected array to have >=(\d+) items?$/, (n) => `needs at least ${n} ${n === '1' ? 'item' : 'items'}`],
  [/^Too big: expected array to have <=(\d+) items?$/, (n) => `can have at most ${n} ${n === '1' ? 'item' : 'items'}`],
  [/^Invalid input: expected (\w+), received undefined$/, () => 'is missing: fill it in'],
  [/^Invalid input: expected (\w+), received (\w+)$/, (kind) => `must be ${KINDS[kind ?? ''] ?? 'another kind of value'}`],
  [/^Invalid option: expected one of /, () => 'must be one of the choices offered'],
  [/^Invalid URL$/, () => 'must be a web address, e.g. "https://example.com/"'],
  [/^Unrecognized keys?: (.+)$/, (keys) => `${(keys ?? '').replace(/"([^"]+)"/g, (_, key: string) => `"${labelOf(key)}"`)} is not a setting of this block`],
  [/^Invalid input$/, () => 'has a value that is not allowed here'],
];

export function marketerWording(message: string): string {
  for (const [pattern, word] of RULES) {
    const match = pattern.exec(message);
    if (match) return word(...match.slice(1));
  }
  return message;
}
