import { readFileSync } from 'node:fs';
import postcss, { type AtRule, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { contrastThemeForSystem, SYSTEM_MEDIA, SYSTEM_SELECTOR, TOGGLED_SELECTOR } from './contrast-theme-for-system';

const source = readFileSync(new URL('./high-contrast.css', import.meta.url), 'utf8');
const built = postcss([contrastThemeForSystem()]).process(source, { from: undefined }).root;

const topLevelRule = (selector: string) =>
  built.nodes.find((node): node is Rule => node.type === 'rule' && node.selector === selector);
const systemMedia = () =>
  built.nodes.filter((node): node is AtRule => node.type === 'atrule' && node.name === 'media' && node.params === SYSTEM_MEDIA);

/** A rule's body as text, without its selector: what the theme sets. */
const bodyOf = (rule: Rule | undefined) => (rule?.nodes ?? []).map((node) => node.toString()).join('\n');

describe('high-contrast theme', () => {
  it('is written once, for the toggle (data-contrast="more")', () => {
    const written = postcss.parse(source);
    expect(written.nodes.filter((node) => node.type === 'rule' && node.selector === TOGGLED_SELECTOR)).toHaveLength(1);
    expect(written.nodes.filter((node) => node.type === 'atrule' && node.params.includes('prefers-contrast'))).toEqual([]);
  });

  it('gets the same rules for the system setting (prefers-contrast: more, unless "standard" was chosen) from the build', () => {
    const toggled = topLevelRule(TOGGLED_SELECTOR);
    const [media, ...more] = systemMedia();
    expect(more).toEqual([]);
    const system = media?.nodes?.[0];
    expect(system?.type === 'rule' ? system.selector : undefined).toBe(SYSTEM_SELECTOR);
    expect(bodyOf(toggled).length).toBeGreaterThan(500);
    expect(bodyOf(system?.type === 'rule' ? system : undefined)).toBe(bodyOf(toggled));
    // The copy follows the theme, so the toggle wins over an earlier rule of the same weight too.
    expect(built.nodes.indexOf(media!)).toBe(built.nodes.indexOf(toggled!) + 1);
  });

  it('leaves other rules alone (forced colours stay once, outside the theme)', () => {
    expect(built.toString().split('@media (forced-colors: active)').length - 1).toBe(1);
    const plain = postcss([contrastThemeForSystem()]).process('.a { color: red; } :root { --x: 1; }', { from: undefined });
    expect(plain.css).toBe('.a { color: red; } :root { --x: 1; }');
  });

  it('sets every colour token of the site (so no token keeps its standard, lower-contrast value)', () => {
    const global = postcss.parse(readFileSync(new URL('./global.css', import.meta.url), 'utf8'));
    const standardRoot = global.nodes.find((node): node is Rule => node.type === 'rule' && node.selector === ':root');
    const tokens = (standardRoot?.nodes ?? []).flatMap((node) =>
      node.type === 'decl' && node.prop.startsWith('--color-') ? [node.prop] : [],
    );
    const themed = (topLevelRule(TOGGLED_SELECTOR)?.nodes ?? []).flatMap((node) => (node.type === 'decl' ? [node.prop] : []));
    expect(tokens.length).toBeGreaterThan(5);
    expect(tokens.filter((token) => !themed.includes(token))).toEqual([]);
  });
});

describe('the build', () => {
  it('runs the plugin on the site stylesheets (vite.config.ts)', async () => {
    const { default: config } = await import('../../vite.config.ts');
    const resolved = await config({ command: 'build', mode: 'production', isSsrBuild: false });
    const plugins = resolved.css?.postcss;
    const names = typeof plugins === 'object' ? (plugins.plugins ?? []).map((plugin) => ('postcssPlugin' in plugin ? plugin.postcssPlugin : '')) : [];
    expect(names).toContain('contrast-theme-for-system');
  });
});
