import type { AtRule as AtRuleNode, PluginCreator, Rule } from 'postcss';

/** The theme as written once in src/styles/high-contrast.css: the header toggle's choice. */
export const TOGGLED_SELECTOR = ":root[data-contrast='more']";
/** The same theme for the system setting, unless the visitor explicitly chose "standard". */
export const SYSTEM_MEDIA = '(prefers-contrast: more)';
export const SYSTEM_SELECTOR = ":root:not([data-contrast='standard'])";

/**
 * Copies every top-level `:root[data-contrast='more'] { … }` rule into
 * `@media (prefers-contrast: more) { :root:not([data-contrast='standard']) { … } }`.
 *
 * Why a build step: the theme must apply when the toggle says "more" OR when the system asks for
 * more contrast and the visitor has not said "standard". CSS cannot join a selector and a media
 * query in one condition (no mixins, and `@import` cannot be put under a selector), so without
 * this the theme had to be written twice and kept identical by a test.
 */
export const contrastThemeForSystem: PluginCreator<void> = () => ({
  postcssPlugin: 'contrast-theme-for-system',
  Once(root, { AtRule }) {
    const toggled: Rule[] = [];
    root.each((node) => {
      if (node.type === 'rule' && node.selector === TOGGLED_SELECTOR) toggled.push(node);
    });
    for (const rule of toggled) {
      const media: AtRuleNode = new AtRule({ name: 'media', params: SYSTEM_MEDIA });
      media.append(rule.clone({ selector: SYSTEM_SELECTOR }));
      rule.after(media);
    }
  },
});
contrastThemeForSystem.postcss = true;
