/** Types of project-copy.mjs (plain JavaScript: the benchmarks that use it are .mjs). */
export function projectCopy(root: string, prefix: string): string;
