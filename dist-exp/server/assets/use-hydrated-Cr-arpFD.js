import { useLayoutEffect, useState } from "react";
// src/site/use-hydrated.ts
/**
* False in the server HTML and in the render that hydrates it, true from the next render on (before
* the browser paints it). The header's menus render their no-script form until then: the page's
* scripts start only once the hero image has loaded, so every visitor first gets that form.
*/
function useHydrated() {
	const [hydrated, setHydrated] = useState(false);
	useLayoutEffect(() => setHydrated(true), []);
	return hydrated;
}
export { useHydrated as t };
