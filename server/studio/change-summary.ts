import { labelOf } from '../../src/lib/field-label';
import { blockTitle, sectionName } from '../../src/shared/marketer-names';
import { variantPagesOf } from './variant-pages';

/**
 * A change request in sentences a marketer and a reviewer both read ("Moved "Yelp reviews" above
 * "Lead form"", "Removed "Motto"", "Changed Heading of "Problem: …""), computed from the page
 * config before and after. Sections are named as the studio names them (marketer-names.ts), props
 * by their field label: never an id or a prop name.
 */

interface Section {
  id: string;
  type: string;
  props: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's sections as far as they can be read: a malformed one is skipped, not fatal. */
function sectionsOf(config: unknown): Section[] {
  const sections = isRecord(config) && Array.isArray(config.sections) ? config.sections : [];
  return sections.flatMap((section: unknown) =>
    isRecord(section) && typeof section.id === 'string' && typeof section.type === 'string'
      ? [{ id: section.id, type: section.type, props: isRecord(section.props) ? section.props : {} }]
      : [],
  );
}

const quoted = (section: Section) => `"${sectionName(section.type, section.props)}"`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** "Heading", "Heading and Button link", "Heading, Text and Image". */
function listOf(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The ids kept in place: the longest common subsequence of the ids both orders share. */
function keptInOrder(before: string[], after: string[]): Set<string> {
  const rows = before.length;
  const cols = after.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < rows && j < cols; ) {
    if (before[i] === after[j]) {
      kept.add(before[i]!);
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! > table[i]![j + 1]!) i += 1;
    // On a tie the earlier section stays put: a swapped pair reads as the lower one moved up.
    else j += 1;
  }
  return kept;
}

/** Where a section now stands: above the section that follows it, or at the end. */
function place(after: Section[], index: number, skip: (section: Section) => boolean): string {
  const next = after.slice(index + 1).find((section) => !skip(section));
  return next ? `above ${quoted(next)}` : 'to the end of the page';
}

/** One sentence per change, in page order: moves, additions, edits, removals, then the page's own settings. */
export function changeSummary(before: unknown, after: unknown): string[] {
  const afterSections = sectionsOf(after);
  if (before === undefined || before === null) {
    const path = isRecord(after) && typeof after.path === 'string' ? after.path : '';
    return [`New page ${path} with ${afterSections.length} section${afterSections.length === 1 ? '' : 's'}: ${afterSections.map(quoted).join(', ')}.`];
  }
  const beforeSections = sectionsOf(before);
  const beforeById = new Map(beforeSections.map((section) => [section.id, section]));
  const afterIds = new Set(afterSections.map((section) => section.id));
  const shared = (ids: Section[]) => ids.map((section) => section.id).filter((id) => beforeById.has(id) && afterIds.has(id));
  const kept = keptInOrder(shared(beforeSections), shared(afterSections));
  const added = (section: Section) => !beforeById.has(section.id);
  const sentences: string[] = [];

  afterSections.forEach((section, index) => {
    const old = beforeById.get(section.id);
    if (!old) {
      sentences.push(`Added ${quoted(section)} ${place(afterSections, index, added)}.`);
      return;
    }
    if (!kept.has(section.id)) sentences.push(`Moved ${quoted(old)} ${place(afterSections, index, (other) => added(other) || !kept.has(other.id))}.`);
    if (old.type !== section.type) {
      sentences.push(`Changed ${quoted(old)} into a ${blockTitle(section.type)} section.`);
      return;
    }
    const names = [...new Set([...Object.keys(old.props), ...Object.keys(section.props)])].filter((name) => !same(old.props[name], section.props[name]));
    if (names.length > 0) sentences.push(`Changed ${listOf(names.map(labelOf))} of ${quoted(old)}.`);
  });
  for (const section of beforeSections) if (!afterIds.has(section.id)) sentences.push(`Removed ${quoted(section)}.`);

  sentences.push(...experimentSentences(before, after));
  // The page's own settings (its title and description for search engines, its layout…); the experiment is said above.
  const settings = (config: unknown) => (isRecord(config) ? Object.fromEntries(Object.entries(config).filter(([name]) => name !== 'experiment')) : {});
  const flat = (config: Record<string, unknown>) =>
    Object.entries(config).flatMap(([name, value]): [string, unknown][] =>
      name === 'sections' ? [] : isRecord(value) ? Object.entries(value).map(([inner, innerValue]) => [`${name} ${inner}`, innerValue]) : [[name, value]],
    );
  const oldSettings = new Map(flat(settings(before)));
  const newSettings = new Map(flat(settings(after)));
  const changedSettings = [...new Set([...oldSettings.keys(), ...newSettings.keys()])].filter((name) => !same(oldSettings.get(name), newSettings.get(name)));
  if (changedSettings.length > 0) sentences.push(`Changed the page's ${listOf(changedSettings.map((name) => labelOf(name.replace(/ (\w)/g, (_, letter: string) => letter.toUpperCase()))))}.`);
  return sentences;
}

/**
 * The experiment a request starts, changes or ends, in one sentence: a started one says what its
 * variants change, in the sentences above ("Moved …", "Changed Heading of …").
 */
function experimentSentences(before: unknown, after: unknown): string[] {
  const old = isRecord(before) && isRecord(before.experiment) ? before.experiment : undefined;
  const now = isRecord(after) && isRecord(after.experiment) ? after.experiment : undefined;
  if (!old && !now) return [];
  if (old && !now) return [`Ends the experiment "${String(old.id)}".`];
  if (!now || (old && same(old, now))) return [];
  if (old) return [`Changes the experiment "${String(now.id)}".`];
  const variants = variantPagesOf(after);
  const weights = new Map((Array.isArray(now.variants) ? now.variants : []).flatMap((variant: unknown) => (isRecord(variant) ? [[String(variant.id), variant.weight]] : [])));
  const each = variants.map(({ variant, page }) => `${variant} (${String(weights.get(variant))}% of new visitors): ${changeSummary(before, withoutExperiment(page)).join(' ') || 'the page as it is.'}`);
  return [`Starts the experiment "${String(now.id)}" from ${String(now.start)} to ${String(now.end)}, counting the leads of its form. ${each.join(' ')}`];
}

const withoutExperiment = (config: Record<string, unknown>) => Object.fromEntries(Object.entries(config).filter(([name]) => name !== 'experiment'));
