/**
 * The forms whose stored leads an experiment can count (docs/experiments.md). A module of its own
 * so the studio's bundle can name them without the config check (which embeds every page config).
 */
export const EXPERIMENT_GOAL_BLOCKS = ['lead-form', 'enquiry-form'] as const;
