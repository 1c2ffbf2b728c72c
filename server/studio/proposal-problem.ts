/** A problem of a proposal as the studio shows it: beside the section and the field it is about, in a marketer's words. */
export interface ProposalProblem {
  path: string;
  /** The studio wording (no file, route pattern, prop name or command); the studio adds the section and the field's label. */
  message: string;
  sectionIndex?: number;
  sectionId?: string;
  field?: string;
}

/** A problem of section `index` (of `sections`), about one of its props or the whole section. */
export function sectionProblem(sections: readonly { id: string }[], index: number, message: string, field?: string): ProposalProblem {
  return {
    path: `$.sections[${index}]${field ? `.props.${field}` : ''}`,
    message,
    sectionIndex: index,
    sectionId: sections[index]?.id,
    ...(field ? { field } : {}),
  };
}
