import { createContext, useContext } from "react";
import { jsx } from "react/jsx-runtime";
// src/blocks/shared/site-settings.tsx
var SiteSettingsContext = createContext(null);
function SiteSettingsProvider({ settings, children }) {
	return /* @__PURE__ */ jsx(SiteSettingsContext.Provider, {
		value: settings,
		children
	});
}
function useSiteSettings() {
	const settings = useContext(SiteSettingsContext);
	if (!settings) throw new Error("useSiteSettings() needs a <SiteSettingsProvider> above it");
	return settings;
}
export { useSiteSettings as n, SiteSettingsProvider as t };
