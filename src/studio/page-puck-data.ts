import type { Data } from '@puckeditor/core';
import type { Experiment, ExperimentVariant } from '../engine/experiment-schema';
import type { PageConfig, SectionConfig } from '../engine/page-config-schema';
import { isDefault, withDefaults, type PropDefaults } from './prop-defaults';

/**
 * A page config as Puck's data (one content item per section, the section id as Puck's id) and
 * back. Puck's props are what the page shows: the section's own and each default of its block
 * (prop-defaults.ts), so every field and switch shows the page's value. Back, a section keeps
 * what Puck does not edit (its pageId) and only the props it sets or that were changed, so an
 * untouched section comes back equal to the file's and the applied diff stays small.
 */
export type DefaultsOf = (type: string) => PropDefaults;

const none: DefaultsOf = () => ({});

export function pageToPuckData(page: PageConfig, defaultsOf: DefaultsOf = none): Data {
  return {
    root: { props: {} },
    content: page.sections.map((section) => ({ type: section.type, props: { ...withDefaults(section.props ?? {}, defaultsOf(section.type)), id: section.id } })),
  };
}

const SECTION_ID = /^[a-z0-9][a-z0-9-]*$/;

export function puckDataToPage(page: PageConfig, data: Data, defaultsOf: DefaultsOf = none): PageConfig {
  const originals = new Map(page.sections.map((section) => [section.id, section]));
  const used = new Set(data.content.map((item) => String(item.props.id)).filter((id) => originals.has(id)));
  const sections = data.content.map((item): SectionConfig => {
    const { id: puckId, ...edited } = item.props;
    const original = originals.get(String(puckId));
    const id = original ? original.id : freshId(item.type, used);
    const own = original?.type === item.type ? (original.props ?? {}) : {};
    const defaults = defaultsOf(item.type);
    const props = Object.fromEntries(
      Object.entries(edited).filter(
        ([name, value]) =>
          value !== undefined &&
          // A value the section did not set stays unset while it is the default or empty.
          (own[name] !== undefined || !(value === '' || isDefault(defaults, name, value))),
      ),
    );
    const keepEmptyProps = original?.props !== undefined;
    return {
      id,
      type: item.type,
      ...(Object.keys(props).length > 0 || keepEmptyProps ? { props } : {}),
      ...(original?.pageId !== undefined ? { pageId: original.pageId } : {}),
    };
  });
  return { ...page, sections, ...(page.experiment ? { experiment: withoutRemovedSections(page.experiment, new Set(sections.map((section) => section.id))) } : {}) };
}

/** What the editor changes in a page config (its sections, and so its experiment's variants): spread over the raw config when a draft or request is sent. */
export function editedParts(page: PageConfig): Pick<PageConfig, 'sections' | 'experiment'> {
  return { sections: page.sections, ...(page.experiment ? { experiment: page.experiment } : {}) };
}

/**
 * A section the editor removed is taken out of the experiment's variants too (their order and
 * their props): left in, it would make the draft fail its check (`no section "motto"`) with no way
 * back in the editor but discarding it (issue 38). A variant whose whole order went falls back to
 * the page's order.
 */
function withoutRemovedSections(experiment: Experiment, kept: ReadonlySet<string>): Experiment {
  return {
    ...experiment,
    variants: experiment.variants.map((variant): ExperimentVariant => {
      const { sections, props, ...rest } = variant;
      const order = sections?.filter((id) => kept.has(id));
      const overrides = props && Object.fromEntries(Object.entries(props).filter(([id]) => kept.has(id)));
      return { ...rest, ...(order && order.length > 0 ? { sections: order } : {}), ...(overrides && Object.keys(overrides).length > 0 ? { props: overrides } : {}) };
    }),
  };
}

/** A new section's id: "<type>-<n>", the first n free on the page (Puck's own ids are UUIDs). */
function freshId(type: string, used: Set<string>): string {
  const base = SECTION_ID.test(type) ? type : 'section';
  let n = 1;
  while (used.has(`${base}-${n}`)) n += 1;
  used.add(`${base}-${n}`);
  return `${base}-${n}`;
}
