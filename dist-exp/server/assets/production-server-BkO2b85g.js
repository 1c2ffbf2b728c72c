import { a as oneOf, c as fillPath, i as isPlainObject, l as resolveMeta, n as FORM_STATE_KEY, o as parseJsonOrUndefined, s as buildHead, t as FORM_KIND_FIELD, u as resolvePageId } from "./form-state-Tfl0Suoa.js";
import { n as collectDroppedItems } from "./lenient-array-B7i7cscY.js";
import { t as SiteSettingsProvider } from "./site-settings-DgLfcmHj.js";
import { n as isContentCallName, t as callPath } from "./call-names-BhdHg_xh.js";
import { t as browserReader } from "./client-DuPQ1xmJ.js";
import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as siteConfig } from "./site-config-Ao64AaN4.js";
import { t as SiteLink } from "./site-link-DhFX9TeH.js";
import { t as SocialLinks$1 } from "./social-links-wWfCNMb_.js";
import { n as CloseIcon, r as HamburgerIcon, t as MobileNavList } from "./mobile-nav-list-BgoJn7EM.js";
import { t as useHydrated } from "./use-hydrated-Cr-arpFD.js";
import { d as monthlyDestinationItem, i as blogItem } from "./page-fields-D40QRdQs.js";
import { n as countryItem, r as destinationOption } from "./details-fields-lpdanTRE.js";
import { i as readPage, r as readData } from "./read-Bx0rmszW.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { t as contentCalls } from "./calls-PBSw-zby.js";
import { n as ENQUIRY_MESSAGES } from "./enquiry-messages-DXwCjmU5.js";
import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import { t as NEWSLETTER_MESSAGES } from "./newsletter-messages-BlnAvRF1.js";
import { n as enquiryFormValuesSchema, t as checkEnquiryForm } from "./enquiry-rules-hpIBr8Dq.js";
import { i as leadFormValuesSchema, r as leadFieldOfRequest, t as checkLeadForm } from "./lead-rules-CGZNwD1r.js";
import { t as newsletterRequestSchema } from "./newsletter-fields-CODKgG_f.js";
import { a as parseVariantPath, t as FORMAT_MIME_TYPES } from "./responsive-image-B6HOV0FW.js";
import { t as MONTH_NAMES } from "./dates-4dc-WPu2.js";
import { dirname, extname, join, normalize, resolve, sep } from "node:path";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { Link, Outlet, ScrollRestoration, StaticRouterProvider, createStaticHandler, createStaticRouter, data, matchRoutes, redirect, useLoaderData, useLocation, useNavigation, useNavigationType, useRouteError } from "react-router-dom";
import { Component, Suspense, createContext, use, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import useSWR, { SWRConfig } from "swr";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { z } from "zod";
import { applyEdits, findNodeAtLocation, modify, parse, parseTree, printParseErrorCode } from "jsonc-parser";
import { BlockList, isIP } from "node:net";
import { serveStatic } from "@hono/node-server/serve-static";
import { IncomingMessage, createServer, request } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { createHash, randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { cors } from "hono/cors";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { generateCookie, getCookie, setCookie } from "hono/cookie";
import { isbot } from "isbot";
import nodemailer from "nodemailer";
import { compress } from "hono/compress";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { mkdir, open, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { request as request$1 } from "node:https";
import { lookup } from "node:dns/promises";
import { format, isDeepStrictEqual } from "node:util";
import betaCdf from "@stdlib/stats-base-dists-beta-cdf";
import betaPdf from "@stdlib/stats-base-dists-beta-pdf";
import betaQuantile from "@stdlib/stats-base-dists-beta-quantile";
import ky from "ky";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import pino from "pino";
// \0rolldown/runtime.js
var __defProp = Object.defineProperty;
var __exportAll = (all, no_symbols) => {
	let target = {};
	for (var name in all) __defProp(target, name, {
		get: all[name],
		enumerable: true
	});
	if (!no_symbols) __defProp(target, Symbol.toStringTag, { value: "Module" });
	return target;
};
// src/engine/engine-context.tsx
var EngineContext = createContext(null);
function EngineProvider({ services, children }) {
	return /* @__PURE__ */ jsx(EngineContext.Provider, {
		value: services,
		children
	});
}
function useEngine() {
	const services = useContext(EngineContext);
	if (!services) throw new Error("useEngine() needs an <EngineProvider> above it");
	return services;
}
function formatDiagnostic(d) {
	return `[section "${d.sectionId}" (${d.type}) on ${d.page}] ${d.kind}: ${d.message}`;
}
var consoleReport = (diagnostic) => console.warn(formatDiagnostic(diagnostic));
// src/content/content-key.ts
/**
* The one cache key of a content call, in SWR's cache in the browser and in the server's embedded
* data alike: the same call and body give the same key on both sides (objects serialised with
* sorted keys). Its value is the call's raw answer, as the reader returned it.
*/
function contentKey(call, body) {
	return `call ${call} ${stableJson(body ?? {})}`;
}
/**
* The key of a call's answer checked against the contract (the chrome's hooks): a value of
* another kind than the raw answer, so under a key of its own.
*/
function checkedAnswerKey(call, body) {
	return `checked ${contentKey(call, body)}`;
}
function stableJson(value) {
	if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
	if (value && typeof value === "object") return `{${Object.entries(value).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0).map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
	return JSON.stringify(value) ?? "null";
}
// src/engine/content-key.ts
/**
* SWR keys of what the renderer keeps per page (a call's key is src/content/content-key.ts's):
* a section as rendered, and a page's head and section list.
*/
function sectionKey(pagePath, sectionId, params) {
	return `section ${pagePath} ${sectionId} ${stableJson(params)}`;
}
// src/engine/section-boundary.tsx
/**
* Contains one section: a block that throws while rendering disappears from the page (and is
* logged) instead of taking the page down. In development it says what broke, where.
*/
var SectionBoundary = class extends Component {
	state = { error: null };
	static getDerivedStateFromError(error) {
		return { error };
	}
	componentDidCatch(error, _info) {
		this.props.report({
			kind: "crashed",
			page: this.props.page,
			sectionId: this.props.sectionId,
			type: this.props.type,
			message: error.message
		});
	}
	render() {
		const { error } = this.state;
		if (!error) return this.props.children;
		if (!this.props.dev) return null;
		return /* @__PURE__ */ jsxs("div", {
			role: "note",
			className: "engine-section-error",
			children: [
				"Section “",
				this.props.sectionId,
				"” (",
				this.props.type,
				") crashed: ",
				error.message
			]
		});
	}
};
// src/engine/section-content.ts
function sectionKeyOf(context) {
	return sectionKey(context.page.path, context.section.id, context.params);
}
/** Runs a block's load; a thrown error (a failed call, a bug in load) becomes a failed result. */
async function runSectionLoad(block, context, props, read) {
	if (!block.content) return { raw: void 0 };
	try {
		return { raw: await block.content.load({
			...context,
			props
		}, read) };
	} catch (error) {
		return { failed: error instanceof Error ? error.message : String(error) };
	}
}
/** Formats zod issues as "path: message" lines, for one clear diagnostic. */
function describeIssues(error) {
	return error.issues.slice(0, 5).map((issue) => `${issue.path.length ? issue.path.join(".") : "(root)"}: ${issue.message}`).join("; ");
}
/** A load result checked against the block's schema; content that fails it is reported once. */
function validateSectionResult(block, context, result, report) {
	if (!block.content) return {
		status: "ready",
		content: void 0
	};
	if ("failed" in result) return {
		status: "failed",
		content: void 0
	};
	const schema = block.content.schema;
	const diagnose = (message) => report({
		kind: "invalid-content",
		page: context.page.path,
		sectionId: context.section.id,
		type: block.type,
		message
	});
	const { result: parsed, dropped } = collectDroppedItems(() => schema.safeParse(result.raw));
	for (const item of dropped) diagnose(`list item ${item.index} dropped: ${item.message}`);
	if (!parsed.success) {
		diagnose(describeIssues(parsed.error));
		return {
			status: "invalid",
			content: void 0
		};
	}
	return {
		status: "ready",
		content: parsed.data
	};
}
/**
* Server side: one section's parsed props, loaded and validated content, ready to render and to
* embed. Undefined when the props are invalid: the section then renders through the full block,
* whose props check throws into the section's boundary, as it does in the browser.
*/
async function renderSection(block, context, read, report) {
	const props = block.props.safeParse(context.section.props ?? {});
	if (!props.success) return void 0;
	const result = await runSectionLoad(block, context, props.data, read);
	return {
		props: props.data,
		...validateSectionResult(block, context, result, report)
	};
}
/**
* Browser side: a section loaded afresh through the whole block (its props parsed, its `load` run
* through the reader, its content validated), as SWR's fetcher of the section's key. Invalid
* props throw (into the section's boundary), as on the server.
*/
async function loadRenderedSection(registry, context, read, report) {
	const block = await registry.load(context.section.type);
	const props = block.props.safeParse(context.section.props ?? {});
	if (!props.success) throw new Error(`invalid props: ${describeIssues(props.error)}`);
	const result = await runSectionLoad(block, context, props.data, read);
	return {
		props: props.data,
		...validateSectionResult(block, context, result, report)
	};
}
// src/engine/page-renderer.tsx
/**
* The one renderer: the page's sections in config order, each in its own error boundary and
* Suspense boundary (a section that fails on the server is retried in the browser, alone).
*/
function PageSections({ page, params, revalidate = false }) {
	const { report, dev } = useEngine();
	return /* @__PURE__ */ jsx(Fragment, { children: page.sections.map((section) => /* @__PURE__ */ jsx(SectionBoundary, {
		page: page.path,
		sectionId: section.id,
		type: section.type,
		dev,
		report,
		children: /* @__PURE__ */ jsx(Suspense, {
			fallback: null,
			children: /* @__PURE__ */ jsx(SectionView, {
				section,
				page,
				params,
				revalidate
			})
		})
	}, sectionKey(page.path, section.id, params))) });
}
function blockContext(section, page, params) {
	return {
		section,
		page,
		params,
		pageId: section.pageId ?? resolvePageId(page, params)
	};
}
/**
* One section through SWR, under its section key: the server's rendered section (SWR's fallback
* at hydration), or what a client-side navigation's loader put in SWR's cache, or fetched here
* (focus, reconnect, a page shown from the cache). The block's component alone renders data that
* is there; a section with no data yet renders through the whole block, with status 'loading'.
*/
function SectionView({ section, page, params, revalidate }) {
	const { registry, read, report } = useEngine();
	const context = blockContext(section, page, params);
	const { data, error } = useSWR(sectionKeyOf(context), async () => {
		const fresh = await loadRenderedSection(registry, context, read, report);
		if (fresh.status === "failed" && data) throw new Error(`section "${section.id}": its content could not be read again`);
		return fresh;
	}, {
		revalidateOnMount: revalidate || void 0,
		shouldRetryOnError: false
	});
	if (data) return /* @__PURE__ */ jsx(RenderedSectionView, {
		rendered: data,
		context
	});
	if (error) throw error;
	return /* @__PURE__ */ jsx(LoadingSectionView, { context });
}
function SectionFrame({ context, children }) {
	return /* @__PURE__ */ jsx("div", {
		className: "page-section",
		"data-section-id": context.section.id,
		"data-block": context.section.type,
		children
	});
}
/**
* A section with its data (the page as first loaded, and on the server itself): props and
* content come checked, so only the block's component is needed.
*/
function RenderedSectionView({ rendered, context }) {
	const { registry } = useEngine();
	const Block = use(registry.loadComponent(context.section.type));
	return /* @__PURE__ */ jsx(SectionFrame, {
		context,
		children: /* @__PURE__ */ jsx(Block, {
			props: rendered.props,
			content: rendered.content,
			status: rendered.status,
			context
		})
	});
}
/** A section whose content is on its way: the whole block, its props checked, status 'loading'. */
function LoadingSectionView({ context }) {
	const { registry } = useEngine();
	const block = use(registry.load(context.section.type));
	const sectionProps = context.section.props;
	const props = useMemo(() => {
		const parsed = block.props.safeParse(sectionProps ?? {});
		if (!parsed.success) throw new Error(`invalid props: ${describeIssues(parsed.error)}`);
		return parsed.data;
	}, [block, sectionProps]);
	const Block = block.component;
	return /* @__PURE__ */ jsx(SectionFrame, {
		context,
		children: /* @__PURE__ */ jsx(Block, {
			props,
			content: void 0,
			status: block.content ? "loading" : "ready",
			context
		})
	});
}
// src/engine/collect-page-data.ts
/**
* Server side: reads everything the page's sections, its meta source and its chrome need, in
* parallel, each call once per request, and records for hydration what the browser reads.
*/
async function collectPageData(options) {
	const { match, registry, metaSources } = options;
	const fallback = {};
	const sections = {};
	const inFlight = /* @__PURE__ */ new Map();
	const readOnce = (call, body) => {
		const key = contentKey(call, body);
		let answer = inFlight.get(key);
		if (!answer) {
			answer = options.read(call, body);
			inFlight.set(key, answer);
		}
		return answer;
	};
	await registry.preload(match.page.sections.map((section) => section.type));
	const metaContext = {
		page: match.page,
		params: match.params,
		pageId: resolvePageId(match.page, match.params)
	};
	const sectionLoads = match.page.sections.map(async (section) => {
		const block = registry.get(section.type);
		if (!block) return;
		const context = blockContext(section, match.page, match.params);
		const rendered = await renderSection(block, context, readOnce, options.report);
		if (rendered) sections[sectionKeyOf(context)] = rendered;
	});
	const [meta] = await Promise.all([
		resolveMeta(metaContext, metaSources, readOnce),
		...sectionLoads,
		options.prefetch?.(readOnce).then((entries) => Object.assign(fallback, entries)).catch((error) => console.warn(`[chrome] prefetch failed: ${String(error)}`))
	]);
	return {
		fallback,
		sections,
		meta,
		head: buildHead(metaContext, meta)
	};
}
// src/engine/route-matcher.ts
/** A route's parameters without React Router's optional `undefined`s. */
function definedParams(params) {
	const defined = {};
	for (const [name, value] of Object.entries(params)) if (value !== void 0) defined[name] = value;
	return defined;
}
/** A path whose percent escapes do not decode (e.g. "/%E0%A4%A/") names no page: the answer is 404. */
function isDecodablePath(pathname) {
	try {
		return true;
	} catch {
		return false;
	}
}
/** A route path with a parameter, a splat or an optional segment: React Router ranks those. */
var isPatternPath = (path) => /[:*?]/.test(path);
/**
* The key under which a static path and the paths it matches meet: what React Router compares
* (each segment percent-decoded, letter case ignored, any trailing slashes optional).
*/
function staticKey(decodedPath) {
	return decodedPath.toLowerCase().replace(/\/+$/, "") || "/";
}
/** React Router's own decoding before it matches (a "/" escaped inside a segment stays escaped). */
var decodeSegments = (pathname) => pathname.split("/").map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F")).join("/");
/**
* Routes by path pattern, built once: static paths (nearly every page) sit in a Map, so a lookup
* costs the same with 40 pages or 4,000; only the few patterns (`/:slug/`, `/country/:id/`) go
* through React Router's ranking (`matchRoutes`), which flattens and sorts its route list on every
* call. A static path always outranks a pattern in React Router (a static segment scores 10, a
* parameter 3, a splat less), so a Map hit is the answer `matchRoutes` over all routes would give;
* of two entries with one path the first wins, as in React Router. Letter case and the trailing
* slash do not matter here; the page loader redirects to the canonical form.
*/
function createRouteMatcher(entries) {
	const exact = /* @__PURE__ */ new Map();
	const patterns = [];
	entries.forEach((entry, index) => {
		if (isPatternPath(entry.path)) patterns.push({
			id: String(index),
			path: entry.path
		});
		else {
			const key = staticKey(entry.path);
			if (!exact.has(key)) exact.set(key, entry.value);
		}
	});
	return (pathname) => {
		if (!isDecodablePath(pathname)) return null;
		const hit = exact.get(staticKey(decodeSegments(pathname)));
		if (hit !== void 0) return {
			value: hit,
			params: {}
		};
		if (patterns.length === 0) return null;
		const match = matchRoutes(patterns, pathname)?.at(-1);
		const entry = match ? entries[Number(match.route.id)] : void 0;
		return match && entry ? {
			value: entry.value,
			params: definedParams(match.params)
		} : null;
	};
}
// src/engine/routes.ts
/** Routes built from the page configs. */
function createPageMatcher(pages) {
	const match = createRouteMatcher(pages.map((page) => ({
		path: page.path,
		value: page
	})));
	return (pathname) => {
		const found = match(pathname);
		return found && {
			page: found.value,
			params: found.params
		};
	};
}
/**
* The canonical form of a page's path: lower case (outside percent escapes, whose hex digits
* keep their case) and with its trailing slash. Leading slashes collapse to one, so a path like
* `//host` can never become a redirect to another site.
*/
function canonicalPathname(pathname) {
	const lower = pathname.replace(/^\/+/, "/").replace(/%[0-9a-fA-F]{2}|[A-Z]+/g, (part) => part.startsWith("%") ? part : part.toLowerCase());
	return lower.endsWith("/") ? lower : `${lower}/`;
}
var NOT_FOUND_ROUTE_ID = "not-found";
var ROOT_ROUTE_ID = "root";
/** A page config's route: its path pattern is the route path, its path the route id. */
var createPageRoute = (path, parts) => ({
	id: path,
	path,
	...parts
});
/** A redirect of the site's table: a loader answering 301, on the server and for client-side navigations alike. */
var createRedirectRoute = (entry) => ({
	id: `redirect ${entry.from}`,
	path: entry.from,
	loader: ({ request }) => redirect(entry.to + new URL(request.url).search, 301)
});
/**
* The site's React Router routes: one per page config given, one per redirect, and `*` for
* everything else (the 404 page). The server builds a small tree per matched route and the
* browser starts from the current page's route: neither hands React Router every page.
*/
function createSiteRoutes(options) {
	return [{
		id: ROOT_ROUTE_ID,
		...options.root,
		children: [
			...options.pagePaths.map((path) => createPageRoute(path, options.page(path))),
			...options.redirects.map(createRedirectRoute),
			{
				id: NOT_FOUND_ROUTE_ID,
				path: "*",
				...options.notFound
			}
		]
	}];
}
// src/engine/page-loader.ts
var notFoundStatus = { status: 404 };
/** The 404 page's data (status 404), with the chrome's content on the server. */
async function loadNotFound(services, page = null, fallback) {
	const notFound = {
		page,
		params: {},
		sections: {},
		fallback: fallback ?? await (services.prefetchChrome?.(page, services.read) ?? Promise.resolve({})).catch((error) => {
			console.warn(`[chrome] ${String(error)}`);
			return {};
		}),
		head: services.notFoundHead,
		notFound: true
	};
	return data(notFound, notFoundStatus);
}
/**
* One page route's loader, the same on the server (inside React Router's static handler) and in
* the browser (each client-side navigation): a path not in its canonical form moves there (301);
* in the browser, a page seen before in this visit comes from SWR's cache (no request); else the
* page's meta source and all its sections read their content together, each distinct call once
* per navigation, and the browser keeps what they read in SWR's cache; the meta source's
* `redirect` (302) and `notFound` (404) decide as on the server.
*/
async function loadPage(options) {
	const { request, page, params, services } = options;
	const url = new URL(request.url);
	if (!isDecodablePath(url.pathname)) return loadNotFound(services, page);
	const canonical = canonicalPathname(url.pathname);
	if (canonical !== url.pathname) throw redirect(canonical + url.search, 301);
	const cached = services.pageCache?.read(page, params);
	if (cached) return cached;
	const prefetch = services.prefetchChrome;
	const collected = await collectPageData({
		match: {
			page,
			params
		},
		registry: services.registry,
		metaSources: services.metaSources,
		read: services.read,
		prefetch: prefetch && ((read) => prefetch(page, read)),
		report: services.report
	});
	if (collected.meta.redirect) throw redirect(collected.meta.redirect);
	if (collected.meta.notFound) return loadNotFound(services, page, collected.fallback);
	const found = {
		page,
		params,
		sections: collected.sections,
		fallback: collected.fallback,
		head: collected.head,
		notFound: false
	};
	services.pageCache?.write(found);
	return found;
}
// src/engine/page-view.tsx
/**
* One page route as its loader left it: its sections (each reads its rendered content from SWR,
* where the server's fallback or the loader put it), or the 404 text; in the browser its head
* kept in step with client-side navigation.
*/
function PageView({ data, notFound }) {
	useDocumentHead(data.head);
	if (data.notFound || !data.page) return /* @__PURE__ */ jsx(Fragment, { children: notFound });
	return /* @__PURE__ */ jsx(PageSections, {
		page: data.page,
		params: data.params,
		revalidate: data.fromCache === true
	});
}
function headElement(selector, create) {
	const found = document.head.querySelector(selector);
	if (found) return found;
	const element = create();
	document.head.appendChild(element);
	return element;
}
var namedMeta = (name) => () => {
	const element = document.createElement("meta");
	element.setAttribute("name", name);
	return element;
};
var canonicalLink = () => {
	const element = document.createElement("link");
	element.setAttribute("rel", "canonical");
	return element;
};
/**
* Browser only: the server writes the head into the HTML; a client-side navigation updates it
* here. A page without a canonical path (the 404 page) has no canonical link.
*/
function useDocumentHead(head) {
	useEffect(() => {
		if (!head) return;
		document.title = head.title;
		headElement("meta[name=\"description\"]", namedMeta("description")).setAttribute("content", head.description);
		headElement("meta[name=\"keywords\"]", namedMeta("keywords")).setAttribute("content", head.keywords);
		if (!head.canonicalPath) {
			document.head.querySelector("link[rel=\"canonical\"]")?.remove();
			return;
		}
		const link = headElement("link[rel=\"canonical\"]", canonicalLink);
		link.setAttribute("href", new URL(head.canonicalPath, link.getAttribute("href") ?? location.href).href);
	}, [head]);
}
// src/content/hooks.ts
/**
* Reads a call and checks the answer against the contract. The contract's schemas load with the
* first answer checked here: a page as the server rendered it hydrates from checked, embedded
* answers, so the browser needs them only for what it fetches itself.
*/
async function readChecked(read, call, body) {
	const [raw, { checkCallAnswer }] = await Promise.all([read(call, body), import("./call-answer-BGw3Aq-s.js")]);
	return checkCallAnswer(call, raw);
}
/**
* Server side: reads a call for the chrome and returns its checked answer under its hook's key,
* for the page's embedded data (SWR's fallback).
*/
async function prefetchCall(read, call, body) {
	return { [checkedAnswerKey(call, body)]: await readChecked(read, call, body) };
}
/**
* A call read by the chrome (outside the page's sections): the checked answer, embedded by the
* server under the same key or fetched, null when the call failed or answered outside the
* contract. It revalidates on focus and reconnect like every SWR key of the page.
*/
function useContentCall(call, body) {
	const { data } = useSWR(checkedAnswerKey(call, body), () => readChecked(browserReader, call, body));
	return { data: data ?? null };
}
/** The footer's regions (src/site/region-select.tsx). */
var useRegions = () => useContentCall("pages/regions", {});
/** True while a client-side navigation has been waiting for more than SLOW_NAVIGATION_MS. */
function useSlowNavigation() {
	const pending = useNavigation().state !== "idle";
	const [slow, setSlow] = useState(false);
	useEffect(() => {
		if (!pending) {
			setSlow(false);
			return;
		}
		const timer = setTimeout(() => setSlow(true), 300);
		return () => clearTimeout(timer);
	}, [pending]);
	return slow;
}
var NavigationBusyContext = createContext(false);
/** Whether the page on screen is about to be replaced by a slow navigation (for `aria-busy` on <main>). */
var useNavigationBusy = () => useContext(NavigationBusyContext);
/**
* The current page stays on screen until the next one is ready (a React Router navigation is a
* transition); when that takes more than SLOW_NAVIGATION_MS the visitor sees a bar moving at the
* top of the window, a screen reader hears the spec's 'Loading...' (a polite status region that is
* always in the page, so the change is announced), and <main> is marked busy.
*/
function NavigationProgress({ children }) {
	const slow = useSlowNavigation();
	return /* @__PURE__ */ jsxs(NavigationBusyContext.Provider, {
		value: slow,
		children: [
			slow && /* @__PURE__ */ jsx("div", {
				className: "navigation-progress",
				"aria-hidden": "true",
				"data-testid": "navigation-progress"
			}),
			/* @__PURE__ */ jsx("div", {
				className: "visually-hidden",
				role: "status",
				"aria-live": "polite",
				children: slow ? "Loading..." : ""
			}),
			children
		]
	});
}
// src/site/contact-links.tsx
var PhoneIcon = () => /* @__PURE__ */ jsx("svg", {
	viewBox: "0 0 24 24",
	width: "18",
	height: "18",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		fill: "currentColor",
		d: "M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2z"
	})
});
var MailIcon = () => /* @__PURE__ */ jsx("svg", {
	viewBox: "0 0 24 24",
	width: "18",
	height: "18",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2",
		d: "M3.5 5.5h17v13h-17zM4 6l8 7 8-7",
		strokeLinejoin: "round"
	})
});
/** The phone as a tel: link. */
function PhoneLink({ className }) {
	return /* @__PURE__ */ jsxs("a", {
		className: `contact-link${className ? ` ${className}` : ""}`,
		href: siteConfig.phoneHref,
		children: [/* @__PURE__ */ jsx(PhoneIcon, {}), /* @__PURE__ */ jsx("span", { children: siteConfig.phone })]
	});
}
/** The e-mail address as a mailto: link. */
function EmailLink({ className }) {
	return /* @__PURE__ */ jsxs("a", {
		className: `contact-link${className ? ` ${className}` : ""}`,
		href: `mailto:${siteConfig.email}`,
		children: [/* @__PURE__ */ jsx(MailIcon, {}), /* @__PURE__ */ jsx("span", { children: siteConfig.email })]
	});
}
// src/site/region-select.tsx
/**
* The footer's Choose Region dropdown, filled from `pages/regions` (prefetched on the server by the
* layout, so it is in the first HTML). It starts on the first region returned and follows the
* visitor's pick. Without regions (the call failed, which the client already logged) it is left out.
*/
function RegionSelect() {
	const { data } = useRegions();
	const regions = data?.data.regions ?? [];
	const [picked, setPicked] = useState(null);
	const id = useId();
	if (regions.length === 0) return null;
	const value = picked ?? String(regions[0].regionId);
	return /* @__PURE__ */ jsxs("div", {
		className: "region-select",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: "Choose Region"
		}), /* @__PURE__ */ jsx("select", {
			id,
			value,
			onChange: (event) => setPicked(event.target.value),
			children: regions.map((region) => /* @__PURE__ */ jsx("option", {
				value: String(region.regionId),
				children: region.regionTitle
			}, region.regionId))
		})]
	});
}
// src/site/site-logo.tsx
/**
* The logo, linking home; `onDark` for dark backgrounds (landing headers over the hero, footer).
* `belowTheFold` (the footer's) loads it lazily: fetched early, it would share the hero image's
* bandwidth.
*/
function SiteLogo({ onDark = false, belowTheFold = false }) {
	const { logo } = siteConfig;
	const src = onDark ? logo.srcOnDark ?? logo.src : logo.src;
	const whiten = onDark && !logo.srcOnDark;
	return /* @__PURE__ */ jsx(Link, {
		to: "/",
		className: `site-logo${whiten ? " site-logo--whiten" : ""}`,
		children: /* @__PURE__ */ jsx(ResponsiveImage, {
			src,
			alt: logo.alt,
			width: logo.width,
			height: logo.height,
			layout: "logo",
			priority: belowTheFold ? "lazy" : "eager"
		})
	});
}
// src/site/social-links.tsx
/** The six profiles of site.json for the chrome (the shared list, with the site's profiles). */
function SocialLinks({ profiles = siteConfig.social, ...rest }) {
	return /* @__PURE__ */ jsx(SocialLinks$1, {
		profiles,
		...rest
	});
}
// src/site/site-footer.tsx
/** The shared footer of every layout: link groups, contact, social, region, recent trips, legal. */
function SiteFooter() {
	const { footer, address } = siteConfig;
	return /* @__PURE__ */ jsxs("footer", {
		className: "chrome-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "chrome-footer__main container",
			children: [
				/* @__PURE__ */ jsxs("section", {
					className: "chrome-footer__brand",
					"aria-label": `Contact ${siteConfig.name}`,
					children: [
						/* @__PURE__ */ jsx(SiteLogo, {
							onDark: true,
							belowTheFold: true
						}),
						/* @__PURE__ */ jsxs("address", {
							className: "chrome-footer__address",
							children: [
								address.street,
								/* @__PURE__ */ jsx("br", {}),
								address.city,
								", ",
								address.region,
								" ",
								address.postalCode
							]
						}),
						/* @__PURE__ */ jsxs("ul", {
							className: "chrome-footer__contact",
							children: [/* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(PhoneLink, {}) }), /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EmailLink, {}) })]
						}),
						/* @__PURE__ */ jsx(SocialLinks, { variant: "light" }),
						/* @__PURE__ */ jsx(RegionSelect, {})
					]
				}),
				/* @__PURE__ */ jsx("nav", {
					className: "chrome-footer__groups",
					"aria-label": "Footer",
					children: footer.groups.map((group) => /* @__PURE__ */ jsxs("div", {
						className: "chrome-footer__group",
						children: [/* @__PURE__ */ jsx("h2", {
							className: "chrome-footer__heading",
							children: group.title
						}), /* @__PURE__ */ jsx("ul", { children: group.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SiteLink, {
							href: link.href,
							children: link.label
						}) }, link.href + link.label)) })]
					}, group.title))
				}),
				/* @__PURE__ */ jsxs("section", {
					className: "chrome-footer__trips",
					"aria-labelledby": "footer-recent-trips",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "footer-recent-trips",
						className: "chrome-footer__heading",
						children: "Recent Trips"
					}), /* @__PURE__ */ jsx("ul", {
						className: "chrome-footer__trip-grid",
						children: footer.recentTrips.map((trip) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ResponsiveImage, {
							src: trip.src,
							alt: trip.alt,
							width: 120,
							height: 80,
							layout: "logo",
							decoding: "async"
						}) }, trip.src))
					})]
				})
			]
		}), /* @__PURE__ */ jsx("div", {
			className: "chrome-footer__bottom",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container chrome-footer__bottom-inner",
				children: [/* @__PURE__ */ jsx("p", {
					className: "chrome-footer__copyright",
					children: footer.copyright
				}), /* @__PURE__ */ jsx("nav", {
					"aria-label": "Legal",
					children: /* @__PURE__ */ jsx("ul", {
						className: "chrome-footer__legal",
						children: footer.bottomLinks.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(SiteLink, {
							href: link.href,
							children: link.label
						}) }, link.href + link.label))
					})
				})]
			})
		})]
	});
}
// src/site/chrome-frame.tsx
/** What every layout shares: the skip link, its header, the page as <main>, the footer. */
function ChromeFrame({ header, children }) {
	const busy = useNavigationBusy();
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("a", {
			className: "skip-link",
			href: "#main-content",
			children: "Skip to main content"
		}),
		header,
		/* @__PURE__ */ jsx("main", {
			id: "main-content",
			tabIndex: -1,
			"aria-busy": busy || void 0,
			children
		}),
		/* @__PURE__ */ jsx(SiteFooter, {})
	] });
}
// src/site/deferred-desktop-nav.tsx
/** The width from which the headers show the menu bar instead of the hamburger (site-header.css). */
var DESKTOP_NAV_QUERY = "(min-width: 1024px)";
var loadedModule;
/** The bar's code. The server loads it before rendering; a browser once its screen shows the bar. */
function loadDesktopNav() {
	return import("./desktop-nav-DR6AmKcy.js").then((module) => {
		loadedModule = module;
		return module;
	});
}
/** Calls `then` once the window is at least 1024 px wide (now or later), unless aborted first. */
function whenWideEnough(signal, then) {
	const query = window.matchMedia(DESKTOP_NAV_QUERY);
	if (query.matches) return then();
	const onChange = () => {
		if (!query.matches) return;
		query.removeEventListener("change", onChange);
		then();
	};
	query.addEventListener("change", onChange);
	signal.addEventListener("abort", () => query.removeEventListener("change", onChange));
}
/**
* Keeps whatever HTML the server put in the element: React hydrates an element with
* `dangerouslySetInnerHTML` without touching its content, and never rewrites it while the value
* stays the same object.
*/
var KEEP_SERVER_HTML = { __html: "" };
/**
* The desktop menu bar (DesktopNav), made interactive only where it is shown. The server renders it
* in full; in the browser its code (Radix's navigation menu, ~12 KB compressed) is asked for once
* the screen is at least 1024 px wide, and until it is there the server's HTML of the bar stays as
* it is (plain links, dropdowns opened by CSS as without scripts). A phone, whose header shows the
* hamburger, never downloads it.
*
* Deliberately no lazy component in a Suspense boundary: a boundary still waiting for its code
* holds every client-side navigation (a transition cannot commit past a dehydrated boundary whose
* props changed), so on a phone, where the code never comes, a tapped link changed the address
* and left the old page on screen. Here the bar is an ordinary state change once the code is in.
*/
function DeferredDesktopNav(props) {
	const [Nav, setNav] = useState(() => loadedModule?.DesktopNav);
	useEffect(() => {
		if (Nav) return;
		const abort = new AbortController();
		whenWideEnough(abort.signal, () => {
			loadDesktopNav().then((module) => {
				if (!abort.signal.aborted) setNav(() => module.DesktopNav);
			}, (error) => {
				console.warn(`[menu] could not load the menu bar: ${String(error)}`);
			});
		});
		return () => abort.abort();
	}, [Nav]);
	return Nav ? /* @__PURE__ */ jsx("div", {
		className: "desktop-nav-slot",
		children: /* @__PURE__ */ jsx(Nav, { ...props })
	}) : /* @__PURE__ */ jsx("div", {
		className: "desktop-nav-slot",
		suppressHydrationWarning: true,
		dangerouslySetInnerHTML: KEEP_SERVER_HTML
	});
}
// src/site/contrast-preference.ts
/**
* The visitor's contrast choice, kept in a cookie that the head's script reads before paint
* (`<html data-contrast="...">`, server/ssr/contrast-theme.ts), so pages stay one public copy. `more` is the high-contrast theme; `standard`
* is an explicit "no", which also overrides the system's `prefers-contrast: more`. Without a
* cookie the attribute is absent and the stylesheet follows the system setting.
*/
var CONTRAST_COOKIE = "contrast";
var CONTRAST_CHOICES = ["more", "standard"];
/** The choice a value names (a cookie's, the html attribute's); undefined for anything else. */
function contrastChoiceOf(value) {
	return oneOf(CONTRAST_CHOICES, value);
}
/** A year: the choice is "remembered across visits". */
var ONE_YEAR_SECONDS = 31536e3;
/** The choice in a Cookie header (or `document.cookie`); undefined when absent or unknown. */
function contrastChoiceOfCookies(cookies) {
	for (const part of (cookies ?? "").split(";")) {
		const [name, ...value] = part.trim().split("=");
		if (name !== "contrast") continue;
		const choice = contrastChoiceOf(value.join("="));
		if (choice) return choice;
	}
}
/** The `document.cookie` assignment that remembers a choice for the whole site. */
function contrastCookie(choice) {
	return `${CONTRAST_COOKIE}=${choice}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
// src/site/contrast-toggle.tsx
var SYSTEM_QUERY = "(prefers-contrast: more)";
/** Every toggle on the page (and the store below) hears a change made by any of them. */
var CHANGE_EVENT = "contrast-change";
function chosen() {
	return contrastChoiceOf(document.documentElement.dataset.contrast);
}
/** On when chosen, or when not refused and the system asks for more contrast. */
function isHighContrast() {
	const choice = chosen();
	if (choice) return choice === "more";
	return typeof window.matchMedia === "function" && window.matchMedia(SYSTEM_QUERY).matches;
}
function subscribe(onChange) {
	const system = typeof window.matchMedia === "function" ? window.matchMedia(SYSTEM_QUERY) : void 0;
	system?.addEventListener("change", onChange);
	document.addEventListener(CHANGE_EVENT, onChange);
	return () => {
		system?.removeEventListener("change", onChange);
		document.removeEventListener(CHANGE_EVENT, onChange);
	};
}
function choose(choice) {
	document.documentElement.dataset.contrast = choice;
	document.cookie = contrastCookie(choice);
	document.dispatchEvent(new Event(CHANGE_EVENT));
}
/**
* The header's high-contrast switch: a real button with aria-pressed. The head's script already
* set the theme from the cookie before paint (server/ssr/contrast-theme.ts), so the page never flashes; the
* button's own pressed state follows right after hydration (the server cannot know the system
* setting, so the first render always says "not pressed").
*/
function ContrastToggle({ className }) {
	const on = useSyncExternalStore(subscribe, isHighContrast, () => false);
	useEffect(() => {
		const remembered = contrastChoiceOfCookies(document.cookie);
		if (remembered && remembered !== chosen()) {
			document.documentElement.dataset.contrast = remembered;
			document.dispatchEvent(new Event(CHANGE_EVENT));
		}
	}, []);
	return /* @__PURE__ */ jsxs("button", {
		type: "button",
		className: `contrast-toggle${className ? ` ${className}` : ""}`,
		"aria-pressed": on,
		title: "High contrast",
		onClick: () => choose(on ? "standard" : "more"),
		children: [/* @__PURE__ */ jsxs("svg", {
			viewBox: "0 0 24 24",
			width: "22",
			height: "22",
			"aria-hidden": "true",
			focusable: "false",
			children: [/* @__PURE__ */ jsx("circle", {
				cx: "12",
				cy: "12",
				r: "9",
				fill: "none",
				stroke: "currentColor",
				strokeWidth: "2"
			}), /* @__PURE__ */ jsx("path", {
				d: "M12 3a9 9 0 0 1 0 18z",
				fill: "currentColor"
			})]
		}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: "High contrast"
		})]
	});
}
// src/site/ready-to-travel-link.tsx
/** The 'Ready To Travel?' button every header variant shows, to /go/. */
function ReadyToTravelLink({ className }) {
	return /* @__PURE__ */ jsx(SiteLink, {
		className: `button button--primary${className ? ` ${className}` : ""}`,
		href: siteConfig.readyToTravel.href,
		children: siteConfig.readyToTravel.label
	});
}
// src/site/menu-extras.tsx
/** What the mobile menus show under their links: the phone, 'Ready To Travel?' and the social links. */
function MenuExtras() {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx(ReadyToTravelLink, {}),
		/* @__PURE__ */ jsx(PhoneLink, {}),
		/* @__PURE__ */ jsx(SocialLinks, { variant: "dark" })
	] });
}
// src/site/mobile-menu-fallback.tsx
/**
* The mobile menu before (or without) JavaScript: a native <details> whose <summary> is the
* hamburger. Open, the menu covers the screen like the dialog does and the summary, pinned to the
* top corner, turns into its close button; the groups are <details> too, and page scrolling is
* locked by CSS (mobile-menu.css). Every link is in the HTML.
*/
function MobileMenuFallback({ links, variant, brand, extras, toggleClassName, detailsRef }) {
	return /* @__PURE__ */ jsxs("details", {
		ref: detailsRef,
		className: `mobile-menu-fallback${toggleClassName ? ` ${toggleClassName}` : ""}`,
		suppressHydrationWarning: true,
		children: [/* @__PURE__ */ jsxs("summary", {
			className: "menu-toggle mobile-menu-fallback__toggle",
			children: [
				/* @__PURE__ */ jsx(HamburgerIcon, {}),
				/* @__PURE__ */ jsx(CloseIcon, {}),
				/* @__PURE__ */ jsx("span", {
					className: "visually-hidden",
					children: "Menu"
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: `mobile-menu mobile-menu--${variant}`,
			children: [
				/* @__PURE__ */ jsx("div", {
					className: "mobile-menu__top",
					children: brand
				}),
				/* @__PURE__ */ jsx("nav", {
					className: "mobile-menu__nav",
					"aria-label": "Menu",
					children: /* @__PURE__ */ jsx(MobileNavList, {
						links,
						nativeGroups: true
					})
				}),
				extras && /* @__PURE__ */ jsx("div", {
					className: "mobile-menu__extras",
					children: extras
				})
			]
		})]
	});
}
// src/site/mobile-menu.tsx
/** The dialog's chunk (Radix dialog, focus scope, scroll lock): asked for once, on the first press. */
var dialogChunk;
var loadDialog = () => {
	dialogChunk ??= import("./mobile-menu-dialog-CaCaAHPp.js").then((module) => module.MobileMenuDialog);
	dialogChunk.catch(() => {
		dialogChunk = void 0;
	});
	return dialogChunk;
};
/**
* The hamburger and its menu, a modal Radix dialog: focus stays inside and returns to the
* hamburger; Escape, the close button and (for the side panel) the backdrop close it; page
* scrolling is locked while it is open (Radix's scroll lock). Choosing any link closes it, and so
* does a path change (the browser's back button). The server HTML and the render that hydrates it
* hold the no-script form instead (MobileMenuFallback, every link in the HTML); a menu the visitor
* opened there before the scripts started stays open as the dialog.
*
* The dialog's code (mobile-menu-dialog.tsx) is not in the page's first download: the hamburger,
* one button before and after that code arrives, asks for it already on pointer-down or focus.
*/
function MobileMenu({ links, variant = "overlay", brand, extras, toggleClassName }) {
	const hydrated = useHydrated();
	const fallback = useRef(null);
	const [open, setOpen] = useState(false);
	const { pathname } = useLocation();
	const [openedOn, setOpenedOn] = useState(pathname);
	if (openedOn !== pathname) {
		setOpenedOn(pathname);
		setOpen(false);
	}
	const [Dialog, setDialog] = useState();
	const toggle = useRef(null);
	const contentId = useId();
	const fetchDialog = () => {
		loadDialog().then((component) => setDialog(() => component), (error) => console.warn(`[menu] could not load the menu dialog: ${String(error)}`));
	};
	useLayoutEffect(() => {
		if (!fallback.current?.open) return;
		setOpen(true);
		fetchDialog();
	}, []);
	if (!hydrated) return /* @__PURE__ */ jsx(MobileMenuFallback, {
		links,
		variant,
		brand,
		extras,
		toggleClassName,
		detailsRef: fallback
	});
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("button", {
		ref: toggle,
		type: "button",
		className: `menu-toggle${toggleClassName ? ` ${toggleClassName}` : ""}`,
		"aria-label": "Open menu",
		"aria-haspopup": "dialog",
		"aria-expanded": open,
		"aria-controls": Dialog && open ? contentId : void 0,
		onPointerDown: fetchDialog,
		onFocus: fetchDialog,
		onClick: () => {
			setOpen(true);
			fetchDialog();
		},
		children: /* @__PURE__ */ jsx(HamburgerIcon, {})
	}), Dialog && /* @__PURE__ */ jsx(Dialog, {
		links,
		variant,
		brand,
		extras,
		contentId,
		toggle,
		open,
		onOpenChange: setOpen
	})] });
}
// src/site/country-header.tsx
/**
* The country pages' top navigation (spec 2, Country page): HOME, DESTINATION, EXPERIENCES,
* CONTACT US, the phone, 'Ready To Travel?', social links, and its own mobile menu.
*/
function CountryHeader() {
	const navigation = siteConfig.headerVariants.country.navigation;
	return /* @__PURE__ */ jsxs("header", {
		className: "chrome-header chrome-header--country",
		children: [/* @__PURE__ */ jsx("div", {
			className: "chrome-header__strip",
			children: /* @__PURE__ */ jsx("div", {
				className: "container chrome-header__strip-inner chrome-header__strip-inner--end",
				children: /* @__PURE__ */ jsx(SocialLinks, {
					variant: "light",
					className: "chrome-header__social"
				})
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "container chrome-header__bar",
			children: [
				/* @__PURE__ */ jsx(SiteLogo, {}),
				/* @__PURE__ */ jsx(DeferredDesktopNav, {
					links: navigation,
					label: "Country",
					className: "chrome-header__desktop-nav chrome-header__desktop-nav--caps"
				}),
				/* @__PURE__ */ jsx(ContrastToggle, {}),
				/* @__PURE__ */ jsx(PhoneLink, { className: "chrome-header__phone" }),
				/* @__PURE__ */ jsx(ReadyToTravelLink, { className: "chrome-header__cta" }),
				/* @__PURE__ */ jsx(MobileMenu, {
					links: navigation,
					brand: /* @__PURE__ */ jsx(SiteLogo, {}),
					extras: /* @__PURE__ */ jsx(MenuExtras, {}),
					toggleClassName: "chrome-header__toggle"
				})
			]
		})]
	});
}
// src/site/landing-header.tsx
/**
* The landing pages' header: it lies over the page's first section (the `landing-banner`, which
* carries the page's one 'Ready To Travel?' button), with the logo, the contrast toggle and the
* social links at the left edge. The campaign pages (`landing`) add a menu toggle below 1024 px
* with a full-screen overlay; the family landing page (`landing-family`) has none.
*/
function LandingHeader({ withMenu }) {
	return /* @__PURE__ */ jsxs("header", {
		className: `landing-header${withMenu ? " landing-header--with-menu" : ""}`,
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container landing-header__bar",
			children: [
				/* @__PURE__ */ jsx(SiteLogo, { onDark: true }),
				/* @__PURE__ */ jsx(ContrastToggle, { className: "contrast-toggle--on-dark" }),
				withMenu && /* @__PURE__ */ jsx(MobileMenu, {
					links: siteConfig.navigation,
					brand: /* @__PURE__ */ jsx(SiteLogo, {}),
					extras: /* @__PURE__ */ jsx(MenuExtras, {}),
					toggleClassName: "landing-header__toggle"
				})
			]
		}), /* @__PURE__ */ jsx(SocialLinks, {
			variant: "rail",
			className: "landing-header__social"
		})]
	});
}
// src/site/site-header.tsx
/**
* The full header (standard pages and, with its own labels, the safari page): a contact strip with
* the social links, then the logo, the menu bar from 1024 px (a hamburger below) and 'Ready To Travel?'.
*/
function SiteHeader({ navigation, mobileMenu = "overlay", className }) {
	return /* @__PURE__ */ jsxs("header", {
		className: `chrome-header${className ? ` ${className}` : ""}`,
		children: [/* @__PURE__ */ jsx("div", {
			className: "chrome-header__strip",
			children: /* @__PURE__ */ jsxs("div", {
				className: "container chrome-header__strip-inner",
				children: [/* @__PURE__ */ jsxs("div", {
					className: "chrome-header__contact",
					children: [/* @__PURE__ */ jsx(PhoneLink, {}), /* @__PURE__ */ jsx(EmailLink, {})]
				}), /* @__PURE__ */ jsx(SocialLinks, {
					variant: "light",
					className: "chrome-header__social"
				})]
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "container chrome-header__bar",
			children: [
				/* @__PURE__ */ jsx(SiteLogo, {}),
				/* @__PURE__ */ jsx(DeferredDesktopNav, {
					links: navigation,
					className: "chrome-header__desktop-nav"
				}),
				/* @__PURE__ */ jsx(ContrastToggle, {}),
				/* @__PURE__ */ jsx(ReadyToTravelLink, { className: "chrome-header__cta" }),
				/* @__PURE__ */ jsx(MobileMenu, {
					links: navigation,
					variant: mobileMenu,
					brand: /* @__PURE__ */ jsx(SiteLogo, {}),
					extras: /* @__PURE__ */ jsx(MenuExtras, {}),
					toggleClassName: "chrome-header__toggle"
				})
			]
		})]
	});
}
// src/site/layout-variants.tsx
/** The header variants a page config picks with `layout`; all share the footer. */
function StandardLayout({ children }) {
	return /* @__PURE__ */ jsx(ChromeFrame, {
		header: /* @__PURE__ */ jsx(SiteHeader, { navigation: siteConfig.navigation }),
		children
	});
}
function CountryLayout({ children }) {
	return /* @__PURE__ */ jsx(ChromeFrame, {
		header: /* @__PURE__ */ jsx(CountryHeader, {}),
		children
	});
}
function SafariLayout({ children }) {
	return /* @__PURE__ */ jsx(ChromeFrame, {
		header: /* @__PURE__ */ jsx(SiteHeader, {
			navigation: siteConfig.headerVariants.safari.navigation,
			mobileMenu: "panel",
			className: "chrome-header--safari"
		}),
		children
	});
}
function LandingLayout({ children }) {
	return /* @__PURE__ */ jsx(ChromeFrame, {
		header: /* @__PURE__ */ jsx(LandingHeader, { withMenu: true }),
		children
	});
}
function LandingFamilyLayout({ children }) {
	return /* @__PURE__ */ jsx(ChromeFrame, {
		header: /* @__PURE__ */ jsx(LandingHeader, { withMenu: false }),
		children
	});
}
// src/site/layouts.tsx
/** Every variant has the footer, whose Choose Region dropdown reads `pages/regions`. */
var prefetchRegions = (read) => prefetchCall(read, "pages/regions", {});
/** The header/footer variants a page config can choose with `layout`. */
var layouts = {
	standard: {
		component: StandardLayout,
		prefetch: prefetchRegions
	},
	country: {
		component: CountryLayout,
		prefetch: prefetchRegions
	},
	safari: {
		component: SafariLayout,
		prefetch: prefetchRegions
	},
	landing: {
		component: LandingLayout,
		prefetch: prefetchRegions
	},
	"landing-family": {
		component: LandingFamilyLayout,
		prefetch: prefetchRegions
	}
};
var layoutNames = Object.keys(layouts);
// src/site/not-found.tsx
/** The 404 page, inside the site's chrome (the server answers it with status 404). */
function NotFound() {
	return /* @__PURE__ */ jsxs("section", {
		className: "not-found",
		"aria-labelledby": "not-found-heading",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "not-found__code",
				"aria-hidden": "true",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				id: "not-found-heading",
				children: "Page not found"
			}),
			/* @__PURE__ */ jsx("p", {
				className: "not-found__text",
				children: "We could not find the page you asked for. It may have moved, or the address may be mistyped."
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "not-found__links",
				children: [/* @__PURE__ */ jsx(Link, {
					className: "button button--primary",
					to: "/",
					children: "Go to the home page"
				}), /* @__PURE__ */ jsx(Link, {
					className: "button button--secondary",
					to: siteConfig.readyToTravel.href,
					children: "Contact us"
				})]
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "not-found__help",
				children: [
					"Prefer to talk? Call us at ",
					/* @__PURE__ */ jsx("a", {
						href: siteConfig.phoneHref,
						children: siteConfig.phone
					}),
					"."
				]
			})
		]
	});
}
/**
* The spec's "scroll to the top 100 ms after a path change", on top of React Router's
* `<ScrollRestoration>` (which already puts a new page at the top at once, as global.css has no
* smooth scrolling): a link or redirect to a new path scrolls to the top again 100 ms later. Not
* on the first render (the browser owns the scroll position of a page it loaded), not for
* back/forward (the restored position stays), not for a link to a `#section` (the section stays in
* view), not for a change of query or hash alone.
*/
function ScrollToTop() {
	const { pathname, hash } = useLocation();
	const navigationType = useNavigationType();
	const previous = useRef(pathname);
	useEffect(() => {
		if (previous.current === pathname) return;
		previous.current = pathname;
		if (navigationType === "POP" || hash) return;
		const timer = window.setTimeout(() => window.scrollTo({
			top: 0,
			left: 0,
			behavior: "instant"
		}), 100);
		return () => window.clearTimeout(timer);
	}, [
		pathname,
		hash,
		navigationType
	]);
	return null;
}
// src/app.tsx
/** The 404 page's head: no canonical link (a missing page has no canonical address). */
var notFoundHead = {
	title: `Page not found | ${siteConfig.name}`,
	description: "The page you asked for does not exist.",
	keywords: "",
	image: void 0,
	canonicalPath: "",
	jsonLd: []
};
/** A page route's loader and component (lazy in the browser). */
function pageRouteParts(source, path) {
	const { prepare } = source;
	return {
		loader: async (args) => loadPage({
			request: args.request,
			params: definedParams(args.params),
			page: await source.page(path, args),
			services: source.services(args)
		}),
		...prepare ? { lazy: async () => {
			await prepare(path);
			return { Component: PageRoute };
		} } : { Component: PageRoute }
	};
}
/** The site's routes (src/engine/routes.ts), the same on the server and in the browser. */
function createAppRoutes(source) {
	return createSiteRoutes({
		pagePaths: source.pagePaths,
		redirects: source.redirects ?? siteConfig.redirects,
		page: (path) => pageRouteParts(source, path),
		notFound: {
			loader: (args) => loadNotFound(source.services(args)),
			Component: PageRoute
		},
		root: {
			Component: Root,
			ErrorBoundary: RouteError
		}
	});
}
/** Around every page: scroll restoration, the spec's scroll to the top, the sign of a slow navigation, the hydration mark. */
function Root() {
	useEffect(() => {
		document.documentElement.setAttribute("data-hydrated", "");
	}, []);
	return /* @__PURE__ */ jsxs(NavigationProgress, { children: [
		/* @__PURE__ */ jsx(ScrollRestoration, {}),
		/* @__PURE__ */ jsx(ScrollToTop, {}),
		/* @__PURE__ */ jsx(Outlet, {})
	] });
}
/** Every page route and the 404 route: the page inside its layout's chrome (standard for a path no page claims). */
function PageRoute() {
	const data = useLoaderData();
	const Layout = (layouts[data.page?.layout ?? "standard"] ?? layouts.standard).component;
	return /* @__PURE__ */ jsx(Layout, {
		page: data.page,
		children: /* @__PURE__ */ jsx(PageView, {
			data,
			notFound: /* @__PURE__ */ jsx(NotFound, {})
		})
	});
}
/**
* A navigation that failed outside any section (a loader that threw): the server answers such a
* request itself, so a full page load of the address is the way on.
*/
function RouteError() {
	const error = useRouteError();
	useEffect(() => {
		console.error("[router] navigation failed", error);
	}, [error]);
	return /* @__PURE__ */ jsxs("main", {
		className: "not-found",
		children: [/* @__PURE__ */ jsx("h1", { children: "This page could not be shown" }), /* @__PURE__ */ jsx("p", { children: /* @__PURE__ */ jsx("a", {
			href: "",
			children: "Load it again"
		}) })]
	});
}
/** SWR's deduping interval (its default), also the browser reader's (src/content/swr-reader.ts). */
var DEDUPING_INTERVAL_MS = 2e3;
/** Providers shared by the server render and the browser's hydration, so both trees match. */
function AppProviders({ services, fallback, children }) {
	return /* @__PURE__ */ jsx(EngineProvider, {
		services,
		children: /* @__PURE__ */ jsx(SWRConfig, {
			value: {
				fallback,
				revalidateIfStale: false,
				revalidateOnFocus: true,
				revalidateOnReconnect: true,
				dedupingInterval: DEDUPING_INTERVAL_MS
			},
			children: /* @__PURE__ */ jsx(SiteSettingsProvider, {
				settings: siteConfig,
				children
			})
		})
	});
}
// src/engine/block-registry.ts
/** Marks a promise with its outcome as it settles; a rejected one is forgotten, so it can be retried. */
function track(promise, forget, onValue) {
	const tracked = promise;
	tracked.status = "pending";
	tracked.then((value) => {
		onValue?.(value);
		tracked.status = "fulfilled";
		tracked.value = value;
	}, (reason) => {
		tracked.status = "rejected";
		tracked.reason = reason;
		forget();
	});
	return tracked;
}
/**
* `componentLoaders` (the browser's) load a block's component without its definition; without
* one, or on the server, the component comes from the definition.
*/
function createBlockRegistry(loaders, componentLoaders = {}) {
	const loaded = /* @__PURE__ */ new Map();
	const promises = /* @__PURE__ */ new Map();
	const componentPromises = /* @__PURE__ */ new Map();
	const load = (type) => {
		const cached = promises.get(type);
		if (cached) return cached;
		const loader = loaders[type];
		const promise = track(loader ? loader().then((module) => {
			if (module.block.type !== type) throw new Error(`block folder "${type}" declares type "${module.block.type}"; they must match`);
			return module.block;
		}) : Promise.reject(/* @__PURE__ */ new Error(`unknown block type "${type}"`)), () => promises.delete(type), (block) => loaded.set(type, block));
		promises.set(type, promise);
		return promise;
	};
	const fulfilled = (value) => Object.assign(Promise.resolve(value), {
		status: "fulfilled",
		value
	});
	const loadComponent = (type) => {
		const cached = componentPromises.get(type);
		if (cached) return cached;
		const definition = loaded.get(type);
		if (definition) {
			const ready = fulfilled(definition.component);
			componentPromises.set(type, ready);
			return ready;
		}
		const componentLoader = componentLoaders[type];
		const promise = track(componentLoader ? componentLoader() : load(type).then((block) => block.component), () => componentPromises.delete(type));
		componentPromises.set(type, promise);
		return promise;
	};
	/** The given types once each, those the registry knows (the renderer reports unknown ones). */
	const known = (types) => [...new Set(types)].filter((type) => Object.hasOwn(loaders, type));
	return {
		types: () => Object.keys(loaders).sort(),
		has: (type) => Object.hasOwn(loaders, type),
		get: (type) => loaded.get(type),
		load,
		loadComponent,
		async preload(types) {
			await Promise.all(known(types ?? Object.keys(loaders)).map(load));
		},
		async preloadComponents(types) {
			await Promise.all(known(types).map(loadComponent));
		},
		all: () => [...loaded.values()].sort((a, b) => a.type.localeCompare(b.type)),
		provideComponents(components) {
			for (const [type, component] of Object.entries(components)) if (componentPromises.get(type)?.status !== "fulfilled") componentPromises.set(type, fulfilled(component));
		},
		provide(blocks) {
			for (const block of blocks) {
				loaded.set(block.type, block);
				promises.set(block.type, fulfilled(block));
			}
		}
	};
}
// src/engine/component-export-name.ts
/** "hero-banner" → "HeroBanner": the export name of a block's component in `<type>/<type>.tsx`. */
var componentExportName = (type) => type.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter) => letter.toUpperCase());
var blockLoaders = Object.fromEntries(Object.entries(/* @__PURE__ */ Object.assign({
	"./about/index.ts": () => import("./about-Bb2cw460.js"),
	"./advisor-intro/index.ts": () => import("./advisor-intro-B_bvBYfq.js"),
	"./advisor-testimonial/index.ts": () => import("./advisor-testimonial-ChsNBWhp.js"),
	"./advisors/index.ts": () => import("./advisors-Bjy3fL60.js"),
	"./aim/index.ts": () => import("./aim-j-wYfxuc.js"),
	"./appointment-panel/index.ts": () => import("./appointment-panel-ClOWSnjT.js"),
	"./blog-carousel/index.ts": () => import("./blog-carousel-DISDYpn2.js"),
	"./blog-detail/index.ts": () => import("./blog-detail-DvTjrDF6.js"),
	"./blog-grid/index.ts": () => import("./blog-grid-CHjn0KNR.js"),
	"./catalog/index.ts": () => import("./catalog-C9tIpj54.js"),
	"./certifications/index.ts": () => import("./certifications-fRfwNBUQ.js"),
	"./contact-details/index.ts": () => import("./contact-details-CjydjpbM.js"),
	"./contact-facts/index.ts": () => import("./contact-facts-YG5NV-tw.js"),
	"./contact-themed-links/index.ts": () => import("./contact-themed-links-Bz0fKvP1.js"),
	"./country-overview/index.ts": () => import("./country-overview-r3HwCI1V.js"),
	"./destination-details/index.ts": () => import("./destination-details-BCooCRoS.js"),
	"./destinations-list/index.ts": () => import("./destinations-list-DLmAoeRH.js"),
	"./enquiry-form/index.ts": () => import("./enquiry-form-0R6pQlX1.js"),
	"./experiences-carousel/index.ts": () => import("./experiences-carousel-COHhcqA1.js"),
	"./hero-banner/index.ts": () => import("./hero-banner-CPXd18Nc.js"),
	"./inspiration-tabs/index.ts": () => import("./inspiration-tabs-D-dwb-z0.js"),
	"./intro/index.ts": () => import("./intro-BaNjfJe8.js"),
	"./introduction/index.ts": () => import("./introduction-D4EnyAb9.js"),
	"./landing-banner/index.ts": () => import("./landing-banner-KzizV5eA.js"),
	"./landing-fix/index.ts": () => import("./landing-fix-B3tBWLGr.js"),
	"./landing-problem/index.ts": () => import("./landing-problem-DU_cnMqy.js"),
	"./landing-story/index.ts": () => import("./landing-story-DVQsD9nc.js"),
	"./landing-yelp-carousel/index.ts": () => import("./landing-yelp-carousel-DXzL8dO0.js"),
	"./lead-form/index.ts": () => import("./lead-form-BIhOpb9z.js"),
	"./month-grid/index.ts": () => import("./month-grid-D-QQEmTM.js"),
	"./month-intro/index.ts": () => import("./month-intro-qUzVsBnt.js"),
	"./more-destinations/index.ts": () => import("./more-destinations-IdKlJiSw.js"),
	"./motto/index.ts": () => import("./motto-DbvFsIHR.js"),
	"./newsletter/index.ts": () => import("./newsletter-D50metpw.js"),
	"./package-slider/index.ts": () => import("./package-slider-CV1yHMvw.js"),
	"./page-status/index.ts": () => import("./page-status-WD7vQ_lq.js"),
	"./partners/index.ts": () => import("./partners-DhNLbdSy.js"),
	"./place-banner/index.ts": () => import("./place-banner-DDaLLsNF.js"),
	"./planning/index.ts": () => import("./planning-cRKKHB5O.js"),
	"./review-carousel/index.ts": () => import("./review-carousel-O-iTkurb.js"),
	"./review-links/index.ts": () => import("./review-links-DKYJy6Fl.js"),
	"./safari-sections/index.ts": () => import("./safari-sections-Bg1FAHnd.js"),
	"./speciality-links/index.ts": () => import("./speciality-links-DJ358-1t.js"),
	"./specialties-grid/index.ts": () => import("./specialties-grid-DI18rhrX.js"),
	"./static-text/index.ts": () => import("./static-text-Dpo8-GAp.js"),
	"./testimonial-carousel/index.ts": () => import("./testimonial-carousel-CE_bI9Vp.js"),
	"./trending-cards/index.ts": () => import("./trending-cards-BlFRzqg6.js"),
	"./value-cards/index.ts": () => import("./value-cards-DviZXIzo.js"),
	"./where-to/index.ts": () => import("./where-to-Ch3WEX17.js")
})).map(([file, loader]) => [file.split("/")[1] ?? file, loader]));
var blockRegistry = createBlockRegistry(blockLoaders, Object.fromEntries(Object.entries(/* @__PURE__ */ Object.assign({
	"./about/about.tsx": () => import("./about-eIgYBXpg.js"),
	"./advisor-intro/advisor-intro.tsx": () => import("./advisor-intro-BXSiJJJ0.js"),
	"./advisor-testimonial/advisor-testimonial.tsx": () => import("./advisor-testimonial-B77ylEGo.js"),
	"./advisors/advisors.tsx": () => import("./advisors-CHD_DPWX.js"),
	"./aim/aim.tsx": () => import("./aim-B87PgteX.js"),
	"./appointment-panel/appointment-panel.tsx": () => import("./appointment-panel-CmqpN2Ci.js"),
	"./appointment-panel/calendar-day.tsx": () => import("./calendar-day-BYqMxel-.js"),
	"./appointment-panel/calendar-dropdown.tsx": () => import("./calendar-dropdown-CaTANpbv.js"),
	"./blog-carousel/blog-carousel.tsx": () => import("./blog-carousel-CrkQzsVW.js"),
	"./blog-detail/blog-detail.tsx": () => import("./blog-detail-B_hpJzMa.js"),
	"./blog-grid/blog-grid.tsx": () => import("./blog-grid-TI_rkug2.js"),
	"./catalog/catalog.tsx": () => import("./catalog-B3fGj7gT.js"),
	"./certifications/certifications.tsx": () => import("./certifications-Cb5Ne1gN.js"),
	"./contact-details/contact-details.tsx": () => import("./contact-details-BHrz8N9b.js"),
	"./contact-facts/contact-facts.tsx": () => import("./contact-facts-tBQ8ufd0.js"),
	"./contact-themed-links/contact-themed-links.tsx": () => import("./contact-themed-links-J7Gcr8M8.js"),
	"./country-overview/country-overview.tsx": () => import("./country-overview-Bdc2fps1.js"),
	"./destination-details/destination-details.tsx": () => import("./destination-details-CWeVQp54.js"),
	"./destinations-list/destinations-list.tsx": () => import("./destinations-list-8Z7Pxfwn.js"),
	"./enquiry-form/enquiry-form.tsx": () => import("./enquiry-form-Bn_WMvcL.js"),
	"./experiences-carousel/experiences-carousel.tsx": () => import("./experiences-carousel-C4XsuLDx.js"),
	"./hero-banner/hero-banner.tsx": () => import("./hero-banner-BNRfN4WG.js"),
	"./inspiration-tabs/inspiration-tabs.tsx": () => import("./inspiration-tabs-BQGf7yZq.js"),
	"./intro/intro.tsx": () => import("./intro-BhepQsbb.js"),
	"./introduction/introduction.tsx": () => import("./introduction-CJmC0IiX.js"),
	"./landing-banner/landing-banner.tsx": () => import("./landing-banner-CsXMsFkw.js"),
	"./landing-fix/landing-fix.tsx": () => import("./landing-fix-B5eR234s.js"),
	"./landing-problem/landing-problem.tsx": () => import("./landing-problem-D_SCJ3gR.js"),
	"./landing-story/landing-story.tsx": () => import("./landing-story-CUhiVXju.js"),
	"./landing-yelp-carousel/landing-yelp-carousel.tsx": () => import("./landing-yelp-carousel-Do3UdlVP.js"),
	"./lead-form/lead-form.tsx": () => import("./lead-form-Cy0BsMGs.js"),
	"./month-grid/month-grid.tsx": () => import("./month-grid-SbjUmsSY.js"),
	"./month-intro/month-intro.tsx": () => import("./month-intro-Dq4i2QVS.js"),
	"./more-destinations/more-destinations.tsx": () => import("./more-destinations-CkGJGhHO.js"),
	"./motto/motto.tsx": () => import("./motto-CULFF8qO.js"),
	"./newsletter/newsletter.tsx": () => import("./newsletter-CSa1rfPl.js"),
	"./package-slider/package-slider.tsx": () => import("./package-slider-CLvHG9f6.js"),
	"./package-slider/slider-arrow.tsx": () => import("./slider-arrow-DjeIujHr.js"),
	"./page-status/page-status.tsx": () => import("./page-status-iNbOUR0E.js"),
	"./partners/partners.tsx": () => import("./partners-UtXuFhEA.js"),
	"./place-banner/place-banner.tsx": () => import("./place-banner-BtXyjMgN.js"),
	"./planning/planning.tsx": () => import("./planning-CcuWvv6y.js"),
	"./review-carousel/review-carousel.tsx": () => import("./review-carousel-DImX1IKt.js"),
	"./review-links/review-links.tsx": () => import("./review-links-DuWo_2as.js"),
	"./safari-sections/safari-sections.tsx": () => import("./safari-sections-4qzKYtYK.js"),
	"./speciality-links/speciality-links.tsx": () => import("./speciality-links-BALoo2kd.js"),
	"./specialties-grid/specialties-grid.tsx": () => import("./specialties-grid-DdI_jp2y.js"),
	"./static-text/static-text.tsx": () => import("./static-text-B9fw6rKQ.js"),
	"./testimonial-carousel/testimonial-card.tsx": () => import("./testimonial-card-Gi_OHiQ7.js"),
	"./testimonial-carousel/testimonial-carousel.tsx": () => import("./testimonial-carousel-C9Cw2kqu.js"),
	"./trending-cards/trending-cards.tsx": () => import("./trending-cards-CpMftjFI.js"),
	"./value-cards/value-cards.tsx": () => import("./value-cards-DFidYHrO.js"),
	"./where-to/where-to.tsx": () => import("./where-to-BrBRpk0-.js")
})).flatMap(([file, loader]) => {
	const [, folder, name] = file.split("/");
	if (!folder || name !== `${folder}.tsx` || !Object.hasOwn(blockLoaders, folder)) return [];
	const load = async () => {
		const component = (await loader())[componentExportName(folder)];
		if (!component) throw new Error(`${file} does not export ${componentExportName(folder)}`);
		return component;
	};
	return [[folder, load]];
})));
// src/lib/html-escape.ts
var replacements = {
	"&": "&amp;",
	"<": "&lt;",
	">": "&gt;",
	"\"": "&quot;",
	"'": "&#39;"
};
/** Escapes text for an HTML text node or a double-quoted attribute. */
function escapeHtml(text) {
	return text.replace(/[&<>"']/g, (char) => replacements[char] ?? char);
}
/** JSON that is safe inside a <script> element: no "<\/script>", no HTML comment openers. */
function jsonForScript(value) {
	return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
// src/engine/head-tags.ts
/** The <head> tags of a page as HTML: title, description, keywords, canonical, social cards, JSON-LD. */
function renderHeadTags(head, siteUrl, options) {
	const absolute = (path) => new URL(path, siteUrl).href;
	const tags = [
		`<title>${escapeHtml(head.title)}</title>`,
		`<meta name="description" content="${escapeHtml(head.description)}">`,
		`<meta name="keywords" content="${escapeHtml(head.keywords)}">`,
		`<meta property="og:type" content="website">`,
		`<meta property="og:site_name" content="${escapeHtml(options.siteName)}">`,
		`<meta property="og:title" content="${escapeHtml(head.title)}">`,
		`<meta property="og:description" content="${escapeHtml(head.description)}">`,
		`<meta name="twitter:card" content="summary_large_image">`,
		`<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
		`<meta name="twitter:description" content="${escapeHtml(head.description)}">`
	];
	if (head.canonicalPath) {
		tags.splice(3, 0, `<link rel="canonical" href="${escapeHtml(absolute(head.canonicalPath))}">`);
		tags.push(`<meta property="og:url" content="${escapeHtml(absolute(head.canonicalPath))}">`);
	}
	const image = head.image ?? options.defaultImage;
	if (image) {
		tags.push(`<meta property="og:image" content="${escapeHtml(absolute(image))}">`);
		tags.push(`<meta name="twitter:image" content="${escapeHtml(absolute(image))}">`);
	}
	const nonce = options.nonce ? ` nonce="${escapeHtml(options.nonce)}"` : "";
	for (const item of head.jsonLd) tags.push(`<script type="application/ld+json"${nonce}>${jsonForScript(item)}<\/script>`);
	return tags.join("\n    ");
}
// src/engine/browser-route.ts
/** `GET /__route?path=<pathname>` answers `{ "route": BrowserRoute | null }` (null: no page, the 404 page). */
var ROUTE_DISCOVERY_PATH = "/__route";
// src/engine/read-hydration-data.ts
/**
* The browser's reader of the hydration data. It checks the shape by hand, field by field, as
* `hydrationDataSchema` (hydration-data.ts) describes it, because zod is not part of a page's
* first download (see docs/decisions/006-no-zod-at-page-load.md).
*/
var HYDRATION_ELEMENT_ID = "__APP_DATA__";
// src/engine/hydration-data.ts
var sectionStatusSchema = z.enum([
	"ready",
	"failed",
	"invalid"
]);
/** One section as the server rendered it (see RenderedSection in section-content.ts). */
var renderedSectionSchema = z.object({
	props: z.unknown(),
	status: sectionStatusSchema,
	content: z.unknown().optional()
});
z.object({
	fallback: z.record(z.string(), z.unknown()),
	/** The page's sections, by section key: the browser hydrates them with their components alone. */
	sections: z.record(z.string(), renderedSectionSchema),
	apiToken: z.string(),
	dev: z.boolean(),
	/** Origin of the API when the pages are served elsewhere (static export); same origin otherwise. */
	apiOrigin: z.url().optional(),
	/** The server answered 404 (no route, or the content says the page does not exist). */
	notFound: z.literal(true).optional(),
	/** The page's route and its config's chunk (src/engine/browser-route.ts): the one route hydration needs. */
	route: z.object({
		path: z.string(),
		module: z.string()
	}).optional(),
	/** The variant of the page's experiment the server rendered: the browser renders the same. */
	experiment: z.object({
		experiment: z.string(),
		variant: z.string()
	}).optional()
});
function renderHydrationScript(data) {
	return `<script type="application/json" id="${HYDRATION_ELEMENT_ID}">${jsonForScript(data)}<\/script>`;
}
// src/engine/config-version.ts
/**
* A short version of a page config: the same for the same content whatever its key order, new
* for any change. Stored with each lead of an experiment, so a report can tell which edit of the
* page a conversion came from. FNV-1a over the stable JSON, two 32-bit lanes: no crypto needed
* and the same on any runtime.
*/
function configVersion(config) {
	const text = stableJson(config);
	let a = 2166136261;
	let b = 16777619 ^ text.length;
	for (let i = 0; i < text.length; i += 1) {
		const code = text.charCodeAt(i);
		a = Math.imul(a ^ code, 16777619) >>> 0;
		b = Math.imul(b ^ code, 1540483477) >>> 0;
	}
	return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}
// src/engine/experiment-window.ts
/**
* When an experiment runs, without zod: the browser's entry uses this at page load (decision 006).
* A calendar date (YYYY-MM-DD) is a whole UTC day: the start from its first moment, the end
* through its last.
*/
var CONTROL_VARIANT = "control";
var DAY = 864e5;
/** Milliseconds of the first moment of `start` and the first moment after `end` (NaN when unreadable). */
function experimentWindow(experiment) {
	const at = (value, endOfDay) => value.length === 10 ? Date.parse(`${value}T00:00:00Z`) + (endOfDay ? DAY : 0) : Date.parse(value);
	return {
		from: at(experiment.start, false),
		until: at(experiment.end, true)
	};
}
function isExperimentRunning(experiment, now) {
	const { from, until } = experimentWindow(experiment);
	return now >= from && now < until;
}
// src/engine/experiment-variant.ts
/**
* The page as one variant shows it: its sections in the variant's order, with the variant's props
* merged over each section's. The control (or an unknown variant) is the page as it is.
*/
function pageForVariant(page, variantId) {
	const variant = page.experiment?.variants.find((candidate) => candidate.id === variantId);
	if (!variant || variantId === "control" || !variant.sections && !variant.props) return page;
	const byId = new Map(page.sections.map((section) => [section.id, section]));
	const sections = (variant.sections ?? page.sections.map((section) => section.id)).flatMap((id) => {
		const section = byId.get(id);
		if (!section) return [];
		const props = variant.props?.[id];
		return [props ? {
			...section,
			props: {
				...section.props,
				...props
			}
		} : section];
	});
	return {
		...page,
		sections
	};
}
/** A weighted draw: `random` in [0, 1) picks the variant whose share of 100 it falls in. */
function drawVariant(variants, random) {
	let point = random * 100;
	for (const variant of variants) {
		if (point < variant.weight) return variant.id;
		point -= variant.weight;
	}
	return variants.findLast((variant) => variant.weight > 0)?.id ?? "control";
}
var hasVariant = (experiment, variantId) => variantId !== void 0 && experiment.variants.some((variant) => variant.id === variantId);
/**
* The first-party cookie that keeps a visitor's variant of one experiment: its name holds the
* experiment's id, its value the variant's id, nothing about the visitor. The browser reads it too,
* so a client-side navigation shows the variant the server chose.
*/
var experimentCookieName = (experimentId) => `tnr-exp-${experimentId}`;
/** The variant a Cookie header holds for an experiment, if it is one of its variants. */
function variantOfCookies(cookieHeader, experiment) {
	const name = experimentCookieName(experiment.id);
	for (const part of (cookieHeader ?? "").split(";")) {
		const [key, value] = part.split("=", 2).map((piece) => piece.trim());
		if (key === name && hasVariant(experiment, value)) return value;
	}
}
var metaSources = Object.fromEntries(Object.entries(/* @__PURE__ */ Object.assign({
	"./blog-detail.ts": () => import("./blog-detail-Bmyum_UT.js").then((m) => m["metaSource"]),
	"./blog-list.ts": () => import("./blog-list-BQxs3evD.js").then((m) => m["metaSource"]),
	"./country.ts": () => import("./country-DQ3Ag3AK.js").then((m) => m["metaSource"]),
	"./month-detail.ts": () => import("./month-detail-1YTOL_om.js").then((m) => m["metaSource"]),
	"./page.ts": () => import("./page-Ct_48nPe.js").then((m) => m["metaSource"]),
	"./testimonials.ts": () => import("./testimonials-LPU5T-gt.js").then((m) => m["metaSource"])
})).map(([file, load]) => [file.replace(/^\.\/|\.ts$/g, ""), load]));
// \0virtual:page-config-modules
var urls = new Map(Object.entries({
	"about-our-travel-agency": "/assets/about-our-travel-agency-CCunGLkF.js",
	"accessibility": "/assets/accessibility-cf-sg4-S.js",
	"advisor-david-brooks": "/assets/advisor-david-brooks-CRvbjyCo.js",
	"advisor-sarah-mitchell": "/assets/advisor-sarah-mitchell-DXe6Mkz7.js",
	"all-inclusive-vacations": "/assets/all-inclusive-vacations-Cx5QmYQ1.js",
	"anniversary": "/assets/anniversary-BHpy3JZv.js",
	"blog": "/assets/blog-C6m57kGW.js",
	"blog-detail": "/assets/blog-detail-4G6n0sRV.js",
	"colorado-ski-vacations": "/assets/colorado-ski-vacations-GW0Ya5pj.js",
	"country": "/assets/country-DEJ8yinU.js",
	"customer-service": "/assets/customer-service-BA6UYUxg.js",
	"destinations": "/assets/destinations-D4YaH-Ys.js",
	"destinetion-wedding": "/assets/destinetion-wedding-AlNVtb6-.js",
	"disney-vacations": "/assets/disney-vacations-CQ0ZYR8F.js",
	"experiences": "/assets/experiences-DmnQxcSs.js",
	"family-travel": "/assets/family-travel-gZM_Ip_5.js",
	"go": "/assets/go-CK360P3P.js",
	"group-travel": "/assets/group-travel-DHorQTWg.js",
	"home": "/assets/home-D9NZWKdq.js",
	"honeymoon": "/assets/honeymoon-MQcc8POD.js",
	"inspiration": "/assets/inspiration-DZy4j30K.js",
	"landing-celebration": "/assets/landing-celebration-BMUH7wUc.js",
	"landing-cruise": "/assets/landing-cruise-DJxQ7Cgp.js",
	"landing-familytravel": "/assets/landing-familytravel-C5Nu3i7y.js",
	"landing-kenya-vacations": "/assets/landing-kenya-vacations-DkHphmU8.js",
	"landing-themepark": "/assets/landing-themepark-B77S6Djp.js",
	"month": "/assets/month-DjMXfz5d.js",
	"monthly-detail": "/assets/monthly-detail-53WchnQh.js",
	"ocean-cruise": "/assets/ocean-cruise-DFm_xP7d.js",
	"page-by-id": "/assets/page-by-id-D-nLA0Th.js",
	"privacy-policy": "/assets/privacy-policy-C0Ef28gw.js",
	"review": "/assets/review-BcKQUegO.js",
	"river-cruise": "/assets/river-cruise-Ci4vqXwj.js",
	"services": "/assets/services-B-ZtGfqD.js",
	"terms-of-use": "/assets/terms-of-use-CXWiGEY2.js",
	"testimonials": "/assets/testimonials-Dh4uFAlr.js",
	"universal-studios-vacations": "/assets/universal-studios-vacations-B0B_sRsL.js",
	"wedding-guest-travel": "/assets/wedding-guest-travel-DDZJcvcz.js",
	"wedding-venues-abroad": "/assets/wedding-venues-abroad-vN0zIr8G.js"
}));
var pageConfigModuleUrl = (name) => urls.get(name);
var about_our_travel_agency_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/about-our-travel-agency/",
	pageId: 24,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "About Our Travel Agency | Travel N Relax Denver",
		"description": "Meet the team behind Travel N Relax, a Denver family travel agency planning custom vacations for more than 20 years.",
		"keywords": "about Travel N Relax, Denver travel agency, our team",
		"structuredData": ["travel-agency"]
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "aim",
			"type": "aim"
		},
		{
			"id": "values",
			"type": "value-cards"
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var accessibility_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/accessibility/",
	layout: "standard",
	meta: {
		"title": "Accessibility | Travel N Relax",
		"description": "Travel N Relax is committed to a website that everyone can use. Read about our accessibility features and how to report a problem.",
		"keywords": "accessibility, accessible website, Travel N Relax"
	},
	sections: [{
		"id": "statement",
		"type": "static-text",
		"props": {
			"heading": "Accessibility",
			"headingLevel": 1,
			"intro": ["Travel N Relax is committed to making our website usable by everyone, including people who use assistive technology. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked before release with an automated accessibility checker at phone and desktop widths, with the keyboard alone, with text at 200% on a small phone screen, and in high contrast mode.", "Accessibility is ongoing work: new pages go through the same checks before they are published, and we fix problems as soon as we learn about them."],
			"parts": [{
				"heading": "Accessibility Features",
				"paragraphs": [],
				"list": [
					"Keyboard navigation: every link, menu, carousel and form can be reached and used with the keyboard alone, with a visible focus outline and a link to skip to the main content.",
					"Image alt text: meaningful images have text alternatives taken from their title or name; decorative images are hidden from screen readers.",
					"Scalable text: text can be enlarged to 200%, even on a small phone screen, without being cut off or making the page scroll sideways.",
					"High contrast mode: the High contrast button (a half-filled circle at the top of every page) switches to colours whose text contrast meets WCAG AAA (7:1), and this device remembers your choice. The same colours apply when your system asks for more contrast.",
					"Less motion: when your system asks for reduced motion, background videos start paused and nothing moves on its own; every video has a pause button."
				]
			}, {
				"heading": "Travelling With Accessibility Needs",
				"paragraphs": ["Our advisors plan accessible trips every year: step-free rooms, accessible transfers, cruise cabins and shore excursions. Tell us what you need and we will check every detail with our suppliers."],
				"list": []
			}]
		}
	}, {
		"id": "report",
		"type": "contact-facts",
		"props": {
			"heading": "Report a Problem",
			"intro": "If any part of this website is hard to use, or you need information in another format, please let us know. Tell us the page and what happened, and we will reply within two business days.",
			"facts": ["phone", "email"]
		}
	}]
};
var advisor_david_brooks_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/david-brooks/",
	pageId: 27,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "David Brooks | Safari & Cruise Advisor | Travel N Relax",
		"description": "David Brooks plans family safaris in Kenya and ocean and river cruises for Travel N Relax in Denver.",
		"keywords": "David Brooks travel advisor, Kenya safari specialist, cruise advisor Denver"
	},
	sections: [
		{
			"id": "introduction",
			"type": "advisor-intro",
			"props": { "role": "Safari & Cruise Advisor" }
		},
		{
			"id": "certifications",
			"type": "certifications"
		},
		{
			"id": "testimonials",
			"type": "advisor-testimonial"
		},
		{
			"id": "appointment",
			"type": "appointment-panel",
			"props": { "advisorName": "David Brooks" }
		}
	]
};
var advisor_sarah_mitchell_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/about-our-travel-agency/sarah-mitchell/",
	pageId: 26,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Sarah Mitchell | Family Travel Advisor | Travel N Relax",
		"description": "Sarah Mitchell founded Travel N Relax in Denver and has planned family vacations for more than 20 years.",
		"keywords": "Sarah Mitchell travel advisor, family travel advisor Denver"
	},
	sections: [
		{
			"id": "introduction",
			"type": "advisor-intro",
			"props": { "role": "Founder & Family Travel Advisor" }
		},
		{
			"id": "certifications",
			"type": "certifications"
		},
		{
			"id": "testimonials",
			"type": "advisor-testimonial"
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": { "fromContent": false }
		}
	]
};
var all_inclusive_vacations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/all-inclusive-vacations/",
	pageId: 7,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "All-Inclusive Vacations | Travel N Relax",
		"description": "All-inclusive family vacations at resorts hand-picked by our advisors.",
		"keywords": "all inclusive vacations, all inclusive resorts"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var anniversary_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/anniversary/",
	pageId: 6,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Anniversary Trips | Travel N Relax",
		"description": "Celebrate your anniversary with a trip planned around your story.",
		"keywords": "anniversary trip, vow renewal, couples vacation"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var blog_detail_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/:slug/",
	layout: "standard",
	meta: {
		"source": "blog-detail",
		"title": "Travel Blog | Travel N Relax",
		"description": "Family travel tips and stories from the Denver advisors at Travel N Relax."
	},
	sections: [{
		"id": "post",
		"type": "blog-detail"
	}, {
		"id": "where-to",
		"type": "where-to",
		"props": {
			"heading": "Where to next?",
			"fromContent": false
		}
	}]
};
var blog_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/blog/",
	layout: "standard",
	meta: {
		"source": "blog-list",
		"title": "Travel Blog | Travel N Relax",
		"description": "Family travel tips, destination ideas and honest advice from the Denver advisors at Travel N Relax.",
		"keywords": "family travel blog, travel tips"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner",
			"props": {
				"source": "blog-list",
				"requireText": false,
				"heading": "Travel Blog"
			}
		},
		{
			"id": "posts",
			"type": "blog-grid"
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"heading": "Where to next?",
				"fromContent": false
			}
		}
	]
};
var colorado_ski_vacations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/colorado-ski-vacations/",
	pageId: 12,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Colorado Ski Vacations | Travel N Relax",
		"description": "Colorado ski vacations from Denver advisors: lodging, lift tickets, lessons and rentals.",
		"keywords": "Colorado ski vacation, family ski trip"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var country_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/country/:id/",
	layout: "country",
	meta: {
		"source": "country",
		"title": "Explore Destination | Travel N Relax",
		"description": "Explore this destination with a Denver family travel agency: where to go, when to go and how we plan it."
	},
	sections: [
		{
			"id": "banner",
			"type": "place-banner",
			"props": { "source": "country" }
		},
		{
			"id": "overview",
			"type": "country-overview"
		},
		{
			"id": "destination",
			"type": "destination-details",
			"props": { "source": "country" }
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": { "fromContent": false }
		}
	]
};
var customer_service_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/customer-service/",
	layout: "standard",
	meta: {
		"title": "Customer Service | Travel N Relax",
		"description": "Questions about a booking, a change or your trip? Reach Travel N Relax customer service Monday-Friday 9:00 AM-5:00 PM (MST).",
		"keywords": "Travel N Relax customer service, travel booking help, change a trip"
	},
	sections: [
		{
			"id": "intro",
			"type": "static-text",
			"props": {
				"heading": "Customer Service",
				"headingLevel": 1,
				"intro": ["We are here to help before, during and after your trip. Whether you want to change a date, add a traveller, ask about a payment or simply check a detail in your itinerary, a real person on our Denver team will answer.", "For the fastest help, have your booking reference and the lead traveller's name ready when you call or write."]
			}
		},
		{
			"id": "contact",
			"type": "contact-facts",
			"props": {
				"heading": "Contact Customer Service",
				"facts": [
					"phone",
					"email",
					"customerServiceHours"
				],
				"links": [{
					"label": "Read the FAQs",
					"href": "/customer-service/#faq"
				}, {
					"label": "Leave a Review",
					"href": "/review/"
				}],
				"note": "Feedback: tell us what went well and what we could do better. Every message is read by our team, and reviews help other families find us."
			}
		},
		{
			"id": "help",
			"type": "static-text",
			"props": {
				"parts": [
					{
						"heading": "Changes and Cancellations",
						"paragraphs": ["Airlines, hotels and cruise lines each have their own change and cancellation rules. Contact us as soon as your plans change: we will explain the options and any fees before we make a change, and we confirm every change in writing."],
						"list": []
					},
					{
						"heading": "While You Are Travelling",
						"paragraphs": ["Your travel documents list the emergency numbers of your suppliers and of our after-hours line. If something goes wrong on the road, call the number in your documents first so we can help right away."],
						"list": []
					},
					{
						"id": "faq",
						"heading": "Frequently Asked Questions",
						"paragraphs": [],
						"list": [],
						"questions": [
							{
								"question": "How soon should I book?",
								"answer": "For school holidays, cruises and safaris, 9 to 12 months ahead gives the best choice. For other trips, 3 to 6 months is usually enough."
							},
							{
								"question": "Do you charge a planning fee?",
								"answer": "Many trips carry no fee at all. For complex custom itineraries we explain any planning fee before we start, and it is credited to your booking."
							},
							{
								"question": "Do I need travel insurance?",
								"answer": "We strongly recommend it for every international trip and will quote a policy with your booking."
							},
							{
								"question": "How do I pay?",
								"answer": "We accept major credit cards. Your deposit and final payment dates are shown on your booking confirmation."
							}
						]
					}
				],
				"background": "plain"
			}
		}
	]
};
var destinations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/destinations/",
	pageId: 17,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Destinations | Travel N Relax",
		"description": "Explore the destinations our Denver advisors know best and find the right place for your next family trip.",
		"keywords": "family travel destinations, travel agency Denver"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "destinations",
			"type": "destinations-list"
		},
		{
			"id": "specialities",
			"type": "speciality-links"
		},
		{
			"id": "where-to",
			"type": "where-to"
		}
	]
};
var destinetion_wedding_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/destinetion-wedding/",
	pageId: 4,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Destination Wedding Planning | Travel N Relax",
		"description": "Destination weddings with venues, room blocks and guest travel handled from Denver.",
		"keywords": "destination wedding, wedding travel agent Denver"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "wedding-directory",
			"type": "contact-themed-links",
			"props": {
				"heading": "Wedding Directory",
				"text": "Venues abroad and travel for every guest, arranged by our wedding specialists.",
				"links": [{
					"label": "Wedding Venues Abroad",
					"href": "/wedding-venues-abroad/"
				}, {
					"label": "Wedding Guest Travel",
					"href": "/wedding-guest-travel/"
				}]
			}
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var disney_vacations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/disney-vacations/",
	pageId: 10,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Disney Vacations | Travel N Relax",
		"description": "Disney vacations planned by specialists: resorts, tickets, dining and park plans.",
		"keywords": "Disney vacation planner, Walt Disney World"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var experiences_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/experiences/",
	pageId: 18,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Travel Experiences | Travel N Relax",
		"description": "Safaris, cruises, theme parks, ski weeks and celebrations: the travel experiences we plan for families and couples.",
		"keywords": "travel experiences, family vacations"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "experiences",
			"type": "experiences-carousel"
		},
		{
			"id": "where-to",
			"type": "where-to"
		}
	]
};
var family_travel_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/family-travel/",
	pageId: 2,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Family Travel | Travel N Relax",
		"description": "Custom family vacations planned by Denver's top rated family travel agency.",
		"keywords": "family travel, family vacations, Denver travel agency"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "parallax": .2 }
		},
		{
			"id": "planning",
			"type": "planning",
			"props": { "button": false }
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"heading": "Let's Plan Your Perfect Family Trip",
				"text": "We'll help craft unforgettable family travel experiences."
			}
		}
	]
};
var go_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/go/",
	pageId: 19,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Contact Us | Plan Your Trip With Travel N Relax",
		"description": "Tell us about your trip or call our Denver travel advisors. We reply within two business days.",
		"keywords": "contact travel agent Denver, plan a vacation, travel enquiry",
		"structuredData": ["travel-agency"]
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner",
			"props": { "heading": "Ready To Travel?" }
		},
		{
			"id": "contact",
			"type": "contact-details"
		},
		{
			"id": "enquiry",
			"type": "enquiry-form"
		},
		{
			"id": "themed-links",
			"type": "contact-themed-links",
			"props": { "buttonLink": "/go/#enquiry" }
		}
	]
};
var group_travel_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/group-travel/",
	pageId: 3,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Group Travel Planning | Travel N Relax Denver",
		"description": "Family reunions, milestone birthdays and friends getaways: group travel with one itinerary and one point of contact.",
		"keywords": "group travel, family reunion trips, multigenerational vacations"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "planning",
			"type": "planning",
			"props": {
				"defaultHeading": "Start Planning Your Group Adventure",
				"defaultText": "Let us take care of the details while you enjoy quality time with your group.",
				"errorText": "Failed to load Planning Trip data."
			}
		}
	]
};
var home_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/",
	pageId: 1,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Travel N Relax | Denver's Top Rated Family Travel Agency",
		"description": "Travel N Relax is a Denver family travel agency with more than 20 years of experience planning fully customised vacations.",
		"keywords": "family travel agency Denver, custom family vacations, travel advisor",
		"structuredData": ["travel-agency"]
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status",
			"props": {
				"errorText": "Failed to load page data.",
				"emptyText": "No data found"
			}
		},
		{
			"id": "intro",
			"type": "intro"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"pageId": 2,
			"props": { "showMessages": false }
		},
		{
			"id": "reviews",
			"type": "review-carousel",
			"props": { "heading": "What Our Travelers Say" }
		},
		{
			"id": "specialties",
			"type": "specialties-grid",
			"props": { "heading": "Our Specialties" }
		},
		{
			"id": "packages",
			"type": "package-slider",
			"props": { "heading": "Discover Bespoke Journeys" }
		},
		{
			"id": "about",
			"type": "about"
		},
		{
			"id": "advisors",
			"type": "advisors",
			"props": {
				"heading": "Meet your travel advisors",
				"names": ["Sarah Mitchell", "David Brooks"]
			}
		},
		{
			"id": "catalog",
			"type": "catalog"
		},
		{
			"id": "blog",
			"type": "blog-carousel",
			"props": { "heading": "Travel Blog" }
		},
		{
			"id": "testimonials",
			"type": "testimonial-carousel",
			"props": {
				"heading": "Testimonials",
				"cardLink": "/testimonials/",
				"hideWhenEmpty": true
			}
		},
		{
			"id": "where-to",
			"type": "where-to"
		},
		{
			"id": "partners",
			"type": "partners",
			"pageId": 2,
			"props": { "heading": "Our Travel Partners" }
		}
	]
};
var honeymoon_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/honeymoon/",
	pageId: 5,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Honeymoon Planning | Travel N Relax",
		"description": "Romantic honeymoons planned around the two of you by a Denver travel agency.",
		"keywords": "honeymoon planning, romantic getaways"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var inspiration_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/inspiration/",
	layout: "standard",
	meta: {
		"title": "Trip Inspiration | Travel N Relax",
		"description": "Trending destinations, travel ideas by month and our newsletter: trip inspiration from a Denver family travel agency.",
		"keywords": "travel inspiration, trending destinations, travel newsletter"
	},
	sections: [
		{
			"id": "tabs",
			"type": "inspiration-tabs"
		},
		{
			"id": "trending",
			"type": "trending-cards"
		},
		{
			"id": "newsletter",
			"type": "newsletter"
		}
	]
};
var landing_celebration_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/landing-celebration/",
	layout: "landing",
	meta: {
		"title": "Celebration Trips: Birthdays, Anniversaries, Reunions | Travel N Relax",
		"description": "Milestone birthdays, anniversaries and family reunions planned by a Denver travel agency: flights from every city, the perfect place to stay and the moments that matter.",
		"keywords": "celebration travel, milestone birthday trip, anniversary trip, family reunion travel agent, Denver"
	},
	sections: [
		{
			"id": "banner",
			"type": "landing-banner",
			"props": {
				"heading": "Celebrate the Moments That Matter",
				"subHeading": "Milestone birthdays, anniversaries and reunions, planned so everyone can simply enjoy them.",
				"image": "/images/demo/anniversary-coast.svg",
				"height": "500px"
			}
		},
		{
			"id": "problem",
			"type": "landing-problem",
			"props": {
				"eyebrow": "Sound familiar?",
				"heading": "Someone Always Ends Up Planning Instead of Celebrating",
				"paragraphs": ["A 50th birthday in Cabo, a 25th anniversary in Tuscany, the whole family together for the first time in years. Somebody has to coordinate flights from four cities, find a place big enough for everyone and keep the surprise a surprise.", "Too often that somebody is the person the trip is meant to celebrate."],
				"points": [
					"Flights from different cities landing together",
					"Rooms for every budget under one roof",
					"The dinner, the toast, the surprise, all on time"
				],
				"image": "/images/demo/wedding-villa.svg",
				"imageAlt": "A villa terrace set for a celebration dinner at sunset"
			}
		},
		{
			"id": "the-fix",
			"type": "landing-fix",
			"props": {
				"subHeading": "One planner for the whole party",
				"text": "We coordinate every traveller's flights, hold the rooms, arrange the private dinner, the boat day or the photographer, and keep a single itinerary everyone can see. You just show up and celebrate.",
				"steps": [
					"Tell us the occasion and the guest list",
					"Approve one plan for everyone",
					"Raise a glass, we handle the rest"
				],
				"image": "/images/demo/honeymoon-sunset.svg"
			}
		},
		{
			"id": "reviews",
			"type": "landing-yelp-carousel"
		},
		{
			"id": "lead-form",
			"type": "lead-form",
			"props": {
				"heading": "Talk to a Celebration Travel Expert",
				"intro": "Tell us about the occasion and a Denver travel advisor will call you back, usually within one business day, with ideas.",
				"points": [
					"Group flights and rooms coordinated",
					"No fees for our planning time",
					"Surprises kept secret"
				]
			}
		},
		{
			"id": "planning",
			"type": "planning",
			"props": {
				"fromContent": false,
				"defaultHeading": "Start Planning Your Family Adventure",
				"defaultText": "Let us take care of the details while you celebrate with the people you love.",
				"defaultButtonLink": "/go/"
			}
		},
		{
			"id": "motto",
			"type": "motto",
			"pageId": 2
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"fromContent": false,
				"heading": "Where to next?",
				"text": "We'll create a vacation you'll remember forever."
			}
		}
	]
};
var landing_cruise_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/landing-cruise/",
	layout: "landing",
	meta: {
		"title": "Family Cruises Planned for You | Travel N Relax Denver",
		"description": "The right ship, the right cabin and shore days that suit your kids. A Denver travel advisor plans your family cruise from first call to last port.",
		"keywords": "family cruise, cruise travel agent Denver, Disney cruise, Caribbean cruise with kids, Alaska cruise"
	},
	sections: [
		{
			"id": "banner",
			"type": "landing-banner",
			"props": {
				"heading": "Family Cruises Without the Guesswork",
				"subHeading": "The right ship, the right cabin and shore days your kids will remember.",
				"image": "/images/demo/ocean-cruise.svg",
				"height": "500px"
			}
		},
		{
			"id": "problem",
			"type": "landing-problem",
			"props": {
				"eyebrow": "Sound familiar?",
				"heading": "Hundreds of Ships, Thousands of Cabins, One Family Vacation",
				"paragraphs": ["Every cruise line promises the perfect family holiday. But which ship really has a kids club your six-year-old will love? Which cabin is quiet enough for naps and close enough to the pool? And which shore excursions are worth the money?", "Most families spend weeks comparing deck plans and reviews, and still board wondering whether they picked right."],
				"points": [
					"Which ship suits toddlers, which suits teens?",
					"Is the drink package or the excursion bundle worth it?",
					"What happens if our flight to port is late?"
				],
				"image": "/images/demo/ocean-cruise-night.svg",
				"imageAlt": "A cruise ship lit up at night on a calm sea"
			}
		},
		{
			"id": "the-fix",
			"type": "landing-fix",
			"props": {
				"subHeading": "A cruise specialist who has sailed with kids",
				"text": "Tell us who is travelling and what they love. We match you with the ship, the cabin and the itinerary, hold the best fare, book flights that reach port a day early, and are on call from embarkation to disembarkation.",
				"steps": [
					"Tell us about your crew",
					"Get two or three hand-picked sailings",
					"Board relaxed, we handle the rest"
				],
				"image": "/images/demo/ocean-cruise.svg"
			}
		},
		{
			"id": "reviews",
			"type": "landing-yelp-carousel"
		},
		{
			"id": "lead-form",
			"type": "lead-form",
			"props": {
				"heading": "Talk to a Cruise Expert",
				"intro": "Share a few details and a Denver cruise specialist will call you back, usually within one business day, with ideas for your family.",
				"points": [
					"Ships and cabins matched to your family",
					"No fees for our planning time",
					"Help on board and ashore if plans change"
				]
			}
		},
		{
			"id": "planning",
			"type": "planning",
			"props": {
				"fromContent": false,
				"defaultHeading": "Start Planning Your Family Adventure",
				"defaultText": "Let us take care of the details while you enjoy the open sea with your family.",
				"defaultButtonLink": "/go/"
			}
		},
		{
			"id": "motto",
			"type": "motto",
			"pageId": 2
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"fromContent": false,
				"heading": "Where to next?",
				"text": "We'll create a vacation you'll remember forever."
			}
		}
	]
};
var landing_familytravel_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/landing-familytravel/",
	layout: "landing-family",
	meta: {
		"title": "Family Vacations Planned for You | Travel N Relax Denver",
		"description": "Denver's top rated family travel agency plans vacations around your kids: the right destination, the right pace and a real person on call for the whole trip.",
		"keywords": "family travel agency Denver, family vacation planner, kid friendly vacations, multigenerational trips"
	},
	experiment: {
		"id": "familytravel-form-first",
		"start": "2026-11-01",
		"end": "2027-01-31",
		"goal": "lead-form",
		"variants": [{
			"id": "control",
			"weight": 50
		}, {
			"id": "form-first",
			"weight": 50,
			"sections": [
				"banner",
				"lead-form",
				"the-fix",
				"story",
				"problem",
				"reviews",
				"planning",
				"motto",
				"where-to"
			],
			"props": { "lead-form": { "heading": "Tell Us About Your Family Trip" } }
		}]
	},
	sections: [
		{
			"id": "banner",
			"type": "landing-banner",
			"props": {
				"heading": "Family Vacations, Planned Around Your Family",
				"subHeading": "Denver's top rated family travel agency: more than 20 years of trips that work for every age.",
				"image": "/images/demo/family-beach.svg",
				"height": "full-screen"
			}
		},
		{
			"id": "story",
			"type": "landing-story",
			"props": {
				"heading": "Our Story Started With a Family Trip",
				"paragraphs": [
					"Twenty years ago our founder, Sarah Mitchell, planned a trip to Italy with three children under ten. The museums were closed on the wrong days, the hotel had no room for a crib and the ferry left without them. It was the last trip she planned without a plan.",
					"Travel N Relax grew from that lesson. Every advisor on our Denver team travels with family of their own, and every itinerary we write starts with the people on it: naps and teenagers, grandparents and wheelchairs, picky eaters and early risers.",
					"Today we plan hundreds of family vacations a year, and most of them are for families who have travelled with us before."
				],
				"signature": "Sarah Mitchell, founder",
				"image": "/images/demo/family-mountains.svg",
				"imageAlt": "A family hiking together on a mountain trail"
			}
		},
		{
			"id": "problem",
			"type": "landing-problem",
			"props": {
				"eyebrow": "Sound familiar?",
				"heading": "Planning a Family Trip Should Not Feel Like a Second Job",
				"paragraphs": ["Dozens of browser tabs, conflicting reviews and prices that change by the hour. By the time everything is booked, the trip feels like work before it has even begun, and nobody is there to help when the flight is cancelled."],
				"points": [
					"Where will everyone actually have fun?",
					"Is this resort really kid friendly?",
					"Who do we call when something goes wrong?"
				]
			}
		},
		{
			"id": "the-fix",
			"type": "landing-fix",
			"props": {
				"subHeading": "One advisor, one plan, the whole family",
				"text": "One Denver advisor plans the whole trip around your family, books it at the best price we can find, and stays on call until you are home.",
				"steps": [
					"Tell us about your family",
					"Get a plan made for you",
					"Travel together, relaxed"
				],
				"image": "/images/demo/motto-sea.svg"
			}
		},
		{
			"id": "reviews",
			"type": "landing-yelp-carousel"
		},
		{
			"id": "lead-form",
			"type": "lead-form",
			"props": {
				"heading": "Talk to a Family Travel Expert",
				"intro": "Tell us a little about your family and your dream trip. A Denver travel advisor will call you back, usually within one business day."
			}
		},
		{
			"id": "planning",
			"type": "planning",
			"props": {
				"fromContent": false,
				"defaultHeading": "Start Planning Your Family Adventure",
				"defaultText": "Let us take care of the details while you enjoy quality time with your family.",
				"defaultButtonLink": "/go/"
			}
		},
		{
			"id": "motto",
			"type": "motto",
			"pageId": 2
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"fromContent": false,
				"heading": "Where to next?",
				"text": "We'll create a vacation you'll remember forever."
			}
		}
	]
};
var landing_kenya_vacations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/landing-kenya-vacations/",
	pageId: 28,
	layout: "safari",
	meta: {
		"source": "page",
		"title": "Kenya Safari Vacations | Travel N Relax",
		"description": "Family safaris in Kenya planned by advisors who return every year: Maasai Mara, Amboseli and the coast.",
		"keywords": "Kenya safari, family safari, Maasai Mara"
	},
	sections: [{
		"id": "sections",
		"type": "safari-sections",
		"props": { "heading": "Kenya Safari Vacations" }
	}, {
		"id": "planning",
		"type": "planning"
	}]
};
var landing_themepark_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/landing-themepark/",
	layout: "landing",
	meta: {
		"title": "Theme Park Vacations for Families | Travel N Relax Denver",
		"description": "Disney and Universal vacations planned by Denver theme park specialists: the right hotel, park days that suit your kids, and less time in line.",
		"keywords": "Disney vacation planner, Universal Orlando travel agent, theme park vacation, Denver travel agency"
	},
	sections: [
		{
			"id": "banner",
			"type": "landing-banner",
			"props": {
				"heading": "Theme Park Magic, Minus the Lines",
				"subHeading": "Disney and Universal vacations planned around your kids, not the crowds.",
				"image": "/images/demo/theme-park-castle.svg",
				"height": "500px"
			}
		},
		{
			"id": "problem",
			"type": "landing-problem",
			"props": {
				"eyebrow": "Sound familiar?",
				"heading": "Theme Park Planning Has Become a Sport",
				"paragraphs": ["Park tickets, park reservations, ride passes, dining windows that open at 6 a.m. sixty days ahead. Miss one deadline and the day you planned around a character breakfast becomes a day of waiting in line.", "It is a lot to juggle for a vacation that is supposed to be magic."],
				"points": [
					"On-site hotel or off-site savings?",
					"Which days are the parks least crowded?",
					"Are the paid ride passes worth it for our kids' ages?"
				],
				"image": "/images/demo/disney-castle-night.svg",
				"imageAlt": "Fireworks over a fairy-tale castle at night"
			}
		},
		{
			"id": "the-fix",
			"type": "landing-fix",
			"props": {
				"subHeading": "Certified Disney and Universal specialists",
				"text": "We book the hotel, the tickets and the dining, set alarms for every reservation window so you do not have to, and hand you a day-by-day plan that matches your kids' heights, ages and nap times.",
				"steps": [
					"Tell us your dates and your kids' ages",
					"Get a park-by-park plan",
					"Enjoy the magic, skip the stress"
				],
				"image": "/images/demo/universal-city.svg"
			}
		},
		{
			"id": "reviews",
			"type": "landing-yelp-carousel"
		},
		{
			"id": "lead-form",
			"type": "lead-form",
			"props": {
				"heading": "Talk to a Theme Park Expert",
				"intro": "Tell us a little about your family and a Denver theme park specialist will call you back, usually within one business day.",
				"points": [
					"Disney and Universal certified advisors",
					"No fees for our planning time",
					"Every reservation window watched for you"
				]
			}
		},
		{
			"id": "planning",
			"type": "planning",
			"props": {
				"fromContent": false,
				"defaultHeading": "Start Planning Your Family Adventure",
				"defaultText": "Let us take care of the details while you enjoy the rides, the parades and the fireworks.",
				"defaultButtonLink": "/go/"
			}
		},
		{
			"id": "motto",
			"type": "motto",
			"pageId": 2
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"fromContent": false,
				"heading": "Where to next?",
				"text": "We'll create a vacation you'll remember forever."
			}
		}
	]
};
var month_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/month/",
	pageId: 16,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Where to Travel Each Month | Travel N Relax",
		"description": "Our month-by-month guide: where the weather, festivals and wildlife are at their best all year.",
		"keywords": "best time to travel, month by month travel guide"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "months",
			"type": "month-grid"
		},
		{
			"id": "inspiration",
			"type": "contact-themed-links",
			"props": {
				"text": "Trending destinations, travel ideas by month and our newsletter, all in one place.",
				"links": [{
					"label": "Trip Inspiration",
					"href": "/inspiration/"
				}]
			}
		},
		{
			"id": "where-to",
			"type": "where-to"
		}
	]
};
var monthly_detail_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/monthly/:slug/",
	layout: "standard",
	meta: {
		"source": "month-detail",
		"title": "Where to Travel This Month | Travel N Relax",
		"description": "Where to travel this month, with ideas from a Denver family travel agency."
	},
	sections: [
		{
			"id": "banner",
			"type": "place-banner",
			"props": {
				"source": "month",
				"fallbackTitle": "Where to Travel This Month"
			}
		},
		{
			"id": "introduction",
			"type": "month-intro"
		},
		{
			"id": "destination",
			"type": "destination-details",
			"props": { "source": "month" }
		},
		{
			"id": "more-destinations",
			"type": "more-destinations"
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": { "fromContent": false }
		}
	]
};
var ocean_cruise_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/ocean-cruise/",
	pageId: 8,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Ocean Cruises | Travel N Relax",
		"description": "Ocean cruises matched to your family: the right ship, cabin and shore days.",
		"keywords": "ocean cruise, family cruise"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var page_by_id_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/page/:pageId/",
	layout: "standard",
	sitemap: false,
	meta: {
		"source": "page",
		"title": "Travel N Relax | Denver Family Travel Agency",
		"description": "Custom vacations planned by Denver's top rated family travel agency."
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction"
		},
		{
			"id": "motto",
			"type": "motto"
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var privacy_policy_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/privacy-policy/",
	layout: "standard",
	meta: {
		"title": "Privacy Policy | Travel N Relax",
		"description": "How Travel N Relax collects, uses and protects your personal information when you use our website and plan a trip with us.",
		"keywords": "privacy policy, personal information, Travel N Relax"
	},
	sections: [{
		"id": "privacy",
		"type": "static-text",
		"props": {
			"heading": "Privacy Policy",
			"headingLevel": 1,
			"updated": "Last updated: November 1, 2026",
			"intro": ["Your privacy matters to us. This policy explains what personal information we collect, why we collect it and the choices you have."],
			"parts": [
				{
					"heading": "Information We Collect",
					"paragraphs": [],
					"list": [
						"Details you give us in an enquiry or lead form: your name, e-mail address, phone number, travel dates, destination, city and country, and your comments.",
						"Your e-mail address, if you sign up for our newsletter.",
						"Information needed to book travel, such as passport details and dietary or accessibility needs, which we ask for only when you book.",
						"Basic technical information that every website receives, such as your browser type and the pages you visit."
					]
				},
				{
					"heading": "How We Use It",
					"paragraphs": [],
					"list": [
						"To answer your enquiry and plan and book your trip.",
						"To send you the newsletter you asked for; every issue has a link to unsubscribe.",
						"To keep our website secure and working well."
					]
				},
				{
					"heading": "Sharing",
					"paragraphs": ["We share your information only with the travel suppliers needed for your trip (for example airlines, hotels and cruise lines) and with service providers who help us run our business under confidentiality obligations. We do not sell your personal information."],
					"list": []
				},
				{
					"heading": "How Long We Keep It",
					"paragraphs": ["We keep enquiry and booking records for as long as needed to serve you and to meet our legal and accounting obligations, and then delete them."],
					"list": []
				},
				{
					"heading": "Your Choices",
					"paragraphs": ["You can ask to see, correct or delete the personal information we hold about you, and you can unsubscribe from our newsletter at any time. Contact us by phone or e-mail and we will respond within 30 days."],
					"list": []
				},
				{
					"heading": "Changes to This Policy",
					"paragraphs": ["We may update this policy; the date above shows the latest version."],
					"list": []
				}
			]
		}
	}, {
		"id": "contact",
		"type": "contact-facts",
		"props": {
			"heading": "Privacy Questions",
			"facts": [
				"email",
				"phone",
				"address"
			]
		}
	}]
};
var review_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/review/",
	pageId: 14,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Leave a Review | Travel N Relax",
		"description": "Planning a family vacation? Plan it with a top-rated family travel agency that takes care of every detail, from the first idea to the flight home.",
		"keywords": "Family vacations, Aurora travel agency, custom travel planning"
	},
	sections: [{
		"id": "review",
		"type": "review-links"
	}, {
		"id": "where-to",
		"type": "where-to",
		"props": {
			"heading": "Let us handle the details",
			"fromContent": false
		}
	}]
};
var river_cruise_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/river-cruise/",
	pageId: 9,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "River Cruises | Travel N Relax",
		"description": "Slow, scenic river cruises with small ships and included excursions.",
		"keywords": "river cruise, European river cruise"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var services_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/services/",
	pageId: 1,
	layout: "standard",
	meta: {
		"title": "Our Specialties | Travel N Relax",
		"description": "Family, group, honeymoon, anniversary, cruise, safari, theme park and ski vacations, fully customised by a Denver family travel agency.",
		"keywords": "travel specialties, family vacations, group travel, honeymoon, cruises, Kenya safari, ski vacations"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner",
			"props": {
				"heading": "Our Specialties",
				"contentHeading": false,
				"requireText": false
			}
		},
		{
			"id": "page-status",
			"type": "page-status",
			"props": {
				"errorText": "Failed to load page data.",
				"emptyText": "No data found"
			}
		},
		{
			"id": "specialties",
			"type": "specialties-grid"
		},
		{
			"id": "intro",
			"type": "intro"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"pageId": 2,
			"props": { "showMessages": false }
		},
		{
			"id": "reviews",
			"type": "review-carousel",
			"props": { "heading": "What Our Travelers Say" }
		},
		{
			"id": "packages",
			"type": "package-slider",
			"props": { "heading": "Discover Bespoke Journeys" }
		},
		{
			"id": "about",
			"type": "about"
		},
		{
			"id": "advisors",
			"type": "advisors",
			"props": {
				"heading": "Meet your travel advisors",
				"names": ["Sarah Mitchell", "David Brooks"]
			}
		},
		{
			"id": "catalog",
			"type": "catalog"
		},
		{
			"id": "blog",
			"type": "blog-carousel",
			"props": { "heading": "Travel Blog" }
		},
		{
			"id": "testimonials",
			"type": "testimonial-carousel",
			"props": {
				"heading": "Testimonials",
				"cardLink": "/testimonials/",
				"hideWhenEmpty": true
			}
		},
		{
			"id": "where-to",
			"type": "where-to"
		},
		{
			"id": "partners",
			"type": "partners",
			"pageId": 2,
			"props": { "heading": "Our Travel Partners" }
		}
	]
};
var terms_of_use_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/terms-of-use/",
	layout: "standard",
	meta: {
		"title": "Terms of Use | Travel N Relax",
		"description": "The terms that apply when you use the Travel N Relax website and book travel with our Denver agency.",
		"keywords": "terms of use, terms and conditions, Travel N Relax"
	},
	sections: [{
		"id": "terms",
		"type": "static-text",
		"props": {
			"heading": "Terms of Use",
			"headingLevel": 1,
			"updated": "Last updated: November 1, 2026",
			"intro": ["These terms apply to your use of the Travel N Relax website. By using the site you agree to them. If you do not agree, please do not use the site."],
			"parts": [
				{
					"heading": "Who We Are",
					"paragraphs": ["This website is operated by Travel N Relax, a travel agency based in Denver, Colorado. We plan and book travel with airlines, hotels, cruise lines, tour operators and other suppliers on your behalf."],
					"list": []
				},
				{
					"heading": "Information on This Site",
					"paragraphs": ["We take care to keep destination information, descriptions and images accurate and up to date, but they are for general inspiration only. Prices, availability and supplier details are confirmed only when we send you a written quote or booking confirmation."],
					"list": []
				},
				{
					"heading": "Bookings",
					"paragraphs": ["A booking is made when you accept a written quote and pay the deposit. Each booking is also governed by the terms and conditions of the suppliers involved, which we share with you before you pay. Cancellation and change fees are set by those suppliers."],
					"list": []
				},
				{
					"heading": "Enquiries and Forms",
					"paragraphs": ["When you send an enquiry, please give accurate information. Sending a form does not create a booking or an obligation for either side."],
					"list": []
				},
				{
					"heading": "Links to Other Websites",
					"paragraphs": ["Our site links to websites we do not control, such as tourism boards and review sites. We are not responsible for their content or their privacy practices."],
					"list": []
				},
				{
					"heading": "Intellectual Property",
					"paragraphs": ["The text, images, logo and design of this site belong to Travel N Relax or its licensors. You may view and print pages for your personal, non-commercial use."],
					"list": []
				},
				{
					"heading": "Limitation of Liability",
					"paragraphs": ["To the extent the law allows, we are not liable for losses that arise from your use of this website. Nothing in these terms limits liability that cannot be limited by law."],
					"list": []
				},
				{
					"heading": "Changes and Contact",
					"paragraphs": ["We may update these terms from time to time; the date above shows the latest version. Questions about these terms are welcome: contact us through the Contact Us page or by phone or e-mail."],
					"list": []
				}
			]
		}
	}]
};
var testimonials_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/testimonials/",
	layout: "standard",
	meta: {
		"source": "testimonials",
		"title": "Testimonials | Travel N Relax",
		"description": "Default Description",
		"keywords": "Default Keyword"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner",
			"props": {
				"source": "none",
				"requireText": false,
				"heading": "Testimonials",
				"subHeading": "Real words from the families, couples and groups we have planned trips for."
			}
		},
		{
			"id": "testimonials",
			"type": "testimonial-carousel",
			"props": { "heading": "Stories From Our Travelers" }
		},
		{
			"id": "where-to",
			"type": "where-to",
			"props": {
				"heading": "Where to next?",
				"text": "We'll create a vacation you'll remember forever.",
				"fromContent": false
			}
		}
	]
};
var universal_studios_vacations_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/universal-studios-vacations/",
	pageId: 11,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Universal Studios Vacations | Travel N Relax",
		"description": "Universal Studios vacations with on-site hotels and park plans for every thrill level.",
		"keywords": "Universal Orlando vacation, theme park vacation"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner",
			"props": { "mobileImage": "/images/demo/universal-mobile.svg" }
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": { "titleLevel": 2 }
		},
		{
			"id": "motto",
			"type": "motto",
			"props": { "errorText": "Failed to load motto data. Please try again later." }
		},
		{
			"id": "planning",
			"type": "planning"
		}
	]
};
var wedding_guest_travel_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/wedding-guest-travel/",
	pageId: 21,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Destination Wedding Guests | Travel N Relax",
		"description": "Invited to a destination wedding? We book flights, rooms and transfers for wedding guests.",
		"keywords": "wedding guest travel, wedding room block"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": {
				"defaultButtonText": "Back to Home",
				"defaultButtonLink": "/",
				"buttonNewTab": false,
				"titleLevel": 2
			}
		},
		{
			"id": "where-to",
			"type": "where-to"
		}
	]
};
var wedding_venues_abroad_default$1 = {
	$schema: "../page-config.schema.json",
	path: "/wedding-venues-abroad/",
	pageId: 22,
	layout: "standard",
	meta: {
		"source": "page",
		"title": "Wedding Venues Abroad | Travel N Relax",
		"description": "Beach, villa and vineyard wedding venues abroad, compared and booked by our wedding specialists.",
		"keywords": "wedding venues abroad, beach wedding venues"
	},
	sections: [
		{
			"id": "banner",
			"type": "hero-banner"
		},
		{
			"id": "page-status",
			"type": "page-status"
		},
		{
			"id": "introduction",
			"type": "introduction",
			"props": {
				"defaultButtonText": "Back to Home",
				"defaultButtonLink": "/",
				"buttonNewTab": false,
				"titleLevel": 2
			}
		},
		{
			"id": "where-to",
			"type": "where-to"
		}
	]
};
// src/engine/experiment-schema.ts
/**
* A page's experiment (docs/experiments.md): variants of its section order and props, shown to
* real visitors by weight between two dates, judged by the leads of one form on the page.
* The rules that need the page or the blocks (sections exist, the goal is a form, merged props fit)
* live in `experimentIssues`, run by the full page schema.
*/
var SLUG = /^[a-z0-9][a-z0-9-]*$/;
/** A calendar date (YYYY-MM-DD, a UTC day) or an instant with its offset. */
var WHEN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
var experimentVariantSchema = z.object({
	id: z.string().regex(SLUG, "a variant id is lower-case letters, digits and hyphens").describe("Names the variant in the cookie, the leads and the report."),
	weight: z.number().int().min(0).max(100).describe("Share of new visitors, in percent; the weights of a page add up to 100."),
	sections: z.array(z.string()).min(1).optional().describe("The section ids in this variant's order (absent: the page's own order)."),
	props: z.record(z.string(), z.record(z.string(), z.unknown())).optional().describe("Props that replace the page's, by section id (only sections the page has).")
}).strict();
var experimentSchema = z.object({
	id: z.string().regex(SLUG, "an experiment id is lower-case letters, digits and hyphens").describe("Names the experiment in the cookie, the leads and `npm run experiments`."),
	start: z.string().regex(WHEN, "a date is YYYY-MM-DD (a UTC day) or an ISO instant with its offset").describe("First day (YYYY-MM-DD, UTC) or instant of the experiment."),
	end: z.string().regex(WHEN, "a date is YYYY-MM-DD (a UTC day) or an ISO instant with its offset").describe("Last day (inclusive) or instant; afterwards everyone sees the control."),
	goal: z.string().describe("The id of the form section whose stored submissions count as conversions."),
	variants: z.array(experimentVariantSchema).min(2, "an experiment has at least two variants: the control and one other").describe("The control first (id \"control\", the page as it is), then the variants to test.")
}).strict();
/**
* The rules an experiment's shape cannot say alone, with the JSON path of each problem:
* the control first, weights adding up to 100, ordered dates, sections that exist, the goal a form
* section in every variant, and overridden props that still fit their block (`propsFit`).
*/
function experimentIssues(page, options) {
	const experiment = page.experiment;
	if (!experiment) return [];
	const issues = [];
	const at = (...path) => ["experiment", ...path];
	const sectionsById = new Map(page.sections.map((section) => [section.id, section]));
	if (experiment.variants[0]?.id !== "control") issues.push({
		path: at("variants", 0, "id"),
		message: `the first variant is the control: its id is "${CONTROL_VARIANT}"`
	});
	const control = experiment.variants[0];
	if (control?.id === "control" && (control.sections || control.props)) issues.push({
		path: at("variants", 0),
		message: "the control is the page as it is: it has no \"sections\" or \"props\""
	});
	const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
	if (total !== 100) issues.push({
		path: at("variants"),
		message: `the variants' weights add up to ${total}, not 100`
	});
	const { from, until } = experimentWindow(experiment);
	if (!WHEN.test(experiment.start) || !WHEN.test(experiment.end)) return issues.concat(sectionIssues(page, experiment, sectionsById, options));
	if (Number.isNaN(from)) issues.push({
		path: at("start"),
		message: `"${experiment.start}" is not a date`
	});
	if (Number.isNaN(until)) issues.push({
		path: at("end"),
		message: `"${experiment.end}" is not a date`
	});
	if (!Number.isNaN(from) && !Number.isNaN(until) && from >= until) issues.push({
		path: at("end"),
		message: `the end (${experiment.end}) is not after the start (${experiment.start})`
	});
	return issues.concat(sectionIssues(page, experiment, sectionsById, options));
}
/** The goal and each variant's sections and props against the page's sections. */
function sectionIssues(page, experiment, sectionsById, options) {
	const issues = [];
	const at = (...path) => ["experiment", ...path];
	const goal = sectionsById.get(experiment.goal);
	if (!goal) issues.push({
		path: at("goal"),
		message: `the goal "${experiment.goal}" is not a section of this page`
	});
	else if (!options.goalBlockTypes.includes(goal.type)) issues.push({
		path: at("goal"),
		message: `the goal "${experiment.goal}" is a ${goal.type}, not a form (${options.goalBlockTypes.join(" or ")})`
	});
	const seenIds = /* @__PURE__ */ new Set();
	experiment.variants.forEach((variant, v) => {
		if (seenIds.has(variant.id)) issues.push({
			path: at("variants", v, "id"),
			message: `duplicate variant id "${variant.id}"`
		});
		seenIds.add(variant.id);
		const order = variant.sections ?? page.sections.map((section) => section.id);
		const listed = /* @__PURE__ */ new Set();
		(variant.sections ?? []).forEach((id, s) => {
			if (!sectionsById.has(id)) issues.push({
				path: at("variants", v, "sections", s),
				message: `no section "${id}" on this page`
			});
			else if (listed.has(id)) issues.push({
				path: at("variants", v, "sections", s),
				message: `section "${id}" is listed twice`
			});
			listed.add(id);
		});
		if (goal && !order.includes(experiment.goal)) issues.push({
			path: at("variants", v, "sections"),
			message: `the goal "${experiment.goal}" is missing from this variant: its leads could not be counted`
		});
		for (const [id, props] of Object.entries(variant.props ?? {})) {
			const section = sectionsById.get(id);
			if (!section) {
				issues.push({
					path: at("variants", v, "props", id),
					message: `no section "${id}" on this page`
				});
				continue;
			}
			const problem = options.propsFit(section.type, {
				...section.props,
				...props
			});
			if (problem) issues.push({
				path: at("variants", v, "props", id),
				message: problem
			});
		}
	});
	return issues;
}
// src/engine/page-config-schema.ts
/**
* The schema of a page config (one JSON file per route in page-configs/pages/). The base schema
* knows no block; `buildPageConfigSchema` narrows each section to a registered type and its props,
* which is what the config check, the build and the editor's JSON Schema use.
*/
var ROUTE_PATH = /^\/(?:(?::[a-z][a-zA-Z0-9]*|[a-z0-9][a-z0-9._-]*)\/)*$/;
var sectionBaseSchema = z.object({
	id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "a section id is lower-case letters, digits and hyphens").describe("Unique within the page; names the section in outlines, logs and error messages."),
	type: z.string().describe("The registered block that renders this section."),
	props: z.record(z.string(), z.unknown()).optional().describe("The block's settings."),
	pageId: z.number().int().positive().optional().describe("Content pageId for this section only, when it differs from the page's pageId.")
});
var pageMetaSchema = z.object({
	source: z.string().optional().describe("Where the title, description and keywords come from (a registered meta source)."),
	title: z.string().min(1).describe("Title used when the content has none."),
	description: z.string().optional().describe("Meta description used when the content has none."),
	keywords: z.string().optional().describe("Meta keywords used when the content has none."),
	image: z.string().optional().describe("Social sharing image (site-relative path)."),
	breadcrumb: z.string().optional().describe("Short name of this page in breadcrumbs (defaults to the title)."),
	structuredData: z.array(z.string()).optional().describe("Named JSON-LD documents for this page (the names the site defines).")
}).strict();
var pageConfigBaseSchema = z.object({
	$schema: z.string().optional(),
	path: z.string().regex(ROUTE_PATH, "a path starts and ends with \"/\", e.g. \"/about/\" or \"/monthly/:slug/\"").describe("The canonical route, with a trailing slash; \":name\" segments are parameters."),
	pageId: z.number().int().positive().optional().describe("The content pageId the sections read by default."),
	layout: z.string().default("standard").describe("The header/footer variant around the sections."),
	meta: pageMetaSchema,
	sitemap: z.boolean().default(true).describe("List this route in /sitemap.xml (parameter routes list their content)."),
	parent: z.string().regex(ROUTE_PATH).optional().describe("The page this one sits under, for breadcrumbs (defaults to the nearest path prefix)."),
	sections: z.array(sectionBaseSchema).describe("The page, top to bottom. Reorder to move sections."),
	experiment: experimentSchema.optional().describe("One experiment on this page: variants of its order and props (docs/experiments.md).")
}).strict();
/** The full schema: each section's type must be registered and its props must fit that block. */
function buildPageConfigSchema({ blocks, layouts, metaSources, goalBlockTypes = [] }) {
	const sectionVariants = blocks.map((block) => sectionBaseSchema.extend({
		type: z.literal(block.type).describe(block.description),
		props: block.props.optional()
	}).strict());
	/** A variant's props, merged over the section's, must still be valid props of its block. */
	function propsFit(type, props) {
		const parsed = blocks.find((candidate) => candidate.type === type)?.props.safeParse(props);
		const issue = parsed && !parsed.success ? parsed.error.issues[0] : void 0;
		return issue && `props that do not fit "${type}": ${issue.path.map(String).join(".") || "(props)"}: ${issue.message}`;
	}
	const [first, ...rest] = sectionVariants;
	const sectionSchema = first ? z.discriminatedUnion("type", [first, ...rest]) : sectionBaseSchema;
	return pageConfigBaseSchema.extend({
		layout: z.enum(layouts).default("standard").describe("The header/footer variant around the sections."),
		meta: pageMetaSchema.extend({ source: z.enum(metaSources).optional().describe("Where title, description and keywords come from.") }),
		sections: z.array(sectionSchema).describe("The page, top to bottom. Reorder to move sections.")
	}).superRefine((page, ctx) => {
		const seen = /* @__PURE__ */ new Map();
		page.sections.forEach((section, index) => {
			const earlier = seen.get(section.id);
			if (earlier !== void 0) ctx.addIssue({
				code: "custom",
				path: [
					"sections",
					index,
					"id"
				],
				message: `duplicate section id "${section.id}" (also sections[${earlier}])`
			});
			else seen.set(section.id, index);
		});
		for (const issue of experimentIssues(page, {
			goalBlockTypes,
			propsFit
		})) ctx.addIssue({
			code: "custom",
			...issue
		});
	});
}
var pageConfigFiles = Object.fromEntries(Object.entries(/* @__PURE__ */ Object.assign({
	"../../page-configs/pages/about-our-travel-agency.json": about_our_travel_agency_default$1,
	"../../page-configs/pages/accessibility.json": accessibility_default$1,
	"../../page-configs/pages/advisor-david-brooks.json": advisor_david_brooks_default$1,
	"../../page-configs/pages/advisor-sarah-mitchell.json": advisor_sarah_mitchell_default$1,
	"../../page-configs/pages/all-inclusive-vacations.json": all_inclusive_vacations_default$1,
	"../../page-configs/pages/anniversary.json": anniversary_default$1,
	"../../page-configs/pages/blog-detail.json": blog_detail_default$1,
	"../../page-configs/pages/blog.json": blog_default$1,
	"../../page-configs/pages/colorado-ski-vacations.json": colorado_ski_vacations_default$1,
	"../../page-configs/pages/country.json": country_default$1,
	"../../page-configs/pages/customer-service.json": customer_service_default$1,
	"../../page-configs/pages/destinations.json": destinations_default$1,
	"../../page-configs/pages/destinetion-wedding.json": destinetion_wedding_default$1,
	"../../page-configs/pages/disney-vacations.json": disney_vacations_default$1,
	"../../page-configs/pages/experiences.json": experiences_default$1,
	"../../page-configs/pages/family-travel.json": family_travel_default$1,
	"../../page-configs/pages/go.json": go_default$1,
	"../../page-configs/pages/group-travel.json": group_travel_default$1,
	"../../page-configs/pages/home.json": home_default$1,
	"../../page-configs/pages/honeymoon.json": honeymoon_default$1,
	"../../page-configs/pages/inspiration.json": inspiration_default$1,
	"../../page-configs/pages/landing-celebration.json": landing_celebration_default$1,
	"../../page-configs/pages/landing-cruise.json": landing_cruise_default$1,
	"../../page-configs/pages/landing-familytravel.json": landing_familytravel_default$1,
	"../../page-configs/pages/landing-kenya-vacations.json": landing_kenya_vacations_default$1,
	"../../page-configs/pages/landing-themepark.json": landing_themepark_default$1,
	"../../page-configs/pages/month.json": month_default$1,
	"../../page-configs/pages/monthly-detail.json": monthly_detail_default$1,
	"../../page-configs/pages/ocean-cruise.json": ocean_cruise_default$1,
	"../../page-configs/pages/page-by-id.json": page_by_id_default$1,
	"../../page-configs/pages/privacy-policy.json": privacy_policy_default$1,
	"../../page-configs/pages/review.json": review_default$1,
	"../../page-configs/pages/river-cruise.json": river_cruise_default$1,
	"../../page-configs/pages/services.json": services_default$1,
	"../../page-configs/pages/terms-of-use.json": terms_of_use_default$1,
	"../../page-configs/pages/testimonials.json": testimonials_default$1,
	"../../page-configs/pages/universal-studios-vacations.json": universal_studios_vacations_default$1,
	"../../page-configs/pages/wedding-guest-travel.json": wedding_guest_travel_default$1,
	"../../page-configs/pages/wedding-venues-abroad.json": wedding_venues_abroad_default$1
})).map(([file, content]) => [file.replace("../../", ""), content]));
var parsedConfigs = Object.entries(pageConfigFiles).map(([file, content]) => {
	const parsed = pageConfigBaseSchema.safeParse(content);
	if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message ?? "invalid page config"}`);
	return {
		name: file.replace(/^.*\//, "").replace(/\.json$/, ""),
		page: parsed.data
	};
});
var pageConfigs = parsedConfigs.map((config) => config.page).sort((a, b) => a.path.localeCompare(b.path));
/** A page's config file name without .json, by the page's path: the name of its chunk for browsers. */
var pageConfigNames = new Map(parsedConfigs.map((config) => [config.page.path, config.name]));
// src/site/structured-data.ts
/**
* schema.org structured data (JSON-LD) built from site.json and the page: the agency as a
* TravelAgency, and a BreadcrumbList for every page that sits under another.
*/
function travelAgency(site, siteUrl) {
	return {
		"@context": "https://schema.org",
		"@type": "TravelAgency",
		name: site.name,
		url: new URL("/", siteUrl).href,
		logo: new URL(site.logo.src, siteUrl).href,
		image: new URL(site.logo.src, siteUrl).href,
		telephone: site.phoneHref.replace(/^tel:/, ""),
		email: site.email,
		address: {
			"@type": "PostalAddress",
			streetAddress: site.address.street,
			addressLocality: site.address.city,
			addressRegion: site.address.region,
			postalCode: site.address.postalCode,
			addressCountry: site.address.country
		},
		openingHoursSpecification: [{
			"@type": "OpeningHoursSpecification",
			dayOfWeek: [
				"Monday",
				"Tuesday",
				"Wednesday",
				"Thursday",
				"Friday"
			],
			opens: "09:00",
			closes: "22:00"
		}],
		sameAs: site.social.map((profile) => profile.href)
	};
}
/** Ancestors by path: /monthly/january/ sits under /month/ (declared) or under its path prefix. */
function breadcrumbTrail(page, head, byPath) {
	const trail = [{
		name: head.title,
		path: head.canonicalPath
	}];
	let parentPath = page.parent ?? parentByPrefix(page.path, byPath);
	const seen = /* @__PURE__ */ new Set();
	while (parentPath && !seen.has(parentPath)) {
		seen.add(parentPath);
		const parent = byPath.get(parentPath);
		if (!parent) break;
		trail.unshift({
			name: parent.meta.breadcrumb ?? parent.meta.title,
			path: parent.path
		});
		parentPath = parent.parent ?? parentByPrefix(parent.path, byPath);
	}
	return trail;
}
function parentByPrefix(path, byPath) {
	if (path === "/") return void 0;
	const segments = path.split("/").filter(Boolean);
	for (let length = segments.length - 1; length >= 0; length -= 1) {
		const candidate = `/${segments.slice(0, length).join("/")}${length ? "/" : ""}`;
		if (byPath.has(candidate)) return candidate;
	}
}
function breadcrumbList(trail, siteUrl) {
	return {
		"@context": "https://schema.org",
		"@type": "BreadcrumbList",
		itemListElement: trail.map((crumb, index) => ({
			"@type": "ListItem",
			position: index + 1,
			name: crumb.name,
			item: new URL(crumb.path, siteUrl).href
		}))
	};
}
/** All JSON-LD of one page: what its meta source found plus the named and breadcrumb documents. */
function pageStructuredData(options) {
	const { page, head, pagesByPath, site, siteUrl } = options;
	const documents = [...head.jsonLd];
	if (page.meta.structuredData?.includes("travel-agency")) documents.push(travelAgency(site, siteUrl));
	const trail = breadcrumbTrail(page, head, pagesByPath);
	if (trail.length > 1) documents.push(breadcrumbList(trail, siteUrl));
	return documents;
}
// page-configs/pages/about-our-travel-agency.json?raw
var about_our_travel_agency_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/about-our-travel-agency/\",\n  \"pageId\": 24,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"About Our Travel Agency | Travel N Relax Denver\",\n    \"description\": \"Meet the team behind Travel N Relax, a Denver family travel agency planning custom vacations for more than 20 years.\",\n    \"keywords\": \"about Travel N Relax, Denver travel agency, our team\",\n    \"structuredData\": [\n      \"travel-agency\"\n    ]\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"aim\",\n      \"type\": \"aim\"\n    },\n    {\n      \"id\": \"values\",\n      \"type\": \"value-cards\"\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/accessibility.json?raw
var accessibility_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/accessibility/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Accessibility | Travel N Relax\",\n    \"description\": \"Travel N Relax is committed to a website that everyone can use. Read about our accessibility features and how to report a problem.\",\n    \"keywords\": \"accessibility, accessible website, Travel N Relax\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"statement\",\n      \"type\": \"static-text\",\n      \"props\": {\n        \"heading\": \"Accessibility\",\n        \"headingLevel\": 1,\n        \"intro\": [\n          \"Travel N Relax is committed to making our website usable by everyone, including people who use assistive technology. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. Every page is checked before release with an automated accessibility checker at phone and desktop widths, with the keyboard alone, with text at 200% on a small phone screen, and in high contrast mode.\",\n          \"Accessibility is ongoing work: new pages go through the same checks before they are published, and we fix problems as soon as we learn about them.\"\n        ],\n        \"parts\": [\n          {\n            \"heading\": \"Accessibility Features\",\n            \"paragraphs\": [],\n            \"list\": [\n              \"Keyboard navigation: every link, menu, carousel and form can be reached and used with the keyboard alone, with a visible focus outline and a link to skip to the main content.\",\n              \"Image alt text: meaningful images have text alternatives taken from their title or name; decorative images are hidden from screen readers.\",\n              \"Scalable text: text can be enlarged to 200%, even on a small phone screen, without being cut off or making the page scroll sideways.\",\n              \"High contrast mode: the High contrast button (a half-filled circle at the top of every page) switches to colours whose text contrast meets WCAG AAA (7:1), and this device remembers your choice. The same colours apply when your system asks for more contrast.\",\n              \"Less motion: when your system asks for reduced motion, background videos start paused and nothing moves on its own; every video has a pause button.\"\n            ]\n          },\n          {\n            \"heading\": \"Travelling With Accessibility Needs\",\n            \"paragraphs\": [\n              \"Our advisors plan accessible trips every year: step-free rooms, accessible transfers, cruise cabins and shore excursions. Tell us what you need and we will check every detail with our suppliers.\"\n            ],\n            \"list\": []\n          }\n        ]\n      }\n    },\n    {\n      \"id\": \"report\",\n      \"type\": \"contact-facts\",\n      \"props\": {\n        \"heading\": \"Report a Problem\",\n        \"intro\": \"If any part of this website is hard to use, or you need information in another format, please let us know. Tell us the page and what happened, and we will reply within two business days.\",\n        \"facts\": [\n          \"phone\",\n          \"email\"\n        ]\n      }\n    }\n  ]\n}\n";
// page-configs/pages/advisor-david-brooks.json?raw
var advisor_david_brooks_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/david-brooks/\",\n  \"pageId\": 27,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"David Brooks | Safari & Cruise Advisor | Travel N Relax\",\n    \"description\": \"David Brooks plans family safaris in Kenya and ocean and river cruises for Travel N Relax in Denver.\",\n    \"keywords\": \"David Brooks travel advisor, Kenya safari specialist, cruise advisor Denver\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"introduction\",\n      \"type\": \"advisor-intro\",\n      \"props\": {\n        \"role\": \"Safari & Cruise Advisor\"\n      }\n    },\n    {\n      \"id\": \"certifications\",\n      \"type\": \"certifications\"\n    },\n    {\n      \"id\": \"testimonials\",\n      \"type\": \"advisor-testimonial\"\n    },\n    {\n      \"id\": \"appointment\",\n      \"type\": \"appointment-panel\",\n      \"props\": {\n        \"advisorName\": \"David Brooks\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/advisor-sarah-mitchell.json?raw
var advisor_sarah_mitchell_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/about-our-travel-agency/sarah-mitchell/\",\n  \"pageId\": 26,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Sarah Mitchell | Family Travel Advisor | Travel N Relax\",\n    \"description\": \"Sarah Mitchell founded Travel N Relax in Denver and has planned family vacations for more than 20 years.\",\n    \"keywords\": \"Sarah Mitchell travel advisor, family travel advisor Denver\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"introduction\",\n      \"type\": \"advisor-intro\",\n      \"props\": {\n        \"role\": \"Founder & Family Travel Advisor\"\n      }\n    },\n    {\n      \"id\": \"certifications\",\n      \"type\": \"certifications\"\n    },\n    {\n      \"id\": \"testimonials\",\n      \"type\": \"advisor-testimonial\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/all-inclusive-vacations.json?raw
var all_inclusive_vacations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/all-inclusive-vacations/\",\n  \"pageId\": 7,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"All-Inclusive Vacations | Travel N Relax\",\n    \"description\": \"All-inclusive family vacations at resorts hand-picked by our advisors.\",\n    \"keywords\": \"all inclusive vacations, all inclusive resorts\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/anniversary.json?raw
var anniversary_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/anniversary/\",\n  \"pageId\": 6,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Anniversary Trips | Travel N Relax\",\n    \"description\": \"Celebrate your anniversary with a trip planned around your story.\",\n    \"keywords\": \"anniversary trip, vow renewal, couples vacation\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/blog-detail.json?raw
var blog_detail_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/:slug/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"blog-detail\",\n    \"title\": \"Travel Blog | Travel N Relax\",\n    \"description\": \"Family travel tips and stories from the Denver advisors at Travel N Relax.\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"post\",\n      \"type\": \"blog-detail\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"heading\": \"Where to next?\",\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/blog.json?raw
var blog_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/blog/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"blog-list\",\n    \"title\": \"Travel Blog | Travel N Relax\",\n    \"description\": \"Family travel tips, destination ideas and honest advice from the Denver advisors at Travel N Relax.\",\n    \"keywords\": \"family travel blog, travel tips\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\",\n      \"props\": {\n        \"source\": \"blog-list\",\n        \"requireText\": false,\n        \"heading\": \"Travel Blog\"\n      }\n    },\n    {\n      \"id\": \"posts\",\n      \"type\": \"blog-grid\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"heading\": \"Where to next?\",\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/colorado-ski-vacations.json?raw
var colorado_ski_vacations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/colorado-ski-vacations/\",\n  \"pageId\": 12,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Colorado Ski Vacations | Travel N Relax\",\n    \"description\": \"Colorado ski vacations from Denver advisors: lodging, lift tickets, lessons and rentals.\",\n    \"keywords\": \"Colorado ski vacation, family ski trip\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/country.json?raw
var country_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/country/:id/\",\n  \"layout\": \"country\",\n  \"meta\": {\n    \"source\": \"country\",\n    \"title\": \"Explore Destination | Travel N Relax\",\n    \"description\": \"Explore this destination with a Denver family travel agency: where to go, when to go and how we plan it.\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"place-banner\",\n      \"props\": {\n        \"source\": \"country\"\n      }\n    },\n    {\n      \"id\": \"overview\",\n      \"type\": \"country-overview\"\n    },\n    {\n      \"id\": \"destination\",\n      \"type\": \"destination-details\",\n      \"props\": {\n        \"source\": \"country\"\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/customer-service.json?raw
var customer_service_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/customer-service/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Customer Service | Travel N Relax\",\n    \"description\": \"Questions about a booking, a change or your trip? Reach Travel N Relax customer service Monday-Friday 9:00 AM-5:00 PM (MST).\",\n    \"keywords\": \"Travel N Relax customer service, travel booking help, change a trip\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"intro\",\n      \"type\": \"static-text\",\n      \"props\": {\n        \"heading\": \"Customer Service\",\n        \"headingLevel\": 1,\n        \"intro\": [\n          \"We are here to help before, during and after your trip. Whether you want to change a date, add a traveller, ask about a payment or simply check a detail in your itinerary, a real person on our Denver team will answer.\",\n          \"For the fastest help, have your booking reference and the lead traveller's name ready when you call or write.\"\n        ]\n      }\n    },\n    {\n      \"id\": \"contact\",\n      \"type\": \"contact-facts\",\n      \"props\": {\n        \"heading\": \"Contact Customer Service\",\n        \"facts\": [\n          \"phone\",\n          \"email\",\n          \"customerServiceHours\"\n        ],\n        \"links\": [\n          {\n            \"label\": \"Read the FAQs\",\n            \"href\": \"/customer-service/#faq\"\n          },\n          {\n            \"label\": \"Leave a Review\",\n            \"href\": \"/review/\"\n          }\n        ],\n        \"note\": \"Feedback: tell us what went well and what we could do better. Every message is read by our team, and reviews help other families find us.\"\n      }\n    },\n    {\n      \"id\": \"help\",\n      \"type\": \"static-text\",\n      \"props\": {\n        \"parts\": [\n          {\n            \"heading\": \"Changes and Cancellations\",\n            \"paragraphs\": [\n              \"Airlines, hotels and cruise lines each have their own change and cancellation rules. Contact us as soon as your plans change: we will explain the options and any fees before we make a change, and we confirm every change in writing.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"While You Are Travelling\",\n            \"paragraphs\": [\n              \"Your travel documents list the emergency numbers of your suppliers and of our after-hours line. If something goes wrong on the road, call the number in your documents first so we can help right away.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"id\": \"faq\",\n            \"heading\": \"Frequently Asked Questions\",\n            \"paragraphs\": [],\n            \"list\": [],\n            \"questions\": [\n              {\n                \"question\": \"How soon should I book?\",\n                \"answer\": \"For school holidays, cruises and safaris, 9 to 12 months ahead gives the best choice. For other trips, 3 to 6 months is usually enough.\"\n              },\n              {\n                \"question\": \"Do you charge a planning fee?\",\n                \"answer\": \"Many trips carry no fee at all. For complex custom itineraries we explain any planning fee before we start, and it is credited to your booking.\"\n              },\n              {\n                \"question\": \"Do I need travel insurance?\",\n                \"answer\": \"We strongly recommend it for every international trip and will quote a policy with your booking.\"\n              },\n              {\n                \"question\": \"How do I pay?\",\n                \"answer\": \"We accept major credit cards. Your deposit and final payment dates are shown on your booking confirmation.\"\n              }\n            ]\n          }\n        ],\n        \"background\": \"plain\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/destinations.json?raw
var destinations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/destinations/\",\n  \"pageId\": 17,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Destinations | Travel N Relax\",\n    \"description\": \"Explore the destinations our Denver advisors know best and find the right place for your next family trip.\",\n    \"keywords\": \"family travel destinations, travel agency Denver\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"destinations\",\n      \"type\": \"destinations-list\"\n    },\n    {\n      \"id\": \"specialities\",\n      \"type\": \"speciality-links\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    }\n  ]\n}\n";
// page-configs/pages/destinetion-wedding.json?raw
var destinetion_wedding_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/destinetion-wedding/\",\n  \"pageId\": 4,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Destination Wedding Planning | Travel N Relax\",\n    \"description\": \"Destination weddings with venues, room blocks and guest travel handled from Denver.\",\n    \"keywords\": \"destination wedding, wedding travel agent Denver\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"wedding-directory\",\n      \"type\": \"contact-themed-links\",\n      \"props\": {\n        \"heading\": \"Wedding Directory\",\n        \"text\": \"Venues abroad and travel for every guest, arranged by our wedding specialists.\",\n        \"links\": [\n          { \"label\": \"Wedding Venues Abroad\", \"href\": \"/wedding-venues-abroad/\" },\n          { \"label\": \"Wedding Guest Travel\", \"href\": \"/wedding-guest-travel/\" }\n        ]\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/disney-vacations.json?raw
var disney_vacations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/disney-vacations/\",\n  \"pageId\": 10,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Disney Vacations | Travel N Relax\",\n    \"description\": \"Disney vacations planned by specialists: resorts, tickets, dining and park plans.\",\n    \"keywords\": \"Disney vacation planner, Walt Disney World\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/experiences.json?raw
var experiences_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/experiences/\",\n  \"pageId\": 18,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Travel Experiences | Travel N Relax\",\n    \"description\": \"Safaris, cruises, theme parks, ski weeks and celebrations: the travel experiences we plan for families and couples.\",\n    \"keywords\": \"travel experiences, family vacations\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"experiences\",\n      \"type\": \"experiences-carousel\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    }\n  ]\n}\n";
// page-configs/pages/family-travel.json?raw
var family_travel_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/family-travel/\",\n  \"pageId\": 2,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Family Travel | Travel N Relax\",\n    \"description\": \"Custom family vacations planned by Denver's top rated family travel agency.\",\n    \"keywords\": \"family travel, family vacations, Denver travel agency\"\n  },\n  \"sections\": [\n    { \"id\": \"banner\", \"type\": \"hero-banner\" },\n    { \"id\": \"page-status\", \"type\": \"page-status\" },\n    { \"id\": \"motto\", \"type\": \"motto\", \"props\": { \"parallax\": 0.2 } },\n    { \"id\": \"planning\", \"type\": \"planning\", \"props\": { \"button\": false } },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"heading\": \"Let's Plan Your Perfect Family Trip\",\n        \"text\": \"We'll help craft unforgettable family travel experiences.\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/go.json?raw
var go_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/go/\",\n  \"pageId\": 19,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Contact Us | Plan Your Trip With Travel N Relax\",\n    \"description\": \"Tell us about your trip or call our Denver travel advisors. We reply within two business days.\",\n    \"keywords\": \"contact travel agent Denver, plan a vacation, travel enquiry\",\n    \"structuredData\": [\"travel-agency\"]\n  },\n  \"sections\": [\n    { \"id\": \"banner\", \"type\": \"hero-banner\", \"props\": { \"heading\": \"Ready To Travel?\" } },\n    { \"id\": \"contact\", \"type\": \"contact-details\" },\n    { \"id\": \"enquiry\", \"type\": \"enquiry-form\" },\n    { \"id\": \"themed-links\", \"type\": \"contact-themed-links\", \"props\": { \"buttonLink\": \"/go/#enquiry\" } }\n  ]\n}\n";
// page-configs/pages/group-travel.json?raw
var group_travel_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/group-travel/\",\n  \"pageId\": 3,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Group Travel Planning | Travel N Relax Denver\",\n    \"description\": \"Family reunions, milestone birthdays and friends getaways: group travel with one itinerary and one point of contact.\",\n    \"keywords\": \"group travel, family reunion trips, multigenerational vacations\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\",\n      \"props\": {\n        \"defaultHeading\": \"Start Planning Your Group Adventure\",\n        \"defaultText\": \"Let us take care of the details while you enjoy quality time with your group.\",\n        \"errorText\": \"Failed to load Planning Trip data.\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/home.json?raw
var home_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/\",\n  \"pageId\": 1,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Travel N Relax | Denver's Top Rated Family Travel Agency\",\n    \"description\": \"Travel N Relax is a Denver family travel agency with more than 20 years of experience planning fully customised vacations.\",\n    \"keywords\": \"family travel agency Denver, custom family vacations, travel advisor\",\n    \"structuredData\": [\n      \"travel-agency\"\n    ]\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\",\n      \"props\": {\n        \"errorText\": \"Failed to load page data.\",\n        \"emptyText\": \"No data found\"\n      }\n    },\n    {\n      \"id\": \"intro\",\n      \"type\": \"intro\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"pageId\": 2,\n      \"props\": {\n        \"showMessages\": false\n      }\n    },\n    {\n      \"id\": \"reviews\",\n      \"type\": \"review-carousel\",\n      \"props\": {\n        \"heading\": \"What Our Travelers Say\"\n      }\n    },\n    {\n      \"id\": \"specialties\",\n      \"type\": \"specialties-grid\",\n      \"props\": {\n        \"heading\": \"Our Specialties\"\n      }\n    },\n    {\n      \"id\": \"packages\",\n      \"type\": \"package-slider\",\n      \"props\": {\n        \"heading\": \"Discover Bespoke Journeys\"\n      }\n    },\n    {\n      \"id\": \"about\",\n      \"type\": \"about\"\n    },\n    {\n      \"id\": \"advisors\",\n      \"type\": \"advisors\",\n      \"props\": {\n        \"heading\": \"Meet your travel advisors\",\n        \"names\": [\n          \"Sarah Mitchell\",\n          \"David Brooks\"\n        ]\n      }\n    },\n    {\n      \"id\": \"catalog\",\n      \"type\": \"catalog\"\n    },\n    {\n      \"id\": \"blog\",\n      \"type\": \"blog-carousel\",\n      \"props\": {\n        \"heading\": \"Travel Blog\"\n      }\n    },\n    {\n      \"id\": \"testimonials\",\n      \"type\": \"testimonial-carousel\",\n      \"props\": {\n        \"heading\": \"Testimonials\",\n        \"cardLink\": \"/testimonials/\",\n        \"hideWhenEmpty\": true\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    },\n    {\n      \"id\": \"partners\",\n      \"type\": \"partners\",\n      \"pageId\": 2,\n      \"props\": {\n        \"heading\": \"Our Travel Partners\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/honeymoon.json?raw
var honeymoon_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/honeymoon/\",\n  \"pageId\": 5,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Honeymoon Planning | Travel N Relax\",\n    \"description\": \"Romantic honeymoons planned around the two of you by a Denver travel agency.\",\n    \"keywords\": \"honeymoon planning, romantic getaways\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/inspiration.json?raw
var inspiration_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/inspiration/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Trip Inspiration | Travel N Relax\",\n    \"description\": \"Trending destinations, travel ideas by month and our newsletter: trip inspiration from a Denver family travel agency.\",\n    \"keywords\": \"travel inspiration, trending destinations, travel newsletter\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"tabs\",\n      \"type\": \"inspiration-tabs\"\n    },\n    {\n      \"id\": \"trending\",\n      \"type\": \"trending-cards\"\n    },\n    {\n      \"id\": \"newsletter\",\n      \"type\": \"newsletter\"\n    }\n  ]\n}\n";
// page-configs/pages/landing-celebration.json?raw
var landing_celebration_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/landing-celebration/\",\n  \"layout\": \"landing\",\n  \"meta\": {\n    \"title\": \"Celebration Trips: Birthdays, Anniversaries, Reunions | Travel N Relax\",\n    \"description\": \"Milestone birthdays, anniversaries and family reunions planned by a Denver travel agency: flights from every city, the perfect place to stay and the moments that matter.\",\n    \"keywords\": \"celebration travel, milestone birthday trip, anniversary trip, family reunion travel agent, Denver\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"landing-banner\",\n      \"props\": {\n        \"heading\": \"Celebrate the Moments That Matter\",\n        \"subHeading\": \"Milestone birthdays, anniversaries and reunions, planned so everyone can simply enjoy them.\",\n        \"image\": \"/images/demo/anniversary-coast.svg\",\n        \"height\": \"500px\"\n      }\n    },\n    {\n      \"id\": \"problem\",\n      \"type\": \"landing-problem\",\n      \"props\": {\n        \"eyebrow\": \"Sound familiar?\",\n        \"heading\": \"Someone Always Ends Up Planning Instead of Celebrating\",\n        \"paragraphs\": [\n          \"A 50th birthday in Cabo, a 25th anniversary in Tuscany, the whole family together for the first time in years. Somebody has to coordinate flights from four cities, find a place big enough for everyone and keep the surprise a surprise.\",\n          \"Too often that somebody is the person the trip is meant to celebrate.\"\n        ],\n        \"points\": [\n          \"Flights from different cities landing together\",\n          \"Rooms for every budget under one roof\",\n          \"The dinner, the toast, the surprise, all on time\"\n        ],\n        \"image\": \"/images/demo/wedding-villa.svg\",\n        \"imageAlt\": \"A villa terrace set for a celebration dinner at sunset\"\n      }\n    },\n    {\n      \"id\": \"the-fix\",\n      \"type\": \"landing-fix\",\n      \"props\": {\n        \"subHeading\": \"One planner for the whole party\",\n        \"text\": \"We coordinate every traveller's flights, hold the rooms, arrange the private dinner, the boat day or the photographer, and keep a single itinerary everyone can see. You just show up and celebrate.\",\n        \"steps\": [\"Tell us the occasion and the guest list\", \"Approve one plan for everyone\", \"Raise a glass, we handle the rest\"],\n        \"image\": \"/images/demo/honeymoon-sunset.svg\"\n      }\n    },\n    { \"id\": \"reviews\", \"type\": \"landing-yelp-carousel\" },\n    {\n      \"id\": \"lead-form\",\n      \"type\": \"lead-form\",\n      \"props\": {\n        \"heading\": \"Talk to a Celebration Travel Expert\",\n        \"intro\": \"Tell us about the occasion and a Denver travel advisor will call you back, usually within one business day, with ideas.\",\n        \"points\": [\"Group flights and rooms coordinated\", \"No fees for our planning time\", \"Surprises kept secret\"]\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\",\n      \"props\": {\n        \"fromContent\": false,\n        \"defaultHeading\": \"Start Planning Your Family Adventure\",\n        \"defaultText\": \"Let us take care of the details while you celebrate with the people you love.\",\n        \"defaultButtonLink\": \"/go/\"\n      }\n    },\n    { \"id\": \"motto\", \"type\": \"motto\", \"pageId\": 2 },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": { \"fromContent\": false, \"heading\": \"Where to next?\", \"text\": \"We'll create a vacation you'll remember forever.\" }\n    }\n  ]\n}\n";
// page-configs/pages/landing-cruise.json?raw
var landing_cruise_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/landing-cruise/\",\n  \"layout\": \"landing\",\n  \"meta\": {\n    \"title\": \"Family Cruises Planned for You | Travel N Relax Denver\",\n    \"description\": \"The right ship, the right cabin and shore days that suit your kids. A Denver travel advisor plans your family cruise from first call to last port.\",\n    \"keywords\": \"family cruise, cruise travel agent Denver, Disney cruise, Caribbean cruise with kids, Alaska cruise\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"landing-banner\",\n      \"props\": {\n        \"heading\": \"Family Cruises Without the Guesswork\",\n        \"subHeading\": \"The right ship, the right cabin and shore days your kids will remember.\",\n        \"image\": \"/images/demo/ocean-cruise.svg\",\n        \"height\": \"500px\"\n      }\n    },\n    {\n      \"id\": \"problem\",\n      \"type\": \"landing-problem\",\n      \"props\": {\n        \"eyebrow\": \"Sound familiar?\",\n        \"heading\": \"Hundreds of Ships, Thousands of Cabins, One Family Vacation\",\n        \"paragraphs\": [\n          \"Every cruise line promises the perfect family holiday. But which ship really has a kids club your six-year-old will love? Which cabin is quiet enough for naps and close enough to the pool? And which shore excursions are worth the money?\",\n          \"Most families spend weeks comparing deck plans and reviews, and still board wondering whether they picked right.\"\n        ],\n        \"points\": [\n          \"Which ship suits toddlers, which suits teens?\",\n          \"Is the drink package or the excursion bundle worth it?\",\n          \"What happens if our flight to port is late?\"\n        ],\n        \"image\": \"/images/demo/ocean-cruise-night.svg\",\n        \"imageAlt\": \"A cruise ship lit up at night on a calm sea\"\n      }\n    },\n    {\n      \"id\": \"the-fix\",\n      \"type\": \"landing-fix\",\n      \"props\": {\n        \"subHeading\": \"A cruise specialist who has sailed with kids\",\n        \"text\": \"Tell us who is travelling and what they love. We match you with the ship, the cabin and the itinerary, hold the best fare, book flights that reach port a day early, and are on call from embarkation to disembarkation.\",\n        \"steps\": [\n          \"Tell us about your crew\",\n          \"Get two or three hand-picked sailings\",\n          \"Board relaxed, we handle the rest\"\n        ],\n        \"image\": \"/images/demo/ocean-cruise.svg\"\n      }\n    },\n    { \"id\": \"reviews\", \"type\": \"landing-yelp-carousel\" },\n    {\n      \"id\": \"lead-form\",\n      \"type\": \"lead-form\",\n      \"props\": {\n        \"heading\": \"Talk to a Cruise Expert\",\n        \"intro\": \"Share a few details and a Denver cruise specialist will call you back, usually within one business day, with ideas for your family.\",\n        \"points\": [\"Ships and cabins matched to your family\", \"No fees for our planning time\", \"Help on board and ashore if plans change\"]\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\",\n      \"props\": {\n        \"fromContent\": false,\n        \"defaultHeading\": \"Start Planning Your Family Adventure\",\n        \"defaultText\": \"Let us take care of the details while you enjoy the open sea with your family.\",\n        \"defaultButtonLink\": \"/go/\"\n      }\n    },\n    { \"id\": \"motto\", \"type\": \"motto\", \"pageId\": 2 },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": { \"fromContent\": false, \"heading\": \"Where to next?\", \"text\": \"We'll create a vacation you'll remember forever.\" }\n    }\n  ]\n}\n";
// page-configs/pages/landing-familytravel.json?raw
var landing_familytravel_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/landing-familytravel/\",\n  \"layout\": \"landing-family\",\n  \"meta\": {\n    \"title\": \"Family Vacations Planned for You | Travel N Relax Denver\",\n    \"description\": \"Denver's top rated family travel agency plans vacations around your kids: the right destination, the right pace and a real person on call for the whole trip.\",\n    \"keywords\": \"family travel agency Denver, family vacation planner, kid friendly vacations, multigenerational trips\"\n  },\n  \"experiment\": {\n    \"id\": \"familytravel-form-first\",\n    \"start\": \"2026-11-01\",\n    \"end\": \"2027-01-31\",\n    \"goal\": \"lead-form\",\n    \"variants\": [\n      { \"id\": \"control\", \"weight\": 50 },\n      {\n        \"id\": \"form-first\",\n        \"weight\": 50,\n        \"sections\": [\"banner\", \"lead-form\", \"the-fix\", \"story\", \"problem\", \"reviews\", \"planning\", \"motto\", \"where-to\"],\n        \"props\": { \"lead-form\": { \"heading\": \"Tell Us About Your Family Trip\" } }\n      }\n    ]\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"landing-banner\",\n      \"props\": {\n        \"heading\": \"Family Vacations, Planned Around Your Family\",\n        \"subHeading\": \"Denver's top rated family travel agency: more than 20 years of trips that work for every age.\",\n        \"image\": \"/images/demo/family-beach.svg\",\n        \"height\": \"full-screen\"\n      }\n    },\n    {\n      \"id\": \"story\",\n      \"type\": \"landing-story\",\n      \"props\": {\n        \"heading\": \"Our Story Started With a Family Trip\",\n        \"paragraphs\": [\n          \"Twenty years ago our founder, Sarah Mitchell, planned a trip to Italy with three children under ten. The museums were closed on the wrong days, the hotel had no room for a crib and the ferry left without them. It was the last trip she planned without a plan.\",\n          \"Travel N Relax grew from that lesson. Every advisor on our Denver team travels with family of their own, and every itinerary we write starts with the people on it: naps and teenagers, grandparents and wheelchairs, picky eaters and early risers.\",\n          \"Today we plan hundreds of family vacations a year, and most of them are for families who have travelled with us before.\"\n        ],\n        \"signature\": \"Sarah Mitchell, founder\",\n        \"image\": \"/images/demo/family-mountains.svg\",\n        \"imageAlt\": \"A family hiking together on a mountain trail\"\n      }\n    },\n    {\n      \"id\": \"problem\",\n      \"type\": \"landing-problem\",\n      \"props\": {\n        \"eyebrow\": \"Sound familiar?\",\n        \"heading\": \"Planning a Family Trip Should Not Feel Like a Second Job\",\n        \"paragraphs\": [\n          \"Dozens of browser tabs, conflicting reviews and prices that change by the hour. By the time everything is booked, the trip feels like work before it has even begun, and nobody is there to help when the flight is cancelled.\"\n        ],\n        \"points\": [\"Where will everyone actually have fun?\", \"Is this resort really kid friendly?\", \"Who do we call when something goes wrong?\"]\n      }\n    },\n    {\n      \"id\": \"the-fix\",\n      \"type\": \"landing-fix\",\n      \"props\": {\n        \"subHeading\": \"One advisor, one plan, the whole family\",\n        \"text\": \"One Denver advisor plans the whole trip around your family, books it at the best price we can find, and stays on call until you are home.\",\n        \"steps\": [\"Tell us about your family\", \"Get a plan made for you\", \"Travel together, relaxed\"],\n        \"image\": \"/images/demo/motto-sea.svg\"\n      }\n    },\n    { \"id\": \"reviews\", \"type\": \"landing-yelp-carousel\" },\n    {\n      \"id\": \"lead-form\",\n      \"type\": \"lead-form\",\n      \"props\": {\n        \"heading\": \"Talk to a Family Travel Expert\",\n        \"intro\": \"Tell us a little about your family and your dream trip. A Denver travel advisor will call you back, usually within one business day.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\",\n      \"props\": {\n        \"fromContent\": false,\n        \"defaultHeading\": \"Start Planning Your Family Adventure\",\n        \"defaultText\": \"Let us take care of the details while you enjoy quality time with your family.\",\n        \"defaultButtonLink\": \"/go/\"\n      }\n    },\n    { \"id\": \"motto\", \"type\": \"motto\", \"pageId\": 2 },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": { \"fromContent\": false, \"heading\": \"Where to next?\", \"text\": \"We'll create a vacation you'll remember forever.\" }\n    }\n  ]\n}\n";
// page-configs/pages/landing-kenya-vacations.json?raw
var landing_kenya_vacations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/landing-kenya-vacations/\",\n  \"pageId\": 28,\n  \"layout\": \"safari\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Kenya Safari Vacations | Travel N Relax\",\n    \"description\": \"Family safaris in Kenya planned by advisors who return every year: Maasai Mara, Amboseli and the coast.\",\n    \"keywords\": \"Kenya safari, family safari, Maasai Mara\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"sections\",\n      \"type\": \"safari-sections\",\n      \"props\": {\n        \"heading\": \"Kenya Safari Vacations\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/landing-themepark.json?raw
var landing_themepark_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/landing-themepark/\",\n  \"layout\": \"landing\",\n  \"meta\": {\n    \"title\": \"Theme Park Vacations for Families | Travel N Relax Denver\",\n    \"description\": \"Disney and Universal vacations planned by Denver theme park specialists: the right hotel, park days that suit your kids, and less time in line.\",\n    \"keywords\": \"Disney vacation planner, Universal Orlando travel agent, theme park vacation, Denver travel agency\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"landing-banner\",\n      \"props\": {\n        \"heading\": \"Theme Park Magic, Minus the Lines\",\n        \"subHeading\": \"Disney and Universal vacations planned around your kids, not the crowds.\",\n        \"image\": \"/images/demo/theme-park-castle.svg\",\n        \"height\": \"500px\"\n      }\n    },\n    {\n      \"id\": \"problem\",\n      \"type\": \"landing-problem\",\n      \"props\": {\n        \"eyebrow\": \"Sound familiar?\",\n        \"heading\": \"Theme Park Planning Has Become a Sport\",\n        \"paragraphs\": [\n          \"Park tickets, park reservations, ride passes, dining windows that open at 6 a.m. sixty days ahead. Miss one deadline and the day you planned around a character breakfast becomes a day of waiting in line.\",\n          \"It is a lot to juggle for a vacation that is supposed to be magic.\"\n        ],\n        \"points\": [\n          \"On-site hotel or off-site savings?\",\n          \"Which days are the parks least crowded?\",\n          \"Are the paid ride passes worth it for our kids' ages?\"\n        ],\n        \"image\": \"/images/demo/disney-castle-night.svg\",\n        \"imageAlt\": \"Fireworks over a fairy-tale castle at night\"\n      }\n    },\n    {\n      \"id\": \"the-fix\",\n      \"type\": \"landing-fix\",\n      \"props\": {\n        \"subHeading\": \"Certified Disney and Universal specialists\",\n        \"text\": \"We book the hotel, the tickets and the dining, set alarms for every reservation window so you do not have to, and hand you a day-by-day plan that matches your kids' heights, ages and nap times.\",\n        \"steps\": [\"Tell us your dates and your kids' ages\", \"Get a park-by-park plan\", \"Enjoy the magic, skip the stress\"],\n        \"image\": \"/images/demo/universal-city.svg\"\n      }\n    },\n    { \"id\": \"reviews\", \"type\": \"landing-yelp-carousel\" },\n    {\n      \"id\": \"lead-form\",\n      \"type\": \"lead-form\",\n      \"props\": {\n        \"heading\": \"Talk to a Theme Park Expert\",\n        \"intro\": \"Tell us a little about your family and a Denver theme park specialist will call you back, usually within one business day.\",\n        \"points\": [\"Disney and Universal certified advisors\", \"No fees for our planning time\", \"Every reservation window watched for you\"]\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\",\n      \"props\": {\n        \"fromContent\": false,\n        \"defaultHeading\": \"Start Planning Your Family Adventure\",\n        \"defaultText\": \"Let us take care of the details while you enjoy the rides, the parades and the fireworks.\",\n        \"defaultButtonLink\": \"/go/\"\n      }\n    },\n    { \"id\": \"motto\", \"type\": \"motto\", \"pageId\": 2 },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": { \"fromContent\": false, \"heading\": \"Where to next?\", \"text\": \"We'll create a vacation you'll remember forever.\" }\n    }\n  ]\n}\n";
// page-configs/pages/month.json?raw
var month_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/month/\",\n  \"pageId\": 16,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Where to Travel Each Month | Travel N Relax\",\n    \"description\": \"Our month-by-month guide: where the weather, festivals and wildlife are at their best all year.\",\n    \"keywords\": \"best time to travel, month by month travel guide\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"months\",\n      \"type\": \"month-grid\"\n    },\n    {\n      \"id\": \"inspiration\",\n      \"type\": \"contact-themed-links\",\n      \"props\": {\n        \"text\": \"Trending destinations, travel ideas by month and our newsletter, all in one place.\",\n        \"links\": [{ \"label\": \"Trip Inspiration\", \"href\": \"/inspiration/\" }]\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    }\n  ]\n}\n";
// page-configs/pages/monthly-detail.json?raw
var monthly_detail_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/monthly/:slug/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"month-detail\",\n    \"title\": \"Where to Travel This Month | Travel N Relax\",\n    \"description\": \"Where to travel this month, with ideas from a Denver family travel agency.\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"place-banner\",\n      \"props\": {\n        \"source\": \"month\",\n        \"fallbackTitle\": \"Where to Travel This Month\"\n      }\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"month-intro\"\n    },\n    {\n      \"id\": \"destination\",\n      \"type\": \"destination-details\",\n      \"props\": {\n        \"source\": \"month\"\n      }\n    },\n    {\n      \"id\": \"more-destinations\",\n      \"type\": \"more-destinations\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/ocean-cruise.json?raw
var ocean_cruise_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/ocean-cruise/\",\n  \"pageId\": 8,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Ocean Cruises | Travel N Relax\",\n    \"description\": \"Ocean cruises matched to your family: the right ship, cabin and shore days.\",\n    \"keywords\": \"ocean cruise, family cruise\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/page-by-id.json?raw
var page_by_id_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/page/:pageId/\",\n  \"layout\": \"standard\",\n  \"sitemap\": false,\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Travel N Relax | Denver Family Travel Agency\",\n    \"description\": \"Custom vacations planned by Denver's top rated family travel agency.\"\n  },\n  \"sections\": [\n    { \"id\": \"banner\", \"type\": \"hero-banner\" },\n    { \"id\": \"page-status\", \"type\": \"page-status\" },\n    { \"id\": \"introduction\", \"type\": \"introduction\" },\n    { \"id\": \"motto\", \"type\": \"motto\" },\n    { \"id\": \"planning\", \"type\": \"planning\" }\n  ]\n}\n";
// page-configs/pages/privacy-policy.json?raw
var privacy_policy_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/privacy-policy/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Privacy Policy | Travel N Relax\",\n    \"description\": \"How Travel N Relax collects, uses and protects your personal information when you use our website and plan a trip with us.\",\n    \"keywords\": \"privacy policy, personal information, Travel N Relax\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"privacy\",\n      \"type\": \"static-text\",\n      \"props\": {\n        \"heading\": \"Privacy Policy\",\n        \"headingLevel\": 1,\n        \"updated\": \"Last updated: November 1, 2026\",\n        \"intro\": [\n          \"Your privacy matters to us. This policy explains what personal information we collect, why we collect it and the choices you have.\"\n        ],\n        \"parts\": [\n          {\n            \"heading\": \"Information We Collect\",\n            \"paragraphs\": [],\n            \"list\": [\n              \"Details you give us in an enquiry or lead form: your name, e-mail address, phone number, travel dates, destination, city and country, and your comments.\",\n              \"Your e-mail address, if you sign up for our newsletter.\",\n              \"Information needed to book travel, such as passport details and dietary or accessibility needs, which we ask for only when you book.\",\n              \"Basic technical information that every website receives, such as your browser type and the pages you visit.\"\n            ]\n          },\n          {\n            \"heading\": \"How We Use It\",\n            \"paragraphs\": [],\n            \"list\": [\n              \"To answer your enquiry and plan and book your trip.\",\n              \"To send you the newsletter you asked for; every issue has a link to unsubscribe.\",\n              \"To keep our website secure and working well.\"\n            ]\n          },\n          {\n            \"heading\": \"Sharing\",\n            \"paragraphs\": [\n              \"We share your information only with the travel suppliers needed for your trip (for example airlines, hotels and cruise lines) and with service providers who help us run our business under confidentiality obligations. We do not sell your personal information.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"How Long We Keep It\",\n            \"paragraphs\": [\n              \"We keep enquiry and booking records for as long as needed to serve you and to meet our legal and accounting obligations, and then delete them.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Your Choices\",\n            \"paragraphs\": [\n              \"You can ask to see, correct or delete the personal information we hold about you, and you can unsubscribe from our newsletter at any time. Contact us by phone or e-mail and we will respond within 30 days.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Changes to This Policy\",\n            \"paragraphs\": [\n              \"We may update this policy; the date above shows the latest version.\"\n            ],\n            \"list\": []\n          }\n        ]\n      }\n    },\n    {\n      \"id\": \"contact\",\n      \"type\": \"contact-facts\",\n      \"props\": {\n        \"heading\": \"Privacy Questions\",\n        \"facts\": [\n          \"email\",\n          \"phone\",\n          \"address\"\n        ]\n      }\n    }\n  ]\n}\n";
// page-configs/pages/review.json?raw
var review_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/review/\",\n  \"pageId\": 14,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Leave a Review | Travel N Relax\",\n    \"description\": \"Planning a family vacation? Plan it with a top-rated family travel agency that takes care of every detail, from the first idea to the flight home.\",\n    \"keywords\": \"Family vacations, Aurora travel agency, custom travel planning\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"review\",\n      \"type\": \"review-links\"\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"heading\": \"Let us handle the details\",\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/river-cruise.json?raw
var river_cruise_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/river-cruise/\",\n  \"pageId\": 9,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"River Cruises | Travel N Relax\",\n    \"description\": \"Slow, scenic river cruises with small ships and included excursions.\",\n    \"keywords\": \"river cruise, European river cruise\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/services.json?raw
var services_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/services/\",\n  \"pageId\": 1,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Our Specialties | Travel N Relax\",\n    \"description\": \"Family, group, honeymoon, anniversary, cruise, safari, theme park and ski vacations, fully customised by a Denver family travel agency.\",\n    \"keywords\": \"travel specialties, family vacations, group travel, honeymoon, cruises, Kenya safari, ski vacations\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\",\n      \"props\": {\n        \"heading\": \"Our Specialties\",\n        \"contentHeading\": false,\n        \"requireText\": false\n      }\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\",\n      \"props\": {\n        \"errorText\": \"Failed to load page data.\",\n        \"emptyText\": \"No data found\"\n      }\n    },\n    {\n      \"id\": \"specialties\",\n      \"type\": \"specialties-grid\"\n    },\n    {\n      \"id\": \"intro\",\n      \"type\": \"intro\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"pageId\": 2,\n      \"props\": {\n        \"showMessages\": false\n      }\n    },\n    {\n      \"id\": \"reviews\",\n      \"type\": \"review-carousel\",\n      \"props\": {\n        \"heading\": \"What Our Travelers Say\"\n      }\n    },\n    {\n      \"id\": \"packages\",\n      \"type\": \"package-slider\",\n      \"props\": {\n        \"heading\": \"Discover Bespoke Journeys\"\n      }\n    },\n    {\n      \"id\": \"about\",\n      \"type\": \"about\"\n    },\n    {\n      \"id\": \"advisors\",\n      \"type\": \"advisors\",\n      \"props\": {\n        \"heading\": \"Meet your travel advisors\",\n        \"names\": [\n          \"Sarah Mitchell\",\n          \"David Brooks\"\n        ]\n      }\n    },\n    {\n      \"id\": \"catalog\",\n      \"type\": \"catalog\"\n    },\n    {\n      \"id\": \"blog\",\n      \"type\": \"blog-carousel\",\n      \"props\": {\n        \"heading\": \"Travel Blog\"\n      }\n    },\n    {\n      \"id\": \"testimonials\",\n      \"type\": \"testimonial-carousel\",\n      \"props\": {\n        \"heading\": \"Testimonials\",\n        \"cardLink\": \"/testimonials/\",\n        \"hideWhenEmpty\": true\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    },\n    {\n      \"id\": \"partners\",\n      \"type\": \"partners\",\n      \"pageId\": 2,\n      \"props\": {\n        \"heading\": \"Our Travel Partners\"\n      }\n    }\n  ]\n}\n";
// page-configs/pages/terms-of-use.json?raw
var terms_of_use_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/terms-of-use/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"title\": \"Terms of Use | Travel N Relax\",\n    \"description\": \"The terms that apply when you use the Travel N Relax website and book travel with our Denver agency.\",\n    \"keywords\": \"terms of use, terms and conditions, Travel N Relax\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"terms\",\n      \"type\": \"static-text\",\n      \"props\": {\n        \"heading\": \"Terms of Use\",\n        \"headingLevel\": 1,\n        \"updated\": \"Last updated: November 1, 2026\",\n        \"intro\": [\n          \"These terms apply to your use of the Travel N Relax website. By using the site you agree to them. If you do not agree, please do not use the site.\"\n        ],\n        \"parts\": [\n          {\n            \"heading\": \"Who We Are\",\n            \"paragraphs\": [\n              \"This website is operated by Travel N Relax, a travel agency based in Denver, Colorado. We plan and book travel with airlines, hotels, cruise lines, tour operators and other suppliers on your behalf.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Information on This Site\",\n            \"paragraphs\": [\n              \"We take care to keep destination information, descriptions and images accurate and up to date, but they are for general inspiration only. Prices, availability and supplier details are confirmed only when we send you a written quote or booking confirmation.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Bookings\",\n            \"paragraphs\": [\n              \"A booking is made when you accept a written quote and pay the deposit. Each booking is also governed by the terms and conditions of the suppliers involved, which we share with you before you pay. Cancellation and change fees are set by those suppliers.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Enquiries and Forms\",\n            \"paragraphs\": [\n              \"When you send an enquiry, please give accurate information. Sending a form does not create a booking or an obligation for either side.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Links to Other Websites\",\n            \"paragraphs\": [\n              \"Our site links to websites we do not control, such as tourism boards and review sites. We are not responsible for their content or their privacy practices.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Intellectual Property\",\n            \"paragraphs\": [\n              \"The text, images, logo and design of this site belong to Travel N Relax or its licensors. You may view and print pages for your personal, non-commercial use.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Limitation of Liability\",\n            \"paragraphs\": [\n              \"To the extent the law allows, we are not liable for losses that arise from your use of this website. Nothing in these terms limits liability that cannot be limited by law.\"\n            ],\n            \"list\": []\n          },\n          {\n            \"heading\": \"Changes and Contact\",\n            \"paragraphs\": [\n              \"We may update these terms from time to time; the date above shows the latest version. Questions about these terms are welcome: contact us through the Contact Us page or by phone or e-mail.\"\n            ],\n            \"list\": []\n          }\n        ]\n      }\n    }\n  ]\n}\n";
// page-configs/pages/testimonials.json?raw
var testimonials_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/testimonials/\",\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"testimonials\",\n    \"title\": \"Testimonials | Travel N Relax\",\n    \"description\": \"Default Description\",\n    \"keywords\": \"Default Keyword\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\",\n      \"props\": {\n        \"source\": \"none\",\n        \"requireText\": false,\n        \"heading\": \"Testimonials\",\n        \"subHeading\": \"Real words from the families, couples and groups we have planned trips for.\"\n      }\n    },\n    {\n      \"id\": \"testimonials\",\n      \"type\": \"testimonial-carousel\",\n      \"props\": {\n        \"heading\": \"Stories From Our Travelers\"\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\",\n      \"props\": {\n        \"heading\": \"Where to next?\",\n        \"text\": \"We'll create a vacation you'll remember forever.\",\n        \"fromContent\": false\n      }\n    }\n  ]\n}\n";
// page-configs/pages/universal-studios-vacations.json?raw
var universal_studios_vacations_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/universal-studios-vacations/\",\n  \"pageId\": 11,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Universal Studios Vacations | Travel N Relax\",\n    \"description\": \"Universal Studios vacations with on-site hotels and park plans for every thrill level.\",\n    \"keywords\": \"Universal Orlando vacation, theme park vacation\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\",\n      \"props\": {\n        \"mobileImage\": \"/images/demo/universal-mobile.svg\"\n      }\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"motto\",\n      \"type\": \"motto\",\n      \"props\": {\n        \"errorText\": \"Failed to load motto data. Please try again later.\"\n      }\n    },\n    {\n      \"id\": \"planning\",\n      \"type\": \"planning\"\n    }\n  ]\n}\n";
// page-configs/pages/wedding-guest-travel.json?raw
var wedding_guest_travel_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/wedding-guest-travel/\",\n  \"pageId\": 21,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Destination Wedding Guests | Travel N Relax\",\n    \"description\": \"Invited to a destination wedding? We book flights, rooms and transfers for wedding guests.\",\n    \"keywords\": \"wedding guest travel, wedding room block\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"defaultButtonText\": \"Back to Home\",\n        \"defaultButtonLink\": \"/\",\n        \"buttonNewTab\": false,\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    }\n  ]\n}\n";
// page-configs/pages/wedding-venues-abroad.json?raw
var wedding_venues_abroad_default = "{\n  \"$schema\": \"../page-config.schema.json\",\n  \"path\": \"/wedding-venues-abroad/\",\n  \"pageId\": 22,\n  \"layout\": \"standard\",\n  \"meta\": {\n    \"source\": \"page\",\n    \"title\": \"Wedding Venues Abroad | Travel N Relax\",\n    \"description\": \"Beach, villa and vineyard wedding venues abroad, compared and booked by our wedding specialists.\",\n    \"keywords\": \"wedding venues abroad, beach wedding venues\"\n  },\n  \"sections\": [\n    {\n      \"id\": \"banner\",\n      \"type\": \"hero-banner\"\n    },\n    {\n      \"id\": \"page-status\",\n      \"type\": \"page-status\"\n    },\n    {\n      \"id\": \"introduction\",\n      \"type\": \"introduction\",\n      \"props\": {\n        \"defaultButtonText\": \"Back to Home\",\n        \"defaultButtonLink\": \"/\",\n        \"buttonNewTab\": false,\n        \"titleLevel\": 2\n      }\n    },\n    {\n      \"id\": \"where-to\",\n      \"type\": \"where-to\"\n    }\n  ]\n}\n";
// page-configs/site.json?raw
var site_default = "{\n  \"$schema\": \"./site.schema.json\",\n  \"name\": \"Travel N Relax\",\n  \"logo\": { \"src\": \"/images/icons/logo.svg\", \"srcOnDark\": \"/images/icons/logo-on-dark.svg\", \"alt\": \"Travel N Relax home\", \"width\": 180, \"height\": 48 },\n  \"phone\": \"(303) 555-0148\",\n  \"phoneHref\": \"tel:+13035550148\",\n  \"email\": \"hello@travelnrelax.example\",\n  \"address\": {\n    \"street\": \"1550 Wewatta Street, Suite 200\",\n    \"city\": \"Denver\",\n    \"region\": \"CO\",\n    \"postalCode\": \"80202\",\n    \"country\": \"US\"\n  },\n  \"officeHours\": {\n    \"contact\": [\"Monday to Friday: 9AM-10PM\", \"Saturday and Sunday: Closed\", \"Excluding national holidays\"],\n    \"customerService\": \"Monday-Friday 9:00 AM-5:00 PM (MST)\"\n  },\n  \"social\": [\n    { \"network\": \"facebook\", \"label\": \"Travel N Relax on Facebook\", \"href\": \"https://www.facebook.com/travelnrelax\" },\n    { \"network\": \"instagram\", \"label\": \"Travel N Relax on Instagram\", \"href\": \"https://www.instagram.com/travelnrelax\" },\n    { \"network\": \"linkedin\", \"label\": \"Travel N Relax on LinkedIn\", \"href\": \"https://www.linkedin.com/company/travelnrelax\" },\n    { \"network\": \"twitter\", \"label\": \"Travel N Relax on Twitter\", \"href\": \"https://twitter.com/travelnrelax\" },\n    { \"network\": \"youtube\", \"label\": \"Travel N Relax on YouTube\", \"href\": \"https://www.youtube.com/@travelnrelax\" },\n    { \"network\": \"yelp\", \"label\": \"Travel N Relax on Yelp\", \"href\": \"https://www.yelp.com/biz/travel-n-relax-denver\" }\n  ],\n  \"navigation\": [\n    { \"label\": \"Home\", \"href\": \"/\" },\n    {\n      \"label\": \"Our Specialties\",\n      \"href\": \"/services/\",\n      \"overviewLabel\": \"All Specialties\",\n      \"children\": [\n        { \"label\": \"Family Travel\", \"href\": \"/family-travel/\" },\n        { \"label\": \"Group Travel\", \"href\": \"/group-travel/\" },\n        { \"label\": \"Destination Wedding\", \"href\": \"/destinetion-wedding/\" },\n        { \"label\": \"Honeymoon\", \"href\": \"/honeymoon/\" },\n        { \"label\": \"Anniversary\", \"href\": \"/anniversary/\" },\n        { \"label\": \"All Inclusive\", \"href\": \"/all-inclusive-vacations/\" },\n        { \"label\": \"Ocean Cruise\", \"href\": \"/ocean-cruise/\" },\n        { \"label\": \"River Cruise\", \"href\": \"/river-cruise/\" },\n        { \"label\": \"Kenya Safari\", \"href\": \"/landing-kenya-vacations/\" },\n        {\n          \"label\": \"Theme Park Vacation\",\n          \"href\": \"/disney-vacations/\",\n          \"children\": [\n            { \"label\": \"Disney\", \"href\": \"/disney-vacations/\" },\n            { \"label\": \"Universal Studios\", \"href\": \"/universal-studios-vacations/\" }\n          ]\n        },\n        { \"label\": \"Ski Vacation\", \"href\": \"/colorado-ski-vacations/\" }\n      ]\n    },\n    {\n      \"label\": \"About Us\",\n      \"href\": \"/about-our-travel-agency/\",\n      \"children\": [\n        { \"label\": \"Our Team\", \"href\": \"/about-our-travel-agency/\" },\n        { \"label\": \"Testimonials\", \"href\": \"/testimonials/\" },\n        { \"label\": \"Leave a Review\", \"href\": \"/review/\" }\n      ]\n    },\n    { \"label\": \"Blog\", \"href\": \"/blog/\" },\n    {\n      \"label\": \"Plans\",\n      \"href\": \"/month/\",\n      \"children\": [\n        { \"label\": \"Month\", \"href\": \"/month/\" },\n        { \"label\": \"Destination\", \"href\": \"/destinations/\" },\n        { \"label\": \"Experience\", \"href\": \"/experiences/\" }\n      ]\n    },\n    { \"label\": \"Contact Us\", \"href\": \"/go/\" }\n  ],\n  \"readyToTravel\": { \"label\": \"Ready To Travel?\", \"href\": \"/go/\" },\n  \"headerVariants\": {\n    \"country\": {\n      \"navigation\": [\n        { \"label\": \"HOME\", \"href\": \"/\" },\n        { \"label\": \"DESTINATION\", \"href\": \"/destinations/\" },\n        { \"label\": \"EXPERIENCES\", \"href\": \"/experiences/\" },\n        { \"label\": \"CONTACT US\", \"href\": \"/go/\" }\n      ]\n    },\n    \"safari\": {\n      \"navigation\": [\n        { \"label\": \"Home\", \"href\": \"/\" },\n        {\n          \"label\": \"Specialties\",\n          \"href\": \"/services/\",\n          \"overviewLabel\": \"All Specialties\",\n          \"children\": [\n            { \"label\": \"Family Travel\", \"href\": \"/family-travel/\" },\n            { \"label\": \"Group Travel\", \"href\": \"/group-travel/\" },\n            { \"label\": \"Destination Wedding\", \"href\": \"/destinetion-wedding/\" },\n            { \"label\": \"Honeymoon Getaways\", \"href\": \"/honeymoon/\" },\n            { \"label\": \"Anniversary\", \"href\": \"/anniversary/\" },\n            { \"label\": \"All Inclusive Vacation\", \"href\": \"/all-inclusive-vacations/\" },\n            { \"label\": \"Ocean Cruise\", \"href\": \"/ocean-cruise/\" },\n            { \"label\": \"River Cruise\", \"href\": \"/river-cruise/\" },\n            { \"label\": \"Kenya Safari\", \"href\": \"/landing-kenya-vacations/\" },\n            {\n              \"label\": \"Theme Park Vacation\",\n              \"href\": \"/disney-vacations/\",\n              \"children\": [\n                { \"label\": \"Disney\", \"href\": \"/disney-vacations/\" },\n                { \"label\": \"Universal Studios\", \"href\": \"/universal-studios-vacations/\" }\n              ]\n            },\n            { \"label\": \"Ski Vacation\", \"href\": \"/colorado-ski-vacations/\" }\n          ]\n        },\n        {\n          \"label\": \"About Us\",\n          \"href\": \"/about-our-travel-agency/\",\n          \"children\": [\n            { \"label\": \"Our Team\", \"href\": \"/about-our-travel-agency/\" },\n            { \"label\": \"Testimonials\", \"href\": \"/testimonials/\" },\n            { \"label\": \"Leave a Review\", \"href\": \"/review/\" }\n          ]\n        },\n        { \"label\": \"Blog\", \"href\": \"/blog/\" },\n        {\n          \"label\": \"Plans\",\n          \"href\": \"/month/\",\n          \"children\": [\n            { \"label\": \"Month\", \"href\": \"/month/\" },\n            { \"label\": \"Destination\", \"href\": \"/destinations/\" },\n            { \"label\": \"Experience\", \"href\": \"/experiences/\" }\n          ]\n        },\n        { \"label\": \"Contact Us\", \"href\": \"/go/\" }\n      ]\n    }\n  },\n  \"footer\": {\n    \"groups\": [\n      {\n        \"title\": \"Travel\",\n        \"links\": [\n          { \"label\": \"Family Travel\", \"href\": \"/family-travel/\" },\n          { \"label\": \"Group Travel\", \"href\": \"/group-travel/\" },\n          { \"label\": \"Destination Wedding\", \"href\": \"/destinetion-wedding/\" },\n          { \"label\": \"All Inclusive Vacations\", \"href\": \"/all-inclusive-vacations/\" },\n          { \"label\": \"Ocean Cruise\", \"href\": \"/ocean-cruise/\" },\n          { \"label\": \"River Cruise\", \"href\": \"/river-cruise/\" },\n          { \"label\": \"Anniversary\", \"href\": \"/anniversary/\" },\n          { \"label\": \"Honeymoon\", \"href\": \"/honeymoon/\" },\n          { \"label\": \"Kenya Safari\", \"href\": \"/landing-kenya-vacations/\" },\n          { \"label\": \"Disney Vacations\", \"href\": \"/disney-vacations/\" },\n          { \"label\": \"Colorado Ski Vacations\", \"href\": \"/colorado-ski-vacations/\" }\n        ]\n      },\n      {\n        \"title\": \"About Us\",\n        \"links\": [\n          { \"label\": \"Testimonials\", \"href\": \"/testimonials/\" },\n          { \"label\": \"Our Team\", \"href\": \"/about-our-travel-agency/\" },\n          { \"label\": \"Blog\", \"href\": \"/blog/\" },\n          { \"label\": \"Terms of Use\", \"href\": \"/terms-of-use/\" },\n          { \"label\": \"Privacy Policy\", \"href\": \"/privacy-policy/\" }\n        ]\n      },\n      {\n        \"title\": \"Help\",\n        \"links\": [\n          { \"label\": \"Customer Service\", \"href\": \"/customer-service/\" },\n          { \"label\": \"Contact Us\", \"href\": \"/go/\" },\n          { \"label\": \"Accessibility\", \"href\": \"/accessibility/\" }\n        ]\n      }\n    ],\n    \"bottomLinks\": [\n      { \"label\": \"Privacy Policy\", \"href\": \"/privacy-policy/\" },\n      { \"label\": \"Terms & Conditions\", \"href\": \"/terms-of-use/\" }\n    ],\n    \"copyright\": \"© 2026 Travel N Relax. All rights reserved.\",\n    \"recentTrips\": [\n      { \"src\": \"/images/demo/trip-1.svg\", \"alt\": \"Family on a beach at sunset in Mexico\" },\n      { \"src\": \"/images/demo/trip-2.svg\", \"alt\": \"Safari jeep watching elephants in Kenya\" },\n      { \"src\": \"/images/demo/trip-3.svg\", \"alt\": \"Skiers on a Colorado slope\" },\n      { \"src\": \"/images/demo/trip-4.svg\", \"alt\": \"Cruise ship in a Greek harbour\" },\n      { \"src\": \"/images/demo/trip-5.svg\", \"alt\": \"Castle fireworks at a theme park\" },\n      { \"src\": \"/images/demo/trip-6.svg\", \"alt\": \"River cruise on the Danube at dusk\" }\n    ]\n  },\n  \"redirects\": [\n    { \"from\": \"/sarah-mitchell/\", \"to\": \"/about-our-travel-agency/sarah-mitchell/\", \"reason\": \"The first advisor's short path (her name as a slug, linked from the home About buttons); the spec names /about-our-travel-agency/{name}/ as her canonical path.\" },\n    { \"from\": \"/destinetion-weddings/\", \"to\": \"/destinetion-wedding/\", \"reason\": \"Mobile menu of one header variant spells the wedding path with a trailing s (spec 1, Navigation).\" },\n    { \"from\": \"/months/\", \"to\": \"/month/\", \"reason\": \"The mobile menu links to /months/ while the desktop menu links to /month/ (spec 2).\" },\n    { \"from\": \"/home\", \"to\": \"/\", \"reason\": \"Default 'Back to Home' button of the wedding-style pages (spec 2).\" },\n    { \"from\": \"/honeymoon-geteway\", \"to\": \"/honeymoon/\", \"reason\": \"Contact page themed link (spec 2).\" },\n    { \"from\": \"/destination-wedding\", \"to\": \"/destinetion-wedding/\", \"reason\": \"Contact page themed link, spelt correctly; the canonical path keeps the spec's spelling.\" },\n    { \"from\": \"/inclusive-vacation\", \"to\": \"/all-inclusive-vacations/\", \"reason\": \"Contact page themed link (spec 2).\" },\n    { \"from\": \"/ocean-cruises\", \"to\": \"/ocean-cruise/\", \"reason\": \"Contact page themed link (spec 2).\" },\n    { \"from\": \"/disney-vacation\", \"to\": \"/disney-vacations/\", \"reason\": \"Contact page themed link (spec 2).\" },\n    { \"from\": \"/ski-vacation\", \"to\": \"/colorado-ski-vacations/\", \"reason\": \"Contact page themed link (spec 2).\" },\n    { \"from\": \"/faqs\", \"to\": \"/customer-service/\", \"reason\": \"Customer service links to /faqs, which no page provides; its answers live on the customer service page.\" },\n    { \"from\": \"/trip-finder\", \"to\": \"/destinations/\", \"reason\": \"Hub tab with no page of its own; finding a trip starts at the destinations list.\" },\n    { \"from\": \"/most-popular\", \"to\": \"/experiences/\", \"reason\": \"Hub tab with no page of its own; the experiences carousel shows the popular specialities.\" },\n    { \"from\": \"/adventure-travel\", \"to\": \"/services/\", \"reason\": \"Dead entry of the older desktop dropdown; the specialties overview replaces it.\" },\n    { \"from\": \"/luxury-travel\", \"to\": \"/services/\", \"reason\": \"Dead entry of the older desktop dropdown; the specialties overview replaces it.\" }\n  ],\n  \"defaults\": {\n    \"heroHeading\": \"Denver's Top Rated Family Travel Agency\",\n    \"images\": {\n      \"package\": \"/images/fallback/package.svg\",\n      \"blog\": \"/images/fallback/blog.svg\",\n      \"profile\": \"/images/fallback/profile.svg\",\n      \"advisor\": \"/images/fallback/advisor.svg\",\n      \"motto\": \"/images/fallback/motto-background.svg\",\n      \"banner\": \"/images/fallback/banner.svg\"\n    }\n  }\n}\n";
// src/lib/field-label.ts
/**
* A prop's name as the studio labels its field: "buttonLink" → "Button link". One place, so a
* message names the field exactly as the settings panel does.
*/
var labelOf = (name) => {
	const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
	return words.charAt(0).toUpperCase() + words.slice(1);
};
// src/engine/config-check.ts
function formatJsonPath(path) {
	return path.reduce((out, key) => typeof key === "number" ? `${out}[${key}]` : `${out}.${String(key)}`, "$");
}
function positionOf(text, offset) {
	const before = text.slice(0, offset);
	return {
		line: before.split("\n").length,
		column: offset - before.lastIndexOf("\n")
	};
}
/** "CommaExpected" → "comma expected". */
var parseErrorText = (error) => printParseErrorCode(error.error).replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
/** A JSON syntax error (missing comma, trailing comma, comment) at the place it is. */
function syntaxProblem(file) {
	const errors = [];
	parse(file.text, errors, {
		allowTrailingComma: false,
		disallowComments: true
	});
	const first = errors[0];
	if (!first) return void 0;
	return {
		file: file.file,
		...positionOf(file.text, first.offset),
		path: "$",
		message: `not valid JSON: ${parseErrorText(first)}`
	};
}
/** Line and column (1-based) of the value at `path`, or of its nearest existing parent. */
function locate(text, path) {
	const tree = parseTree(text);
	let node;
	for (let length = path.length; length >= 0 && !node; length -= 1) node = tree ? findNodeAtLocation(tree, path.slice(0, length)) : void 0;
	return positionOf(text, node?.parent?.type === "property" ? node.parent.offset : node?.offset ?? 0);
}
/** Levenshtein distance, for "did you mean" suggestions. */
function distance(a, b) {
	const row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i += 1) {
		let previous = row[0];
		row[0] = i;
		for (let j = 1; j <= b.length; j += 1) {
			const current = row[j];
			row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
			previous = current;
		}
	}
	return row[b.length];
}
function closestName(name, candidates) {
	let best;
	for (const candidate of candidates) {
		const score = distance(name.toLowerCase(), candidate.toLowerCase());
		if (!best || score < best.score) best = {
			candidate,
			score
		};
	}
	return best && best.score <= Math.max(3, Math.floor(name.length / 2)) ? best.candidate : void 0;
}
function problemAt(file, path, message, studio) {
	return {
		file: file.file,
		...locate(file.text, path),
		path: formatJsonPath(path),
		message,
		...studio ? { studio } : {}
	};
}
/** Parses one file against a schema and turns every zod issue into a located problem. */
function checkFileAgainst(file, schema) {
	let json;
	try {
		json = JSON.parse(file.text);
	} catch (error) {
		return { problems: [syntaxProblem(file) ?? {
			file: file.file,
			line: 1,
			column: 1,
			path: "$",
			message: `not valid JSON: ${String(error)}`
		}] };
	}
	const parsed = schema.safeParse(json);
	if (parsed.success) return {
		problems: [],
		data: parsed.data
	};
	return {
		problems: parsed.error.issues.map((issue) => problemAt(file, issue.path.filter((key) => typeof key !== "symbol"), issue.message)),
		data: json
	};
}
/**
* The page-config part of `npm run check:configs`: every file against the full schema, unknown
* block types with a suggestion, and no two files claiming one path.
*/
function checkPageFiles({ files, schema, blockTypes }) {
	const problems = [];
	const pathOwners = /* @__PURE__ */ new Map();
	for (const file of files) {
		const { problems: fileProblems, data } = checkFileAgainst(file, schema);
		const raw = asRecord$2(data);
		const sections = Array.isArray(raw?.sections) ? raw.sections : [];
		const unknownTypeAt = /* @__PURE__ */ new Set();
		sections.forEach((section, index) => {
			const type = asRecord$2(section)?.type;
			if (typeof type === "string" && !blockTypes.includes(type)) {
				unknownTypeAt.add(index);
				const suggestion = closestName(type, blockTypes);
				problems.push(problemAt(file, [
					"sections",
					index,
					"type"
				], `unknown block type "${type}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`));
			}
		});
		problems.push(...fileProblems.filter((p) => ![...unknownTypeAt].some((index) => p.path.startsWith(`$.sections[${index}]`))));
		const path = raw?.path;
		if (typeof path === "string") {
			const owner = pathOwners.get(path);
			if (owner) problems.push(problemAt(file, ["path"], `duplicate path "${path}" (also in ${owner})`));
			else pathOwners.set(path, file.file);
		}
	}
	return problems;
}
/** Prop names a block does not declare: zod would drop them silently, so a typo would go unnoticed. */
function checkUnknownProps(file, page, propNamesOf) {
	const sections = asRecord$2(page)?.sections;
	if (!Array.isArray(sections)) return [];
	return sections.flatMap((section, index) => {
		const record = asRecord$2(section);
		const type = record?.type;
		const props = asRecord$2(record?.props);
		const known = typeof type === "string" ? propNamesOf(type) : void 0;
		if (!props || !known) return [];
		return Object.keys(props).filter((name) => !known.includes(name)).map((name) => {
			const suggestion = closestName(name, known);
			return problemAt(file, [
				"sections",
				index,
				"props",
				name
			], `unknown prop "${name}" for block "${String(type)}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`, `"${labelOf(name)}" is not a setting of this block${suggestion ? `; did you mean "${labelOf(suggestion)}"?` : ""}`);
		});
	});
}
function asRecord$2(value) {
	return value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : void 0;
}
// src/engine/link-kinds.ts
/** Keys whose string values are links: href, link, buttonLink, url, links, … */
var LINK_KEY = /(href|link|url)s?$/i;
/**
* The kinds of link a config may hold (issue 25): a path of this site (`/…`, never `//host`,
* which a browser reads as another site), `https:`, `mailto:` and `tel:`. Not `javascript:` or
* `data:` (they run or draw whatever they hold), not `http:` (no TLS), nothing else.
*/
function linkKindProblem(href) {
	if (href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\")) return void 0;
	if (/^(mailto|tel):\S/i.test(href)) return void 0;
	if (/^https:\/\/[^/\\]/i.test(href)) try {
		new URL(href);
		return;
	} catch {
		return `link "${href}" is not a valid address`;
	}
	if (href.startsWith("//")) return `link "${href}" points at another site: write "/…" for a page of this site or "https://…" for another site`;
	return `link "${href}" is not allowed: links are "/…" paths of this site, "https://", "mailto:" or "tel:" addresses`;
}
/** Every non-empty string under a link-like key (href, link, buttonLink, url, links …), at any depth. */
function linkValues(value, path, key) {
	if (typeof value === "string") return LINK_KEY.test(key) && value.trim() !== "" ? [{
		path,
		href: value.trim()
	}] : [];
	if (Array.isArray(value)) return value.flatMap((item, index) => linkValues(item, [...path, index], key));
	if (!value || typeof value !== "object") return [];
	return Object.entries(value).flatMap(([name, item]) => linkValues(item, [...path, name], name));
}
/** The links of a page config's sections (what an editor sets in the studio). */
function pageLinks(page) {
	return (page && typeof page === "object" && "sections" in page && Array.isArray(page.sections) ? page.sections : []).flatMap((section, index) => section && typeof section === "object" && "props" in section ? linkValues(section.props, [
		"sections",
		index,
		"props"
	], "props") : []);
}
/** A problem for each link of a page config of a kind that is not allowed. */
function checkPageLinkKinds(file, page) {
	return pageLinks(page).flatMap(({ path, href }) => {
		const problem = linkKindProblem(href);
		return problem ? [problemAt(file, path, problem)] : [];
	});
}
/** A problem for each link of site.json (navigation, footer, social links …) of a kind that is not allowed. */
function checkSiteLinkKinds(file, site) {
	return linkValues(site, [], "").flatMap(({ path, href }) => {
		const problem = linkKindProblem(href);
		return problem ? [problemAt(file, path, problem)] : [];
	});
}
/**
* The other sites a page config links to, for a reviewer's eye (a warning, not a problem: a link
* to a partner is fine, a look-alike of the agency's own domain is phishing).
*/
function externalLinkHosts(page) {
	return pageLinks(page).flatMap(({ path, href }) => {
		if (!/^https:\/\//i.test(href)) return [];
		try {
			return [{
				path,
				host: new URL(href).host
			}];
		} catch {
			return [];
		}
	});
}
// src/site/config-references.ts
/** Site paths under link-like keys (LINK_KEY: href, link, buttonLink, url, links, …) are internal links. */
var isSitePath = (value) => value.startsWith("/") && !value.startsWith("//");
var asRecord$1 = (value) => value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : void 0;
/** Every site path under a link-like key, at any depth of `value` (arrays of links included). */
function collectLinks(file, value, path = [], key = "") {
	if (typeof value === "string") return LINK_KEY.test(key) && isSitePath(value) ? [{
		file,
		path,
		href: value
	}] : [];
	if (Array.isArray(value)) return value.flatMap((item, index) => collectLinks(file, item, [...path, index], key));
	const record = asRecord$1(value);
	if (!record) return [];
	return Object.entries(record).flatMap(([name, item]) => collectLinks(file, item, [...path, name], name));
}
/** Links in a page config: anything in its sections' props. */
function pageConfigLinks(file, page) {
	const sections = asRecord$1(page)?.sections;
	if (!Array.isArray(sections)) return [];
	return sections.flatMap((section, index) => collectLinks(file, asRecord$1(section)?.props, [
		"sections",
		index,
		"props"
	], "props"));
}
/** Links in site.json: navigation, footer, readyToTravel; redirect targets are checked apart. */
function siteConfigLinks(file, site) {
	const record = asRecord$1(site) ?? {};
	return [
		"navigation",
		"readyToTravel",
		"footer",
		"headerVariants"
	].flatMap((key) => collectLinks(file, record[key], [key], key));
}
var stripSlash = (path) => path.length > 1 ? path.replace(/\/+$/, "") : path;
/** Resolves a site path the way the server does: redirects first, then pages (canonical, with "/"). */
function createLinkResolver(matchPage, redirects) {
	const redirectTable = new Map(redirects.map((r) => [stripSlash(r.from.toLowerCase()), r.to]));
	return (href) => {
		const pathname = href.replace(/[?#].*$/, "") || "/";
		const to = redirectTable.get(stripSlash(pathname.toLowerCase()));
		if (to !== void 0) return {
			kind: "redirect",
			to
		};
		if (pathname.endsWith("/")) {
			const match = matchPage(pathname);
			return match ? {
				kind: "page",
				match
			} : { kind: "none" };
		}
		return matchPage(`${pathname}/`) ? {
			kind: "not-canonical",
			canonical: `${pathname}/`
		} : { kind: "none" };
	};
}
async function checkLinks({ links, redirects, matchPage, knownPaths, probe }) {
	const resolve = createLinkResolver(matchPage, redirects?.list ?? []);
	const problems = [];
	const suggest = (href) => {
		const near = closestName(href.replace(/[?#].*$/, ""), knownPaths);
		return near ? `; did you mean "${near}"?` : "";
	};
	const noPage = (href) => `the link "${href}" leads to no page of the site${suggest(href)}`;
	for (const link of links) {
		const resolution = resolve(link.href);
		if (resolution.kind === "none") problems.push(problemAt(link.file, link.path, `link "${link.href}" matches no page and no redirect${suggest(link.href)}`, noPage(link.href)));
		else if (resolution.kind === "not-canonical") problems.push(problemAt(link.file, link.path, `link "${link.href}" is not canonical: write "${resolution.canonical}"`, `the link "${link.href}" needs a "/" at the end: write "${resolution.canonical}"`));
		else if (resolution.kind === "page" && probe && Object.keys(resolution.match.params).length > 0) {
			const probed = await probe(resolution.match);
			if (!probed.found) problems.push(problemAt(link.file, link.path, `link "${link.href}" only matches the route "${resolution.match.page.path}", and ${probed.why}${suggest(link.href)}`, noPage(link.href)));
		}
	}
	redirects?.list.forEach((redirect, index) => {
		const resolution = resolve(redirect.to);
		if (resolution.kind !== "page") {
			const why = resolution.kind === "redirect" ? `is itself redirected to "${resolution.to}"; point at that page` : resolution.kind === "not-canonical" ? `is not canonical: write "${resolution.canonical}"` : `matches no page${suggest(redirect.to)}`;
			problems.push(problemAt(redirects.file, [
				"redirects",
				index,
				"to"
			], `redirect target "${redirect.to}" ${why}`));
		}
	});
	return problems;
}
/** Every pageId a config names (the page's and each section's) has a page in the demo content. */
function checkPageIds(file, page, demoPageIds) {
	const record = asRecord$1(page);
	const found = [{
		path: ["pageId"],
		id: record?.pageId
	}];
	(Array.isArray(record?.sections) ? record.sections : []).forEach((section, index) => found.push({
		path: [
			"sections",
			index,
			"pageId"
		],
		id: asRecord$1(section)?.pageId
	}));
	return found.filter((entry) => typeof entry.id === "number" && !demoPageIds.has(entry.id)).map((entry) => problemAt(file, entry.path, `pageId ${entry.id} has no page in the demo content (no "pages/get" document with key ${entry.id} in server/db/seed)`, `page number ${entry.id} has no content on the site: choose another page number`));
}
// src/site/second-h1-check.ts
/**
* A page has one main heading (H1). These blocks always render one (the banners, the pages'
* own title blocks); static text renders one when its heading level is 1. Kept beside the blocks'
* code by src/site/second-h1-check.test.ts, which reads which blocks' code writes an <h1>.
*/
var BLOCKS_WITH_H1 = /* @__PURE__ */ new Set([
	"hero-banner",
	"place-banner",
	"landing-banner",
	"review-links",
	"safari-sections",
	"inspiration-tabs",
	"blog-detail",
	"advisor-intro"
]);
var sectionsSchema = z.object({ sections: z.array(z.object({
	id: z.string(),
	type: z.string(),
	props: z.record(z.string(), z.unknown()).optional()
})) });
function rendersH1(section) {
	return BLOCKS_WITH_H1.has(section.type) || section.type === "static-text" && section.props?.headingLevel === 1;
}
/** `check:configs` and the studio: every section after the first that renders an H1 is a problem. */
function checkSecondH1(file, data) {
	const page = sectionsSchema.safeParse(data);
	if (!page.success) return [];
	const withH1 = page.data.sections.flatMap((section, index) => rendersH1(section) ? [{
		section,
		index
	}] : []);
	const first = withH1[0];
	if (!first) return [];
	return withH1.slice(1).map(({ section, index }) => problemAt(file, ["sections", index], `a second main heading (H1) on the page: section ${first.index + 1} above already shows the page's main heading, and a page has one${section.type === "static-text" ? " (set this heading level to 2)" : " (remove one of them)"}`, `a second main heading (H1) on the page: section ${first.index + 1} above already shows the page's main heading, and a page has one. ${section.type === "static-text" ? "Choose \"Heading 2: a section heading\" as its Heading level." : "Remove one of the two sections."}`));
}
// src/blocks/shared/social-networks.ts
/**
* The social networks the site can link to; each has an icon in ./social-icons. site.json's
* schema (src/site/site-config-schema.ts) takes its list of allowed networks from here.
*/
var socialNetworks = [
	"facebook",
	"instagram",
	"linkedin",
	"twitter",
	"youtube",
	"yelp"
];
// src/site/site-config-schema.ts
/** Links the site renders point at canonical paths directly: aliases are for visitors' old links. */
var canonicalHref = /^(?:\/(?:[a-z0-9-]+\/)*|https:\/\/\S+)$/;
var navLinkSchema = z.lazy(() => z.object({
	label: z.string().min(1).describe("The visible text of the link."),
	href: z.string().regex(canonicalHref, "a canonical site path with its trailing slash (e.g. \"/go/\") or an https:// URL").describe("A site path (canonical, with trailing slash) or an https URL."),
	overviewLabel: z.string().min(1).optional().describe("Label of the link to this entry's own page, shown first in its submenu (the submenu's label only opens it). Unneeded when a child already links to the same path."),
	children: z.array(navLinkSchema).optional().describe("A submenu.")
}).strict());
var siteConfigSchema = z.object({
	$schema: z.string().optional(),
	name: z.string().min(1).describe("The agency name, used in titles and structured data."),
	logo: z.object({
		src: z.string().describe("The logo for light backgrounds (header, menus)."),
		srcOnDark: z.string().optional().describe("The logo for dark backgrounds (landing headers over the hero, the footer); without it the logo is turned white."),
		alt: z.string().min(1),
		width: z.number(),
		height: z.number()
	}).strict(),
	phone: z.string().min(1).describe("Shown as text; dialled through phoneHref."),
	phoneHref: z.string().regex(/^tel:\+?[0-9]+$/).describe("The tel: link of the phone number."),
	email: z.email(),
	address: z.object({
		street: z.string(),
		city: z.string(),
		region: z.string(),
		postalCode: z.string(),
		country: z.string()
	}).strict(),
	officeHours: z.object({
		contact: z.array(z.string()).min(1).describe("Lines of the contact page office-hours card."),
		customerService: z.string().describe("The customer service page hours line.")
	}).strict(),
	social: z.array(z.object({
		network: z.enum(socialNetworks),
		label: z.string().min(1).describe("Accessible name, e.g. \"Travel N Relax on Facebook\"."),
		href: z.url()
	}).strict()).length(6),
	navigation: z.array(navLinkSchema).describe("The header menu tree."),
	readyToTravel: z.object({
		label: z.string(),
		href: z.string()
	}).strict(),
	headerVariants: z.object({
		country: z.object({ navigation: z.array(navLinkSchema).min(1).describe("The top navigation of the country pages (spec 2, Country page).") }).strict(),
		safari: z.object({ navigation: z.array(navLinkSchema).min(1).describe("The safari page's full navigation bar, with its own labels (spec 2, Safari page).") }).strict()
	}).strict().describe("The navigation of the header variants a page config picks with `layout` (standard uses `navigation`)."),
	footer: z.object({
		groups: z.array(z.object({
			title: z.string(),
			links: z.array(navLinkSchema)
		}).strict()),
		bottomLinks: z.array(navLinkSchema),
		copyright: z.string(),
		recentTrips: z.array(z.object({
			src: z.string(),
			alt: z.string()
		}).strict()).length(6)
	}).strict(),
	redirects: z.array(z.object({
		from: z.string().regex(/^\//).describe("The path asked for, exactly as it arrives."),
		to: z.string().regex(canonicalHref, "a canonical site path with its trailing slash").describe("The canonical path it moves to (301)."),
		reason: z.string().min(1).describe("Why: where this alias comes from.")
	}).strict()).describe("Permanent redirects of aliases the spec names."),
	defaults: z.object({
		heroHeading: z.string(),
		images: z.record(z.string(), z.string()).describe("Fallback images by role.")
	}).strict()
}).strict();
// src/site/check-site-configs.ts
/** The raw texts of every config, for messages with line and column. Server-side only. */
var pageTexts = /* #__PURE__ */ Object.assign({
	"../../page-configs/pages/about-our-travel-agency.json": about_our_travel_agency_default,
	"../../page-configs/pages/accessibility.json": accessibility_default,
	"../../page-configs/pages/advisor-david-brooks.json": advisor_david_brooks_default,
	"../../page-configs/pages/advisor-sarah-mitchell.json": advisor_sarah_mitchell_default,
	"../../page-configs/pages/all-inclusive-vacations.json": all_inclusive_vacations_default,
	"../../page-configs/pages/anniversary.json": anniversary_default,
	"../../page-configs/pages/blog-detail.json": blog_detail_default,
	"../../page-configs/pages/blog.json": blog_default,
	"../../page-configs/pages/colorado-ski-vacations.json": colorado_ski_vacations_default,
	"../../page-configs/pages/country.json": country_default,
	"../../page-configs/pages/customer-service.json": customer_service_default,
	"../../page-configs/pages/destinations.json": destinations_default,
	"../../page-configs/pages/destinetion-wedding.json": destinetion_wedding_default,
	"../../page-configs/pages/disney-vacations.json": disney_vacations_default,
	"../../page-configs/pages/experiences.json": experiences_default,
	"../../page-configs/pages/family-travel.json": family_travel_default,
	"../../page-configs/pages/go.json": go_default,
	"../../page-configs/pages/group-travel.json": group_travel_default,
	"../../page-configs/pages/home.json": home_default,
	"../../page-configs/pages/honeymoon.json": honeymoon_default,
	"../../page-configs/pages/inspiration.json": inspiration_default,
	"../../page-configs/pages/landing-celebration.json": landing_celebration_default,
	"../../page-configs/pages/landing-cruise.json": landing_cruise_default,
	"../../page-configs/pages/landing-familytravel.json": landing_familytravel_default,
	"../../page-configs/pages/landing-kenya-vacations.json": landing_kenya_vacations_default,
	"../../page-configs/pages/landing-themepark.json": landing_themepark_default,
	"../../page-configs/pages/month.json": month_default,
	"../../page-configs/pages/monthly-detail.json": monthly_detail_default,
	"../../page-configs/pages/ocean-cruise.json": ocean_cruise_default,
	"../../page-configs/pages/page-by-id.json": page_by_id_default,
	"../../page-configs/pages/privacy-policy.json": privacy_policy_default,
	"../../page-configs/pages/review.json": review_default,
	"../../page-configs/pages/river-cruise.json": river_cruise_default,
	"../../page-configs/pages/services.json": services_default,
	"../../page-configs/pages/terms-of-use.json": terms_of_use_default,
	"../../page-configs/pages/testimonials.json": testimonials_default,
	"../../page-configs/pages/universal-studios-vacations.json": universal_studios_vacations_default,
	"../../page-configs/pages/wedding-guest-travel.json": wedding_guest_travel_default,
	"../../page-configs/pages/wedding-venues-abroad.json": wedding_venues_abroad_default
});
var siteText = /* #__PURE__ */ Object.assign({ "../../page-configs/site.json": site_default });
var toFiles = (texts) => Object.entries(texts).map(([file, text]) => ({
	file: file.replace("../../", ""),
	text
}));
var configFiles = {
	pages: toFiles(pageTexts),
	site: toFiles(siteText)
};
/** The full page-config schema: registered blocks with their props, layouts and meta sources. */
async function loadPageConfigSchema() {
	await blockRegistry.preload();
	return buildPageConfigSchema({
		blocks: blockRegistry.all(),
		layouts: layoutNames,
		metaSources: Object.keys(metaSources),
		goalBlockTypes: EXPERIMENT_GOAL_BLOCKS
	});
}
/** The forms whose stored leads an experiment can count (docs/experiments.md). */
var EXPERIMENT_GOAL_BLOCKS = ["lead-form", "enquiry-form"];
/**
* What the server's start (and the dev overlay) needs: every file fits its schema, block types
* exist, no two pages claim one path. A config that fails this cannot be rendered.
*/
async function checkSiteConfigs(files = configFiles) {
	const schema = await loadPageConfigSchema();
	return [...checkPageFiles({
		files: files.pages,
		schema,
		blockTypes: blockRegistry.types()
	}), ...files.site.flatMap((file) => checkFileAgainst(file, siteConfigSchema).problems)];
}
/**
* `npm run check:configs` (and the build): the render check, plus unknown props, internal links
* of every config and site.json, redirect targets, and pageIds that the demo content lacks.
*/
async function checkAllSiteConfigs(options = {}) {
	const files = options.files ?? configFiles;
	const base = await checkSiteConfigs(files);
	const pages = files.pages.map((file) => ({
		file,
		data: parseJson$2(file)
	}));
	const sites = files.site.map((file) => ({
		file,
		data: parseJson$2(file)
	}));
	const unknownProps = pages.flatMap(({ file, data }) => checkUnknownProps(file, data, propNamesOf));
	const reported = new Set(unknownProps.map((p) => `${p.file} ${p.path.replace(/\.[^.[]+$/, "")}`));
	const problems = base.filter((p) => !(p.message.startsWith("Unrecognized key") && reported.has(`${p.file} ${p.path}`)));
	problems.push(...unknownProps);
	const validPages = pages.flatMap(({ data }) => {
		const parsed = pageConfigBaseSchema.safeParse(data);
		return parsed.success ? [parsed.data] : [];
	});
	const matchPage = createPageMatcher(validPages);
	const site = sites[0];
	const redirectList = site ? redirectsOf(site.data) : [];
	problems.push(...await checkLinks({
		links: [...pages.flatMap(({ file, data }) => pageConfigLinks(file, data)), ...sites.flatMap(({ file, data }) => siteConfigLinks(file, data))],
		redirects: site ? {
			file: site.file,
			list: redirectList
		} : void 0,
		matchPage,
		knownPaths: validPages.map((p) => p.path).filter((p) => !p.includes(":")),
		probe: options.read ? contentProbe(options.read) : void 0
	}));
	problems.push(...pages.flatMap(({ file, data }) => schemaReference(file, data, PAGE_SCHEMA_REF)), ...sites.flatMap(({ file, data }) => schemaReference(file, data, SITE_SCHEMA_REF)));
	problems.push(...duplicateExperimentIds(pages));
	problems.push(...pages.flatMap(({ file, data }) => checkPageLinkKinds(file, data)), ...sites.flatMap(({ file, data }) => checkSiteLinkKinds(file, data)));
	problems.push(...pages.flatMap(({ file, data }) => checkSecondH1(file, data)));
	const demoPageIds = options.demoPageIds;
	if (demoPageIds) problems.push(...pages.flatMap(({ file, data }) => checkPageIds(file, data, demoPageIds)));
	return problems;
}
/** An experiment id names its counts and leads in the database: two pages must not share one. */
function duplicateExperimentIds(pages) {
	const owners = /* @__PURE__ */ new Map();
	return pages.flatMap(({ file, data }) => {
		const id = experimentIdSchema.safeParse(data);
		if (!id.success) return [];
		const owner = owners.get(id.data.experiment.id);
		if (owner) return [problemAt(file, ["experiment", "id"], `duplicate experiment id "${id.data.experiment.id}" (also in ${owner})`)];
		owners.set(id.data.experiment.id, file.file);
		return [];
	});
}
var experimentIdSchema = z.object({ experiment: z.object({ id: z.string() }) });
/** What each config names in "$schema": the generated files next to the configs. */
var PAGE_SCHEMA_REF = "../page-config.schema.json";
var SITE_SCHEMA_REF = "./site.schema.json";
/** Without its "$schema" an editor can neither complete nor check the file. */
function schemaReference(file, data, expected) {
	if (data === void 0 || typeof data === "object" && data !== null && "$schema" in data && data.$schema === expected) return [];
	return [problemAt(file, ["$schema"], `"$schema" should be "${expected}", so editors complete and check this file`)];
}
function propNamesOf(type) {
	const props = blockRegistry.get(type)?.props;
	return props instanceof z.ZodObject ? Object.keys(props.shape) : void 0;
}
var redirectsSchema = z.object({ redirects: z.array(z.object({
	from: z.string(),
	to: z.string()
})) });
function redirectsOf(site) {
	const parsed = redirectsSchema.safeParse(site);
	return parsed.success ? parsed.data.redirects : [];
}
function parseJson$2(file) {
	try {
		return JSON.parse(file.text);
	} catch {
		return;
	}
}
/** A parameter route has a page when its meta source neither answers 404 nor redirects. */
function contentProbe(read) {
	return async ({ page, params }) => {
		const meta = await resolveMeta({
			page,
			params,
			pageId: resolvePageId(page, params)
		}, metaSources, read);
		if (meta.notFound) return {
			found: false,
			why: "the demo content has no such page (it answers 404)"
		};
		if (meta.redirect) return {
			found: false,
			why: `the demo content has no such page (it redirects to "${meta.redirect}")`
		};
		return { found: true };
	};
}
// src/site/sitemap-entries.ts
/** The content behind each parameter route: every blog, month and country page has a URL. */
var routeListers = {
	"/:slug/": async (read) => {
		return z.object({ blogs: z.array(z.unknown()) }).parse(await readData(read, "Blogs/list", {})).blogs.flatMap((raw) => {
			const blog = blogItem.safeParse(raw);
			if (!blog.success) return [];
			const created = blog.data.createdAt ? new Date(blog.data.createdAt) : void 0;
			return [{
				params: { slug: slugify(blog.data.title) },
				lastmod: created && !isNaN(created.getTime()) ? created.toISOString().slice(0, 10) : void 0
			}];
		});
	},
	"/monthly/:slug/": async (read) => {
		return z.array(monthlyDestinationItem).catch([]).parse((await readPage(read, 16)).monthlyDestinations).map((month) => ({ params: { slug: slugify(month.title) } }));
	},
	"/country/:id/": async (read) => {
		return z.object({ destinations: z.array(destinationOption) }).parse(await readData(read, "pages/destinations", {})).destinations.map((destination) => ({ params: { id: slugify(destination.destinationTitle) } }));
	}
};
/** Every canonical route: static pages from the configs, parameter routes from the content. */
async function sitemapEntries(read) {
	const entries = [];
	for (const page of pageConfigs) {
		if (!page.sitemap) continue;
		if (!page.path.includes(":")) {
			entries.push({ path: page.path });
			continue;
		}
		const lister = routeListers[page.path];
		if (!lister) continue;
		try {
			for (const item of await lister(read)) entries.push({
				path: fillPath(page.path, item.params),
				lastmod: item.lastmod
			});
		} catch (error) {
			console.warn(`[sitemap] ${page.path}: ${String(error)}`);
		}
	}
	return entries;
}
// src/entry-server.tsx
var entry_server_exports = /* @__PURE__ */ __exportAll({
	blockRegistry: () => blockRegistry,
	browserRouteOf: () => browserRouteOf,
	checkAllSiteConfigs: () => checkAllSiteConfigs,
	checkSiteConfigs: () => checkSiteConfigs,
	experimentAt: () => experimentAt,
	matchPage: () => matchPage,
	pageConfigs: () => pageConfigs,
	renderPage: () => renderPage,
	siteConfig: () => siteConfig,
	sitemapEntries: () => sitemapEntries
});
var matchPage = createPageMatcher(pageConfigs);
/** The menu bar is a chunk of its own for browsers; the server renders it in every header. */
var desktopNavLoaded = loadDesktopNav();
/** What one render hands the route loaders, through the static handler's request context. */
var RenderContext = class {
	services;
	pages;
	variants;
	constructor(services, pages, variants = {}) {
		this.services = services;
		this.pages = pages;
		this.variants = variants;
	}
};
function renderContextOf(args) {
	if (args.context instanceof RenderContext) return args.context;
	throw new Error("a route loader ran without its render context");
}
var byPath = (pages) => new Map(pages.map((page) => [page.path, page]));
var configuredPages = byPath(pageConfigs);
var siteRouteMatcher = (paths) => createRouteMatcher([...[...paths].map((path) => ({
	path,
	value: {
		kind: "page",
		path
	}
})), ...siteConfig.redirects.map((entry) => ({
	path: entry.from,
	value: {
		kind: "redirect",
		...entry
	}
}))]);
/** Every page's and redirect's route, built once: a request looks its route up, it never walks them all. */
var matchSiteRoute = siteRouteMatcher(configuredPages.keys());
/**
* React Router's static handler for one route of the site (or none: the 404 page) beside `*`.
* Handed every page, React Router tests a request against each route in turn; the route is
* already known here, so a request costs the same with 40 pages or 4,000.
*/
function createHandler(route) {
	return createStaticHandler(createAppRoutes({
		pagePaths: route?.kind === "page" ? [route.path] : [],
		redirects: route?.kind === "redirect" ? [route] : [],
		page(path, args) {
			const context = renderContextOf(args);
			const page = context.pages.get(path);
			if (!page) throw new Error(`no page config has the path ${path}`);
			const variant = page.experiment && context.variants[page.experiment.id];
			return variant ? pageForVariant(page, variant) : page;
		},
		services: (args) => renderContextOf(args).services
	}));
}
/** One handler per route, made on its first request (at most one per page and redirect, and the 404). */
var handlers = /* @__PURE__ */ new Map();
function handlerFor(route) {
	const key = route === void 0 ? "" : route.kind === "page" ? route.path : `redirect ${route.from}`;
	let handler = handlers.get(key);
	if (!handler) {
		handler = createHandler(route);
		handlers.set(key, handler);
	}
	return handler;
}
/** A page's route for browsers: its path pattern and its config's chunk (none for a config the build has not seen). */
function browserRouteOfPage(path) {
	const name = pageConfigNames.get(path);
	const module = name === void 0 ? void 0 : pageConfigModuleUrl(name);
	return module === void 0 ? null : {
		path,
		module
	};
}
/** The route endpoint's answer (server/ssr/route-discovery.ts): the page route of a path, or null (a redirect, the 404 page). */
function browserRouteOf(pathname) {
	const route = matchSiteRoute(pathname)?.value;
	return route?.kind === "page" ? browserRouteOfPage(route.path) : null;
}
var prefetchChrome = (page, read) => (layouts[page?.layout ?? "standard"] ?? layouts.standard)?.prefetch?.(read) ?? Promise.resolve({});
/**
* The loader data of the page route (or the 404 route): the last match's. React Router types
* loader data as `any`; the page and 404 routes' loaders return `PageRouteData`
* (src/engine/page-loader.ts), which the shape check confirms.
*/
function pageRouteData(context) {
	const routeId = context.matches.at(-1)?.route.id;
	const value = routeId === void 0 ? void 0 : context.loaderData[routeId];
	if (!isPlainObject(value) || !isPlainObject(value.sections) || typeof value.notFound !== "boolean") throw new Error(`route ${routeId ?? "(none)"} left no page data`);
	return value;
}
/** Answers one page request: a redirect, the page, or the 404 page, all rendered on the server. */
async function renderPage(input) {
	const url = new URL(`http://site.invalid${input.url}`);
	const overrides = input.pageOverrides ?? [];
	const pages = overrides.length ? new Map([...configuredPages, ...byPath(overrides)]) : configuredPages;
	const renderHandler = handlerFor((overrides.some((page) => !configuredPages.has(page.path)) ? siteRouteMatcher(pages.keys()) : matchSiteRoute)(url.pathname)?.value);
	const report = input.report ?? consoleReport;
	const services = {
		registry: blockRegistry,
		metaSources,
		read: input.read,
		report,
		prefetchChrome,
		notFoundHead
	};
	const context = await renderHandler.query(new Request(url), { requestContext: new RenderContext(services, pages, input.experimentVariants) });
	if (context instanceof Response) {
		const location = context.headers.get("location");
		if ((context.status === 301 || context.status === 302) && location) return {
			kind: "redirect",
			status: context.status,
			location
		};
		throw new Error(`the routes answered ${input.url} with HTTP ${context.status}`);
	}
	const error = context.errors && Object.values(context.errors)[0];
	if (error !== void 0 && error !== null) throw error instanceof Error ? error : /* @__PURE__ */ new Error(`route error on ${input.url}: ${String(error)}`);
	const data = pageRouteData(context);
	const route = data.page ? browserRouteOfPage(data.page.path) : null;
	const experimentId = data.notFound ? void 0 : data.page?.experiment?.id;
	const shownVariant = experimentId === void 0 ? void 0 : input.experimentVariants?.[experimentId];
	const fallback = {
		...data.fallback,
		...data.sections
	};
	if (input.formState !== void 0) fallback[FORM_STATE_KEY] = input.formState;
	const head = data.notFound || !data.page || !data.head ? notFoundHead : {
		...data.head,
		jsonLd: pageStructuredData({
			page: data.page,
			head: data.head,
			pagesByPath: pages,
			site: siteConfig,
			siteUrl: input.siteUrl
		})
	};
	const engine = {
		registry: blockRegistry,
		read: input.read,
		metaSources,
		report,
		dev: input.dev
	};
	await desktopNavLoaded;
	const html = renderToString(/* @__PURE__ */ jsx(AppProviders, {
		services: engine,
		fallback,
		children: /* @__PURE__ */ jsx(StaticRouterProvider, {
			router: createStaticRouter(renderHandler.dataRoutes, context),
			context,
			hydrate: false,
			nonce: input.nonce
		})
	}));
	return {
		kind: "page",
		status: data.notFound ? 404 : 200,
		head: renderHeadTags(head, input.siteUrl, {
			nonce: input.nonce,
			siteName: siteConfig.name,
			defaultImage: siteConfig.defaults.images.banner
		}),
		html,
		data: renderHydrationScript({
			fallback: {
				...data.fallback,
				...input.formState === void 0 ? {} : { [FORM_STATE_KEY]: input.formState }
			},
			sections: data.sections,
			apiToken: input.apiToken,
			dev: input.dev,
			apiOrigin: input.apiOrigin,
			...data.notFound ? { notFound: true } : {},
			...route ? { route } : {},
			...experimentId !== void 0 && shownVariant !== void 0 ? { experiment: {
				experiment: experimentId,
				variant: shownVariant
			} } : {}
		}),
		blockTypes: data.page && !data.notFound ? [...new Set(data.page.sections.map((s) => s.type))] : []
	};
}
var experimentPages = new Map(pageConfigs.flatMap((page) => page.experiment ? [[page.path, {
	path: page.path,
	experiment: page.experiment,
	configVersion: configVersion(page)
}]] : []));
/** The experiment of the page whose path is exactly `pathname` (no redirect, no parameters), if any. */
function experimentAt(pathname) {
	return experimentPages.get(pathname);
}
// server/http/proxy-trust.ts
var NO_PROXY = {
	enabled: false,
	hops: 0
};
/** Node reports IPv4 peers of a dual-stack socket as ::ffff:a.b.c.d. */
function plainAddress(address) {
	const trimmed = address.trim();
	return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}
function isTrustedProxy(trust, address) {
	const plain = plainAddress(address);
	const family = isIP(plain);
	if (!trust.proxies || family === 0) return false;
	return trust.proxies.check(plain, family === 4 ? "ipv4" : "ipv6");
}
/** Throws with a message naming the bad entry; env.ts turns it into a start-up error. */
function parseProxyTrust(value, clientHeader = "") {
	const header = clientHeader.trim().toLowerCase() || void 0;
	if (header && !/^[a-z0-9-]+$/.test(header)) throw new Error(`TRUST_PROXY_HEADER "${clientHeader}" is not a header name`);
	const text = value.trim().toLowerCase();
	if (text === "" || text === "false" || text === "0") return NO_PROXY;
	if (text === "true") return {
		enabled: true,
		hops: 1,
		clientHeader: header
	};
	if (/^\d+$/.test(text)) {
		const hops = Number(text);
		if (hops > 10) throw new Error(`TRUST_PROXY ${hops}: more than 10 proxies in front is not a real set-up`);
		return {
			enabled: true,
			hops,
			clientHeader: header
		};
	}
	const proxies = new BlockList();
	for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
		const [address = "", prefixText] = entry.split("/");
		const family = isIP(address);
		const maxPrefix = family === 4 ? 32 : 128;
		const prefix = prefixText === void 0 ? maxPrefix : Number(prefixText);
		if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix) throw new Error(`TRUST_PROXY entry "${entry}" is not an address or CIDR range (true, a hop count, or e.g. 10.0.0.0/8,2001:db8::/32)`);
		proxies.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
	}
	return {
		enabled: true,
		hops: 0,
		proxies,
		clientHeader: header
	};
}
// server/env.ts
/**
* The server's environment, parsed at start-up: a bad value stops the server with a message that
* names the variable. Only `publicEnv` ever reaches the browser.
*/
var optionalUrl = z.string().trim().transform((v) => v === "" ? void 0 : v).pipe(z.url().optional()).optional();
/** TRUST_PROXY and TRUST_PROXY_HEADER become one parsed trust (server/http/proxy-trust.ts). */
var envSchema = z.object({
	NODE_ENV: z.enum([
		"development",
		"production",
		"test"
	]).default("production"),
	PORT: z.coerce.number().int().min(0).max(65535).default(3e3),
	HOST: z.string().min(1).default("0.0.0.0"),
	SITE_URL: optionalUrl.describe("Absolute origin for canonical links; defaults to http://localhost:PORT"),
	DATA_DIR: z.string().min(1).default(".data"),
	DATABASE_URL: optionalUrl,
	DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10).describe("PostgreSQL connections per instance; instances x this must stay below the server's max_connections."),
	CONTENT_API_URL: optionalUrl,
	CONTENT_API_TOKEN: z.string().default(""),
	SITE_API_TOKEN: z.string().min(8, "SITE_API_TOKEN must be at least 8 characters").default("travel-site-public-token").describe("The fixed token the browser sends in the `token` header to this site's /api."),
	PUBLIC_API_ORIGIN: optionalUrl.describe("API origin written into pages for a static export (npm run export)."),
	RENDER_CACHE: z.enum(["on", "off"]).default("on").describe("Keep rendered pages per content version (off: render every request)."),
	LOG_LEVEL: z.enum([
		"fatal",
		"error",
		"warn",
		"info",
		"debug",
		"trace",
		"silent"
	]).default("info"),
	SMTP_URL: optionalUrl,
	LEADS_EMAIL_TO: z.email().optional().or(z.literal("").transform(() => void 0)),
	LEADS_EMAIL_FROM: z.email().default("website@travelnrelax.com"),
	LEAD_FORWARD_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(60).describe("Remote mode: a lead being delivered to the back end is tried again after this if its instance died."),
	LEAD_FORWARD_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86400).default(300).describe("Remote mode: the longest wait between two delivery attempts while the back end is down (backoff from 2 s)."),
	LEAD_FORWARD_ALERT_SECONDS: z.coerce.number().int().min(10).max(604800).default(900).describe("Remote mode: a lead pending longer than this makes /readyz say \"degraded\" and logs an error (so does any refused lead)."),
	TRUST_PROXY: z.string().default("false").describe("Proxies in front: true (one balancer), a hop count (2: CDN + balancer), or their CIDR list; read with TRUST_PROXY_HEADER."),
	TRUST_PROXY_HEADER: z.string().default("").describe("A CDN's header holding the visitor's address (e.g. cf-connecting-ip), believed only from a trusted proxy."),
	RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300).describe("POSTs one client address may send per window."),
	RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86400).default(60),
	REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1e3).max(3e5).default(15e3).describe("A client must have sent its whole request (headers and body) within this time."),
	CORS_ORIGINS: z.string().default("").transform((v) => v.split(",").map((origin) => origin.trim()).filter(Boolean)).pipe(z.array(z.url())).describe("Other origins allowed to call /api from a browser (comma-separated), e.g. a static export of the site."),
	KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1e3).max(6e5).default(5e3).describe("How long an idle keep-alive connection stays open; behind a load balancer, above its idle timeout."),
	IMAGE_ORIGINS: z.string().default("").transform((v) => v.split(",").map((origin) => origin.trim()).filter(Boolean)).pipe(z.array(z.url())).describe("Origins images may be fetched from besides CONTENT_API_URL's (comma-separated), e.g. an uploads CDN."),
	CONTENT_IMAGE_PATHS: z.string().default("/uploads/").transform((v) => v.split(",").map((path) => path.trim()).filter(Boolean)).pipe(z.array(z.string().regex(/^\/[^?#]*$/, "a path starting with /"))).describe("Remote mode: the content service's paths images may be fetched under (comma-separated); its other paths never are."),
	IMAGE_CACHE_DIR: z.string().optional().describe("Where resized images are kept; defaults to DATA_DIR/image-cache."),
	ASSETS_ARCHIVE_DIR: z.string().optional().transform((v) => v?.trim() ? v.trim() : void 0).describe("Rolling deploys: a folder all instances share where each copies its build's /assets/ and serves other builds' from (unset: off)."),
	ASSETS_ARCHIVE_DAYS: z.coerce.number().int().min(1).max(365).default(14).describe("How long an older build's assets stay servable from ASSETS_ARCHIVE_DIR."),
	IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(10).default(1024).describe("Disk space the resized images may take.")
}).transform((env, ctx) => {
	try {
		return {
			...env,
			TRUST_PROXY: parseProxyTrust(env.TRUST_PROXY, env.TRUST_PROXY_HEADER)
		};
	} catch (error) {
		ctx.addIssue({
			code: "custom",
			path: ["TRUST_PROXY"],
			message: error instanceof Error ? error.message : String(error)
		});
		return z.NEVER;
	}
});
var EnvError = class extends Error {};
function parseEnv(source = process.env) {
	const parsed = envSchema.safeParse(source);
	if (!parsed.success) throw new EnvError(`Invalid environment:\n${parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`).join("\n")}`);
	return parsed.data;
}
function siteUrlOf(env) {
	return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
// server/perf/assets-archive.ts
var DAY_MS = 864e5;
function archiveBuildAssets(options) {
	const now = options.now ?? Date.now();
	mkdirSync(options.archiveDir, { recursive: true });
	const own = existsSync(options.assetsDir) ? readdirSync(options.assetsDir) : [];
	let copied = 0;
	for (const name of own) {
		const target = join(options.archiveDir, name);
		if (existsSync(target)) {
			utimesSync(target, now / 1e3, now / 1e3);
			continue;
		}
		const partial = `${target}.${process.pid}.partial`;
		copyFileSync(join(options.assetsDir, name), partial);
		utimesSync(partial, now / 1e3, now / 1e3);
		renameSync(partial, target);
		copied += 1;
	}
	let removed = 0;
	const ownNames = new Set(own);
	for (const name of readdirSync(options.archiveDir)) {
		if (ownNames.has(name)) continue;
		const file = join(options.archiveDir, name);
		if (!(name.endsWith(".partial") ? now - statSync(file).mtimeMs > DAY_MS : now - statSync(file).mtimeMs > options.retentionDays * DAY_MS)) continue;
		rmSync(file, { force: true });
		removed += 1;
	}
	return {
		copied,
		kept: own.length - copied,
		removed
	};
}
// server/perf/static-files.ts
var VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/**
* The built browser files (`<build>/client`), each sent as the build wrote it: `x.js.br` or
* `x.js.gz` beside `x.js` (vite-plugin-compression2, vite.config.ts) when the request accepts
* it, with the original's Content-Type, the compressed file's Content-Length and
* `Vary: Accept-Encoding` (also on the uncompressed answer, so a shared cache keeps the variants
* apart). Nothing is compressed or remembered per request.
*
* - `/assets/*`: Vite's hashed files never change: cached for a year, `immutable`. One this build
*   lacks comes from the shared assets archive when there is one (an older build's, during a
*   rolling deploy); an unknown one is a short plain 404 at once, not a rendered page.
* - Other paths with a file in the folder (favicon, images): the file; page paths end with a
*   slash and skip the lookup; anything else falls through to the page routes (their 404 page).
*/
function registerBuiltFiles(app, clientDir, options = {}) {
	const files = serveStatic({
		root: clientDir,
		index: "no-index.html",
		precompressed: true
	});
	const archived = options.assetsArchiveDir ? serveStatic({
		root: options.assetsArchiveDir,
		precompressed: true,
		rewriteRequestPath: (path) => path.replace(/^\/assets\//, "/")
	}) : void 0;
	app.use("/assets/*", async (c) => {
		const found = await files(c, async () => void 0) ?? await archived?.(c, async () => void 0);
		if (!found) return c.text("Not found", 404);
		found.headers.set("Cache-Control", "public, max-age=31536000, immutable");
		return varyOnEncoding(found);
	});
	const publicFiles = async (c, next) => {
		if (c.req.path.endsWith("/")) return next();
		let missing = false;
		const found = await files(c, async () => {
			missing = true;
		});
		if (missing || !found) return next();
		return varyOnEncoding(found);
	};
	app.use("*", publicFiles);
}
function varyOnEncoding(file) {
	const vary = file.headers.get("vary");
	if (!vary || !VARY_ACCEPT_ENCODING.test(vary)) file.headers.append("Vary", "Accept-Encoding");
	return file;
}
// server/ssr/inline-stylesheet.ts
var STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
/**
* The built site's stylesheet inside the HTML shell, as a `<style>` element, instead of a link
* (decision 012). A phone's first page paints without a second round trip for its one
* render-blocking file: the bench's trace showed the LCP image loaded and then waiting on the
* stylesheet. Client-side navigations fetch no HTML, so only full page loads carry its bytes.
* Its `url(...)`s are absolute (/assets/...), so they mean the same from the page.
* Throws when the file could end the element early (`</style`): a shell must not break silently.
*/
function inlineStylesheets(shell, clientDir) {
	return shell.replace(STYLESHEET_LINK, (_link, path) => {
		const css = readFileSync(join(clientDir, path), "utf8");
		if (/<\/style/i.test(css)) throw new Error(`${path} contains "</style": it cannot be inlined`);
		return `<style data-href="/${path}">${css}</style>`;
	});
}
// server/ssr/scripts-after-first-paint.ts
var ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
var MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;
/** The id of the shell's one inline script (tests tell it from content by it). */
var START_SCRIPT_ID = "__APP_START__";
/** How long the scripts wait at most for the page's high-priority images (its LCP candidates). */
var HERO_WAIT_MS = 3e3;
/**
* Rewrites Vite's HTML shell so that the browser asks for the JavaScript after the page has
* painted, not while it parses the HTML. The page is complete without it (server-rendered, links
* and forms work without JavaScript), so on a phone's network the stylesheet and the hero image
* get the bandwidth first and the page paints sooner; hydration follows.
* "Painted" means the first frame, and the images marked `fetchpriority="high"` (the hero: the
* page's largest paint) decoded, or failed, and shown by the next frame, or HERO_WAIT_MS at most:
* scripts that start while the hero is still on its way share its bandwidth and push the largest
* paint back (an image can be loaded, `complete`, and still not painted).
* The entry's static imports are preloaded at the same moment, so they still load in parallel.
* Throws when the shell does not have the expected shape (a change in Vite's output must not
* silently leave a page without its script).
*/
function scriptsAfterFirstPaint(shell) {
	const entry = ENTRY_SCRIPT.exec(shell)?.[1];
	if (!entry) throw new Error("the HTML shell has no module entry script to defer");
	const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
	const start = [
		"let started = false;",
		"const start = () => {",
		"if (started) return; started = true;",
		`for (const href of ${JSON.stringify(preloads)}) {`,
		"const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link);",
		"}",
		`import(${JSON.stringify(entry)});`,
		"};",
		"const afterNextPaint = (then) => requestAnimationFrame(() => setTimeout(then));",
		"afterNextPaint(() => {",
		`const heroes = [...document.querySelectorAll('img[fetchpriority="high"]')];`,
		"Promise.all(heroes.map((image) => image.decode().catch(() => undefined))).then(() => afterNextPaint(start));",
		`setTimeout(start, ${HERO_WAIT_MS});`,
		"});"
	].join(" ");
	return shell.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => `<script type="module" id="${START_SCRIPT_ID}">${start}<\/script>\n`);
}
// server/api/api-error.ts
/** A JSON answer with any status (the content source's and the lead pipeline's statuses pass through). */
function jsonAnswer(body, status, headers = {}) {
	return new Response(JSON.stringify(body), {
		status,
		headers: {
			"content-type": "application/json; charset=utf-8",
			...headers
		}
	});
}
/** Every refusal of the API has the same JSON shape: { status, message }, never a stack trace. */
function apiError(_c, status, message, extra = {}) {
	return jsonAnswer({
		status,
		message,
		...extra
	}, status);
}
// server/http/refusal.ts
var isApiPath = (path) => path === "/api" || path.startsWith("/api/");
/**
* A refusal in the caller's language: JSON `{ status, message }` on /api (the site's own client
* reads it), a small HTML page elsewhere (a visitor's browser after a plain form post). Never a
* stack trace. Never kept by a cache either (`no-store`, unless the caller says otherwise): a
* 429 or 403 is about one client, a 5xx about one moment.
*/
function refusal(c, status, message, headers = {}) {
	const withCacheControl = {
		"cache-control": "no-store",
		...headers
	};
	if (isApiPath(c.req.path)) return jsonAnswer({
		status,
		message
	}, status, withCacheControl);
	const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${status}</title><h1>${escapeHtml(message)}</h1></html>`;
	return new Response(page, {
		status,
		headers: {
			"content-type": "text/html; charset=utf-8",
			...withCacheControl
		}
	});
}
// server/http/client-abort.ts
var INCOMPLETE_REQUEST_MESSAGE = "The request did not arrive completely.";
/**
* A client that hangs up while sending its body (a closed tab, a dropped mobile connection) makes
* the body read fail with "aborted". That is the client's doing, not an error of ours: answered
* 400 (which nobody receives) and logged at info by the request log, never as a 500.
*/
function isClientAbort(c, error) {
	if (c.req.raw.signal.aborted) return true;
	return (typeof error === "object" && error !== null && "code" in error ? error.code : void 0) === "ECONNRESET" || error instanceof Error && error.message === "aborted";
}
/** Reads the body as text; undefined when the client hung up before it arrived (the error is rethrown otherwise). */
async function readBodyText(c) {
	try {
		return await c.req.text();
	} catch (error) {
		if (isClientAbort(c, error)) return void 0;
		throw error;
	}
}
var incompleteRequest = (c) => refusal(c, 400, INCOMPLETE_REQUEST_MESSAGE);
// server/http/request-context.ts
var facts = /* @__PURE__ */ new WeakMap();
function rememberFact(c, key, value) {
	facts.set(c, {
		...facts.get(c),
		[key]: value
	});
}
/** The CSP nonce of this response; undefined when the security headers middleware did not run. */
var cspNonceOf = (c) => c.get("secureHeadersNonce");
var requestIdOf = (c) => c.get("requestId");
/** The client address as the rate limiter sees it ('unknown' without a socket, e.g. app.request). */
var clientAddressOf = (c) => facts.get(c)?.clientAddress ?? "unknown";
// server/api/content-routes.ts
/** Resolves `/api/<path>` to a call; `Blogs/details/{blogId}` carries its id in the path. */
function resolveCall(path) {
	const details = /^Blogs\/details\/([^/]+)$/.exec(path);
	if (details?.[1]) return {
		call: "Blogs/details",
		pathParams: { blogId: decodeURIComponent(details[1]) }
	};
	return isContentCallName(path) ? {
		call: path,
		pathParams: {}
	} : null;
}
/** POST /api/<call> for every call of the contract, checked against its request schema. */
function createApiRoutes(deps) {
	const api = new Hono();
	api.post("/*", async (c) => {
		const path = c.req.path.replace(/^\/api\//, "");
		const resolved = resolveCall(path);
		if (!resolved) return apiError(c, 404, `Unknown call "${path}".`);
		if (c.req.header("token") !== deps.token) return apiError(c, 401, "Missing or wrong token header.");
		const text = await readBodyText(c);
		if (text === void 0) return incompleteRequest(c);
		let json = {};
		if (text.trim() !== "") try {
			json = JSON.parse(text);
		} catch {
			return apiError(c, 400, "The request body is not valid JSON.");
		}
		if (json === null || typeof json !== "object" || Array.isArray(json)) return apiError(c, 400, "The request body must be a JSON object.");
		const { call, pathParams } = resolved;
		if (call === "enquiries/register" || call === "enquiries/lead_contact") {
			const answer = await deps.handleForm(call, json, clientAddressOf(c), c.req.raw.headers);
			return jsonAnswer(answer.body, answer.status, answer.headers);
		}
		if (call === "newsletter/subscribe") {
			if (!deps.handleNewsletter) return apiError(c, 404, `Unknown call "${path}".`);
			const answer = await deps.handleNewsletter(json, clientAddressOf(c));
			return jsonAnswer(answer.body, answer.status, answer.headers);
		}
		const request = contentCalls[call].request.safeParse({
			...json,
			...pathParams
		});
		if (!request.success) {
			const first = request.error.issues[0];
			return apiError(c, 400, `Invalid request: ${first ? `${first.path.join(".") || "body"}: ${first.message}` : "bad body"}`);
		}
		try {
			const answer = await deps.source.answer(call, { ...request.data });
			return jsonAnswer(answer.body, answer.status);
		} catch (error) {
			deps.logger.warn({
				call,
				err: error instanceof Error ? error.message : String(error)
			}, "content source failed");
			return apiError(c, 502, "The content service is unavailable. Please try again later.");
		}
	});
	api.all("/*", (c) => apiError(c, 405, "Use POST for API calls."));
	return api;
}
// server/content-source/server-reader.ts
/**
* The reader server-side rendering uses: the same calls as the browser, straight to the content
* source (no HTTP hop), with the spec's wrapper semantics: null on any failure, logged.
*/
function createServerReader(source, logger) {
	const warn = (details, message) => logger.warn(details, message);
	return async (call, body) => {
		if (!isContentCallName(call)) {
			warn({ call: call.slice(0, 100) }, "content: unknown call");
			return null;
		}
		const request = contentCalls[call].request.safeParse(body ?? {});
		if (!request.success) {
			warn({
				call,
				err: request.error.issues[0]?.message ?? ""
			}, "content: invalid request");
			return null;
		}
		try {
			const answer = await source.answer(call, { ...request.data });
			if (answer.status >= 200 && answer.status < 300) return answer.body;
			warn({
				call,
				status: answer.status
			}, "content: call answered with an error status");
			return null;
		} catch (error) {
			warn({
				call,
				err: error instanceof Error ? error.message : String(error)
			}, "content: call failed");
			return null;
		}
	};
}
// server/db/rows.ts
/** Rows are data from outside the process: parse them, never cast them. */
function parseRows(schema, result) {
	return result.rows.map((row) => schema.parse(row));
}
// src/lib/printable-text.ts
/**
* C0 and C1 control characters (ESC starts a terminal escape sequence, BEL rings, CR rewrites a
* line) and the Unicode bidi controls (U+202E turns "exe.txt" into "txt.exe" on screen): what a
* visitor or an editor could type to erase lines, fake rows or hide text in a terminal or a
* spreadsheet. Line breaks and tabs are C0 too: kept only where the caller says so.
*/
var CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var LINE_BREAKS_AND_TABS = /\r\n|[\r\n\t]/g;
/**
* Text safe to print where someone reads it (a terminal, a CSV cell, a list): controls removed;
* line breaks and tabs kept with `keepLineBreaks` (a CSV cell quotes them), otherwise each
* becomes a visible " ↵ " or a space, so no field can start a line of its own.
*/
function printable(text, options = {}) {
	const stripped = text.replace(CONTROLS, "");
	if (options.keepLineBreaks) return stripped;
	return stripped.replace(LINE_BREAKS_AND_TABS, (match) => match === "	" ? " " : " ↵ ");
}
// server/leads/lead-mail.ts
/** A stored lead as the outbox worker reads it. */
var leadRowSchema = z.object({
	id: z.union([z.string(), z.number()]).transform(String),
	kind: z.enum(["enquiry", "lead"]),
	lead_page: z.string().nullable(),
	payload: z.record(z.string(), z.unknown()),
	created_at: z.union([z.date(), z.string()]).transform((v) => v instanceof Date ? v.toISOString() : v)
});
var LABELS = {
	fname: "First name",
	lname: "Last name",
	fullname: "Full name",
	email: "Email",
	conf_email: "Confirm email",
	phone_code: "Telephone code",
	phone: "Phone",
	destination: "Destination id (0 = custom)",
	custom_destination: "Custom destination",
	start_date: "Start",
	end_date: "End",
	month: "Month",
	people: "People",
	per_head: "Budget per person (USD)",
	budget: "Total budget",
	travel_date: "Travel date",
	country: "Country id",
	city: "City",
	lead_page: "Landing page",
	comments: "Comments",
	comment: "Comment"
};
/** The fields a visitor writes in several lines; every other field is one line. */
var MULTILINE = /* @__PURE__ */ new Set(["comments", "comment"]);
/**
* One field of the e-mail. What the visitor typed can never forge a line of its own ("Email:
* someone@else", "Lead id: 1"): controls are removed, a one-line field's line breaks become " ↵ ",
* and each further line of a comment is quoted with "  | " under its label.
*/
function fieldLines(key, value) {
	const label = LABELS[key] ?? printable(key);
	if (!MULTILINE.has(key)) return [`${label}: ${printable(text$1(value))}`];
	const [first = "", ...rest] = printable(text$1(value), { keepLineBreaks: true }).split(/\r\n|\r|\n/);
	return [`${label}: ${first.replace(/\t/g, " ")}`, ...rest.map((line) => `  | ${line.replace(/\t/g, " ")}`)];
}
var text$1 = (value) => typeof value === "string" ? value : value === void 0 || value === null ? "" : JSON.stringify(value);
function leadDisplayName(row) {
	const p = row.payload;
	return row.kind === "enquiry" ? `${text$1(p.fname)} ${text$1(p.lname)}`.trim() : text$1(p.fullname);
}
/** The agency's e-mail for one lead: every field, labelled, with the visitor as Reply-To. */
function composeLeadMail(row, addresses) {
	const what = row.kind === "enquiry" ? "trip enquiry (/go/)" : `lead (${row.lead_page || "landing page"})`;
	const lines = Object.entries(row.payload).flatMap(([key, value]) => fieldLines(key, value));
	const replyTo = z.email().safeParse(row.payload.email);
	return {
		from: addresses.from,
		to: addresses.to,
		replyTo: replyTo.success ? replyTo.data : void 0,
		subject: printable(`New ${what} from ${leadDisplayName(row) || "a visitor"} (#${row.id})`),
		text: [
			`A new ${what} arrived on ${row.created_at}.`,
			"",
			...lines,
			"",
			`Lead id: ${row.id}`
		].join("\n")
	};
}
// server/leads/leased-queue.ts
/**
* What the leased queues share (lead_outbox: the leads' e-mails; lead_forward: the back end in
* remote mode; studio_mail_outbox: the studio's outcome e-mails): due rows are claimed with a
* lease, so several instances on one PostgreSQL never work on the same row at once, a failed
* attempt is retried with backoff, and a worker polls for due rows until it is stopped.
*
* Each table's name is put into SQL text (a table cannot be a parameter), so the names and their
* SQL live only here, keyed by a fixed union: no caller can pass a name of its own.
*/
var LEAD_READ = `SELECT c.id AS queue_id, c.attempts, l.id, l.kind, l.lead_page, l.payload, l.created_at, l.submission_id
     FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`;
var QUEUES = {
	lead_outbox: {
		pending: "sent_at IS NULL",
		done: "sent_at",
		read: LEAD_READ
	},
	lead_forward: {
		pending: "delivered_at IS NULL AND refused_at IS NULL",
		done: "delivered_at",
		read: LEAD_READ
	},
	studio_mail_outbox: {
		pending: "sent_at IS NULL",
		done: "sent_at",
		read: "SELECT c.id AS queue_id, c.attempts, c.request_id, c.to_address, c.subject, c.body FROM claimed c ORDER BY c.id"
	}
};
/** What every claimed row carries, whatever its queue: its own id and the attempts made so far. */
var queueIdSchema = z.union([z.string(), z.number()]).transform(String);
var claimedRow = leadRowSchema.extend({
	queue_id: queueIdSchema,
	attempts: z.number().int(),
	submission_id: z.string()
});
/** Backoff of the n-th failed attempt (n ≥ 1): base, 2×base, 4×base … capped. */
function retryDelayMs(attempt, baseDelayMs, maxDelayMs) {
	return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempt - 1));
}
/**
* Claims up to `limit` due rows of `queue` and reads them (the queue's own read: a lead queue's
* rows with their leads) in one statement: FOR UPDATE SKIP LOCKED picks rows no other instance is
* claiming, and moving next_attempt_at a lease ahead keeps them for this worker. A worker that
* dies mid-attempt leaves the row due again when the lease ends (at least once). `schema` parses
* the queue's read.
*/
async function claimDue(db, queue, schema, leaseMs, limit = 10) {
	const { pending, read } = QUEUES[queue];
	return parseRows(schema, await db.query(`WITH due AS (
       SELECT id FROM ${queue} WHERE ${pending} AND next_attempt_at <= now()
       ORDER BY next_attempt_at, id LIMIT $2 FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE ${queue} q SET next_attempt_at = now() + $1::int * interval '1 millisecond'
       FROM due WHERE q.id = due.id RETURNING q.*)
     ${read}`, [leaseMs, limit]));
}
/** Due leads of a lead queue, each with its lead. */
var claimDueLeads = (db, queue, leaseMs, limit = 10) => claimDue(db, queue, claimedRow, leaseMs, limit);
/** A failed attempt: counted, its reason kept, the row due again after the backoff. */
async function scheduleRetry(db, queue, row, reason, delayMs) {
	await db.query(`UPDATE ${queue} SET attempts = $2, last_error = $3, next_attempt_at = now() + $4::int * interval '1 millisecond' WHERE id = $1`, [
		row.queue_id,
		row.attempts + 1,
		reason.slice(0, 500),
		delayMs
	]);
}
/** A successful attempt: counted, done (sent or delivered), its last error cleared. */
async function markDone(db, queue, row) {
	await db.query(`UPDATE ${queue} SET attempts = attempts + 1, ${QUEUES[queue].done} = now(), last_error = NULL WHERE id = $1`, [row.queue_id]);
}
/**
* Runs `pass` now and then every `pollMs` (at once again when it says more is due) until stopped.
* A pass never throws: it logs its own failures.
*/
function startPolling(pass, pollMs) {
	let stopped = false;
	let timer;
	let running = Promise.resolve();
	const run = () => pass().then((outcome) => outcome?.more && !stopped ? run() : void 0);
	const schedule = () => {
		if (stopped) return;
		timer = setTimeout(() => {
			running = run().finally(schedule);
		}, pollMs);
	};
	running = run().finally(schedule);
	return {
		isStopped: () => stopped,
		/** Runs one pass now (tests; and to deliver without waiting for the next poll). */
		async nudge() {
			await running;
			if (!stopped) await run();
		},
		/** Stops polling and waits for a pass in flight (before the database is closed). */
		async stop() {
			stopped = true;
			if (timer) clearTimeout(timer);
			await running;
		}
	};
}
// server/leads/redact.ts
/**
* Logs never hold a visitor's e-mail address or phone number: anything that looks like one is
* masked before a message (e.g. a mail server's refusal, which quotes the recipient) is logged.
*/
var EMAIL$1 = /[^\s<>()"',;:]+@[^\s<>()"',;:]+\.[a-z]{2,}/gi;
/** Seven or more digits, optionally with +, spaces, dots, dashes or brackets between them. */
var PHONE$1 = /\+?\d(?:[\s().-]*\d){6,}/g;
function redact(text) {
	return text.replace(EMAIL$1, "[email]").replace(PHONE$1, "[phone]");
}
function describeFailure(error) {
	return redact(error instanceof Error ? error.message : String(error));
}
// server/leads/lead-forwarder.ts
var RETRIED_4XX = /* @__PURE__ */ new Set([
	408,
	425,
	429
]);
/** Answers that say the back end is misconfigured or not the contract's, not that the lead is bad. */
var CONFIGURATION_FAULTS = /* @__PURE__ */ new Set([
	401,
	403,
	404
]);
var answerBody$1 = z.object({
	status: z.union([z.number(), z.string()]).optional(),
	message: z.string().optional(),
	data: z.object({ message: z.string().optional() }).passthrough().nullish()
});
/** The call and the spec's request body of a stored lead, plus its submission id. */
function forwardRequest(row) {
	return {
		call: row.kind === "enquiry" ? "enquiries/register" : "enquiries/lead_contact",
		body: {
			...row.payload,
			submission_id: row.submission_id
		}
	};
}
/** What the back end's answer means for the lead. */
function classifyAnswer(status, text) {
	const json = parseJsonOrUndefined(text);
	const body = answerBody$1.safeParse(json);
	const message = body.success && (body.data.data?.message || body.data.message) || text.slice(0, 200) || `HTTP ${status}`;
	const short = redact(message).slice(0, 200);
	if (status >= 500 || RETRIED_4XX.has(status)) return {
		kind: "retry",
		reason: `HTTP ${status}: ${short}`
	};
	if (CONFIGURATION_FAULTS.has(status)) return {
		kind: "retry",
		reason: `HTTP ${status} (configuration fault?): ${short}`,
		configurationFault: true
	};
	if (status >= 400) return {
		kind: "refused",
		status,
		message
	};
	if (status < 200 || status >= 300) return {
		kind: "retry",
		reason: `HTTP ${status}`
	};
	const said = body.success && body.data.status !== void 0 ? Number(body.data.status) : NaN;
	if (said === 200) return { kind: "delivered" };
	if (said >= 500 || RETRIED_4XX.has(said)) return {
		kind: "retry",
		reason: `HTTP ${status}, status ${said} in the body`
	};
	if (said >= 400 && CONFIGURATION_FAULTS.has(said)) return {
		kind: "retry",
		reason: `HTTP ${status}, status ${said} in the body: ${short}`,
		configurationFault: true
	};
	if (said >= 400) return {
		kind: "refused",
		status: said,
		message
	};
	return {
		kind: "retry",
		reason: `HTTP ${status} answer ${json === void 0 ? "not JSON" : "JSON without the status 200"} (configuration fault?): ${redact(text.slice(0, 80))}`,
		configurationFault: true
	};
}
/** Delivery over HTTP to the content service, bounded by a timeout (a hung back end is a retry). */
function httpDelivery(options) {
	const base = options.baseUrl.replace(/\/?$/, "/");
	return async (row, signal) => {
		const { call, body } = forwardRequest(row);
		try {
			const timeout = options.timeoutMs === void 0 ? void 0 : AbortSignal.timeout(options.timeoutMs);
			const response = await fetch(new URL(call, base), {
				method: "POST",
				headers: {
					"content-type": "application/json",
					token: options.token,
					"idempotency-key": row.submission_id
				},
				body: JSON.stringify(body),
				signal: signal && timeout ? AbortSignal.any([signal, timeout]) : signal ?? timeout ?? AbortSignal.timeout(1e4)
			});
			return classifyAnswer(response.status, (await response.text()).slice(0, 1e5));
		} catch (error) {
			return {
				kind: "retry",
				reason: describeFailure(error instanceof Error && error.cause instanceof Error ? error.cause : error)
			};
		}
	};
}
function startLeadForwarder(options) {
	const { db, logger } = options;
	const baseDelayMs = options.baseDelayMs ?? 2e3;
	const maxDelayMs = options.maxDelayMs ?? 3e5;
	const leaseMs = options.leaseMs ?? 6e4;
	const batch = options.batch ?? 10;
	const alertAfterMs = options.alertAfterMs ?? 9e5;
	const attemptMs = Math.max(1e3, leaseMs - Math.min(5e3, leaseMs / 4));
	const inFlight = /* @__PURE__ */ new Set();
	let lastAlertAt = 0;
	async function attempt(row) {
		if (inFlight.has(row.id)) return {
			kind: "retry",
			reason: "previous attempt still in flight"
		};
		inFlight.add(row.id);
		try {
			return await options.deliver(row, AbortSignal.timeout(attemptMs));
		} finally {
			inFlight.delete(row.id);
		}
	}
	/** One error line a minute at most while leads are refused or the oldest pending is too old. */
	async function alertIfStuck() {
		if (Date.now() - lastAlertAt < 6e4) return;
		const backlog = await forwardBacklog(db, alertAfterMs);
		if (!backlog.degraded) return;
		lastAlertAt = Date.now();
		logger.error(backlog, "lead forwarding degraded: leads refused or waiting too long (npm run leads; --requeue after a fix)");
	}
	async function settle(row, outcome) {
		const attempt = row.attempts + 1;
		if (outcome.kind === "delivered") {
			await markDone(db, "lead_forward", row);
			logger.info({
				leadId: row.id,
				kind: row.kind,
				submissionId: row.submission_id,
				attempt
			}, "lead delivered to the back end");
		} else if (outcome.kind === "refused") {
			await db.query("UPDATE lead_forward SET attempts = attempts + 1, refused_at = now(), refusal = $2 WHERE id = $1", [row.queue_id, `HTTP ${outcome.status}: ${outcome.message}`.slice(0, 1e3)]);
			logger.error({
				leadId: row.id,
				kind: row.kind,
				status: outcome.status,
				reason: redact(outcome.message).slice(0, 200)
			}, "lead refused by the back end; not retried (npm run leads -- --requeue after a fix)");
		} else if (outcome.reason === "previous attempt still in flight") await scheduleRetry(db, "lead_forward", {
			...row,
			attempts: row.attempts - 1
		}, outcome.reason, baseDelayMs);
		else {
			const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
			await scheduleRetry(db, "lead_forward", row, outcome.reason, delay);
			const details = {
				leadId: row.id,
				attempt,
				retryInMs: delay,
				err: outcome.reason
			};
			if (outcome.configurationFault) logger.error(details, "lead not delivered: the back end answered like a misconfigured service; will retry");
			else logger.warn(details, "lead not delivered to the back end; will retry");
		}
	}
	const polling = startPolling(async () => {
		try {
			const rows = await claimDueLeads(db, "lead_forward", leaseMs, batch);
			await Promise.all(rows.map(async (row) => settle(row, await attempt(row))));
			await alertIfStuck();
			return { more: rows.length === batch };
		} catch (error) {
			logger.warn({ err: describeFailure(error) }, "forwarding pass failed; will try again");
			return { more: false };
		}
	}, options.pollMs ?? 1e3);
	return {
		nudge: polling.nudge,
		stop: polling.stop
	};
}
var backlogRow = z.object({
	pending: z.coerce.number(),
	refused: z.coerce.number(),
	oldest_pending_seconds: z.coerce.number().nullable()
});
/**
* For /readyz and operators: leads not yet delivered, the age of the oldest, and the refused;
* degraded when any lead is refused or the oldest pending one is older than `alertAfterMs`.
*/
async function forwardBacklog(db, alertAfterMs = 9e5) {
	const [row] = parseRows(backlogRow, await db.query(`SELECT count(*) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL) AS pending,
              count(*) FILTER (WHERE refused_at IS NOT NULL) AS refused,
              floor(extract(epoch FROM now() - min(created_at) FILTER (WHERE delivered_at IS NULL AND refused_at IS NULL))) AS oldest_pending_seconds
       FROM lead_forward`));
	const backlog = {
		pending: row?.pending ?? 0,
		oldestPendingSeconds: row?.oldest_pending_seconds ?? 0,
		refused: row?.refused ?? 0
	};
	return {
		...backlog,
		degraded: backlog.refused > 0 || backlog.oldestPendingSeconds * 1e3 > alertAfterMs
	};
}
/** start.ts: the worker in remote mode (CONTENT_API_URL set), else undefined. */
function startForwarding(env, db, logger) {
	if (!env.CONTENT_API_URL) return void 0;
	logger.info("remote mode: leads are forwarded to the content service");
	const leaseMs = env.LEAD_FORWARD_LEASE_SECONDS * 1e3;
	return startLeadForwarder({
		db,
		logger,
		deliver: httpDelivery({
			baseUrl: env.CONTENT_API_URL,
			token: env.CONTENT_API_TOKEN
		}),
		leaseMs,
		alertAfterMs: env.LEAD_FORWARD_ALERT_SECONDS * 1e3,
		maxDelayMs: env.LEAD_FORWARD_MAX_DELAY_SECONDS * 1e3
	});
}
/** Whether new leads get a lead_forward row: the same condition as startForwarding. */
var forwardingEnabled = (env) => Boolean(env.CONTENT_API_URL);
// server/limits/limits-store.ts
/** The shared store could not be asked (PostgreSQL down): each caller decides to fail open or closed. */
var LimitsUnavailable = class extends Error {};
/** rate-limiter-flexible's table (migration 007); its key column holds 255 characters. */
var TABLE = "rate_limits";
/** Long keys (a pasted novel as a studio user name) are hashed to fit the column; short ones stay readable. */
var storedKey = (key) => key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
function counterOf(limiter) {
	return {
		async hit(key) {
			try {
				await limiter.consume(storedKey(key));
				return {
					allowed: true,
					retryAfterSeconds: 0
				};
			} catch (outcome) {
				if (outcome instanceof RateLimiterRes) return {
					allowed: false,
					retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1e3))
				};
				throw new LimitsUnavailable(`rate limits store: ${outcome instanceof Error ? outcome.message : String(outcome)}`);
			}
		},
		async reset(key) {
			try {
				await limiter.delete(storedKey(key));
			} catch (error) {
				throw new LimitsUnavailable(`rate limits store: ${error instanceof Error ? error.message : String(error)}`);
			}
		}
	};
}
/**
* Every rate limit (visitor POSTs, forms, newsletter, studio logins) in one store: on PostgreSQL
* rate-limiter-flexible's RateLimiterPostgres, whose upsert counts atomically across all the
* instances on that database; on PGlite, which is one process by nature, its memory store.
* Counters with the same name share their counts (one per purpose, created once per app).
*/
function createLimitsStore(db) {
	const pool = db?.pgPool;
	if (!pool) return {
		kind: "memory",
		counter: (name, limit) => counterOf(new RateLimiterMemory({
			keyPrefix: name,
			points: limit.max,
			duration: limit.windowSeconds
		}))
	};
	return {
		kind: "postgres",
		counter: (name, limit) => counterOf(new RateLimiterPostgres({
			storeClient: pool,
			storeType: "pool",
			tableName: TABLE,
			tableCreated: true,
			keyPrefix: name,
			points: limit.max,
			duration: limit.windowSeconds
		}))
	};
}
// server/security/api-cors.ts
/**
* CORS for /api by hono/cors, for exactly the origins in CORS_ORIGINS (e.g. a static export of the
* site on another host calling this server for revalidation and forms, docs/deployment.md). Any
* other origin gets no Access-Control-Allow-Origin, so browsers keep its pages from reading our
* answers and never send its JSON POSTs (their preflight fails). Without CORS_ORIGINS nothing is
* registered: no preflight is answered at all.
*/
function apiCors(allowedOrigins) {
	const origins = allowedOrigins.flatMap((origin) => URL.canParse(origin) ? [new URL(origin).origin] : []);
	if (origins.length === 0) return void 0;
	return cors({
		origin: origins,
		allowMethods: ["POST"],
		allowHeaders: ["content-type", "token"],
		maxAge: 600
	});
}
// server/security/cross-site-guard.ts
var CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";
var hostOf = (url) => URL.canParse(url) ? new URL(url).host.toLowerCase() : void 0;
var originOf = (url) => URL.canParse(url) ? new URL(url).origin.toLowerCase() : void 0;
/**
* A state-changing request a browser sends for a page must come from this site: hono/csrf, which
* takes it when Sec-Fetch-Site says same-origin or Origin names this site — its own host (the
* request's Host, the load balancer's X-Forwarded-Host with TRUST_PROXY, or SITE_URL's) or an
* origin in CORS_ORIGINS (a static export posting its forms here). hono/csrf guards the bodies a
* page on another site can send without asking (form encodings and text/plain); a JSON POST from
* another site needs a CORS preflight first, which only CORS_ORIGINS pass (api-cors.ts), and /api
* takes nothing but JSON (json-only.ts). A request with neither Origin nor Sec-Fetch-Site (curl,
* a server) is no browser acting for someone else: it passes; the token and the limits still apply.
* The refusal is the site's own (JSON on /api, a page elsewhere), not hono's plain "Forbidden".
*/
function crossSiteGuard(options) {
	const siteHost = hostOf(options.siteUrl);
	const allowed = new Set((options.allowedOrigins ?? []).flatMap((origin) => originOf(origin) ?? []));
	const guard = csrf({
		secFetchSite: "same-origin",
		origin: (origin, c) => {
			const ownHosts = [
				c.req.header("host")?.toLowerCase(),
				options.trustProxy ? c.req.header("x-forwarded-host")?.split(",")[0]?.trim().toLowerCase() : void 0,
				siteHost
			];
			const originHost = hostOf(origin);
			return originHost !== void 0 && ownHosts.includes(originHost) || allowed.has(originOf(origin) ?? "");
		}
	});
	return async (c, next) => {
		if (c.req.header("origin") === void 0 && c.req.header("sec-fetch-site") === void 0) return next();
		try {
			await guard(c, next);
		} catch (error) {
			if (error instanceof HTTPException && error.status === 403) return refusal(c, 403, CROSS_SITE_MESSAGE);
			throw error;
		}
	};
}
// server/http/served-over-https.ts
/**
* Whether the visitor reached us over HTTPS: TLS on our own socket, or, only when TRUST_PROXY says
* a TLS-terminating load balancer is in front, that balancer's X-Forwarded-Proto. Without
* TRUST_PROXY the header is whatever the client chose to send, so it never turns on HSTS, Secure
* cookies or upgrade-insecure-requests on a plain-http instance.
*/
function servedOverHttps(c, trustProxy) {
	if (new URL(c.req.url).protocol === "https:") return true;
	if (!trustProxy) return false;
	return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
// server/security/content-security-policy.ts
/**
* The Content-Security-Policy of every document, in hono/secure-headers' form. Scripts run only
* from this origin or with this response's nonce (NONCE: a fresh one per response, which the page
* renderer puts on the inline script elements it writes) — never inline without it, never from
* another host; `object-src 'none'` and `base-uri 'none'` close the classic bypasses. Styles allow
* inline because React writes style attributes (a style cannot run code). Images and video may come
* from the content service's http(s) hosts (the content contract lets only http(s) and
* site-relative addresses through). Development relaxes what Vite needs: its HMR web socket and
* eval in dev tooling.
*/
function contentSecurityPolicy(options) {
	const { dev } = options;
	return {
		defaultSrc: ["'self'"],
		scriptSrc: [
			"'self'",
			NONCE,
			...dev ? ["'unsafe-eval'"] : []
		],
		styleSrc: ["'self'", "'unsafe-inline'"],
		imgSrc: [
			"'self'",
			"data:",
			"blob:",
			"https:",
			"http:"
		],
		mediaSrc: [
			"'self'",
			"blob:",
			"https:",
			"http:"
		],
		fontSrc: ["'self'", "data:"],
		connectSrc: ["'self'", ...dev ? ["ws:", "wss:"] : []],
		frameSrc: ["'self'"],
		workerSrc: ["'self'", "blob:"],
		manifestSrc: ["'self'"],
		objectSrc: ["'none'"],
		baseUri: ["'none'"],
		formAction: ["'self'"],
		frameAncestors: ["'none'"],
		...options.https ? { upgradeInsecureRequests: [] } : {}
	};
}
// server/security/security-headers.ts
var PERMISSIONS_POLICY = Object.fromEntries([
	"accelerometer",
	"camera",
	"displayCapture",
	"geolocation",
	"gyroscope",
	"magnetometer",
	"microphone",
	"midi",
	"payment",
	"usb"
].map((feature) => [feature, false]));
var HSTS = "max-age=31536000; includeSubDomains";
/** Headers hono/secure-headers adds by default that this site does not want anywhere. */
var NOT_WANTED = {
	xDnsPrefetchControl: false,
	xDownloadOptions: false,
	xPermittedCrossDomainPolicies: false,
	originAgentCluster: false
};
/**
* What a document carries (pages, API answers, redirects, refusals, SVG and other files a browser
* can open as a page): the CSP with this response's nonce, the referrer and permissions policies,
* COOP and X-Frame-Options (for browsers that predate frame-ancestors).
*/
var forDocuments = (dev, https) => secureHeaders({
	...NOT_WANTED,
	contentSecurityPolicy: contentSecurityPolicy({
		dev,
		https
	}),
	crossOriginResourcePolicy: false,
	referrerPolicy: "strict-origin-when-cross-origin",
	xFrameOptions: "DENY",
	permissionsPolicy: PERMISSIONS_POLICY,
	strictTransportSecurity: https ? HSTS : false
});
/** What protects a subresource: nosniff and CORP (no other site may load it into its pages). */
var forSubresources = (https) => secureHeaders({
	...NOT_WANTED,
	crossOriginOpenerPolicy: false,
	referrerPolicy: false,
	xFrameOptions: false,
	xXssProtection: false,
	strictTransportSecurity: https ? HSTS : false
});
/**
* Files a browser never treats as a document: scripts, stylesheets, fonts, raster images, media.
* A CSP, frame-ancestors or a permissions policy governs a document and means nothing on them.
* SVG, HTML, XML, JSON and anything untyped keep the document set (an SVG opened on its own is a
* document that can run script).
*/
var SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg)|video\/|audio\/|application\/wasm)/i;
var isSubresource = (c) => c.res.ok && SUBRESOURCE.test(c.res.headers.get("content-type") ?? "");
/**
* The security headers of every response, by hono/secure-headers. The nonce is drawn before the
* route runs (the page renderer reads it, cspNonceOf); which set applies is known only from the
* answer's type, so the matching middleware runs once the route has answered. HSTS only over HTTPS
* (served-over-https.ts: X-Forwarded-Proto counts only with TRUST_PROXY).
*/
function securityHeaders(options) {
	const sets = {
		document: {
			http: forDocuments(options.dev, false),
			https: forDocuments(options.dev, true)
		},
		subresource: {
			http: forSubresources(false),
			https: forSubresources(true)
		}
	};
	return async (c, next) => {
		NONCE(c, "script-src");
		await next();
		const response = new Response(c.res.body, c.res);
		c.res = void 0;
		c.res = response;
		const set = sets[isSubresource(c) ? "subresource" : "document"][servedOverHttps(c, options.trustProxy) ? "https" : "http"];
		await set(c, async () => void 0);
	};
}
// server/http/body-limit.ts
var MAX_BODY_BYTES = 16384;
var BODY_TOO_LARGE_MESSAGE = "The request body is too large (at most 16 KB).";
/**
* At most 16 KB of body on every path (API calls and plain form posts alike). Hono's limiter
* trusts Content-Length only when there is no Transfer-Encoding and otherwise counts the bytes
* as they stream in, so a chunked body is cut off at the limit too.
*/
function requestBodyLimit(maxBytes = MAX_BODY_BYTES) {
	const limit = bodyLimit({
		maxSize: maxBytes,
		onError: (c) => refusal(c, 413, BODY_TOO_LARGE_MESSAGE)
	});
	return async (c, next) => {
		try {
			return await limit(c, next);
		} catch (error) {
			if (isClientAbort(c, error)) return incompleteRequest(c);
			throw error;
		}
	};
}
// server/http/client-address.ts
/** The socket's peer, when the request came through Node's http server (not in app.request tests). */
function socketAddress(c) {
	const bindings = c.env;
	if (typeof bindings !== "object" || bindings === null || !("incoming" in bindings)) return void 0;
	return bindings.incoming instanceof IncomingMessage ? bindings.incoming.socket.remoteAddress : void 0;
}
/**
* Who is asking (docs/operations.md, "Client address"). Directly exposed, the socket's peer.
* Behind proxies, the X-Forwarded-For chain is read from the right, where our own proxies
* appended: with a hop count N, the entry N places left of the peer; with a CIDR list, the first
* entry from the right that is not one of our proxies. Entries further left are whatever the
* client sent and never let it pick a fresh address per request. A CDN's named header (e.g.
* CF-Connecting-IP) wins, but only from a trusted peer.
*/
function clientAddress(c, trust) {
	const peer = socketAddress(c);
	if (!trust.enabled) return peer ?? "unknown";
	if (!(trust.hops > 0 || peer === void 0 || isTrustedProxy(trust, peer))) return peer ?? "unknown";
	if (trust.clientHeader) {
		const named = plainAddress(c.req.header(trust.clientHeader) ?? "");
		if (isIP(named)) return named;
	}
	const chain = [...(c.req.header("x-forwarded-for") ?? "").split(",").map(plainAddress).filter(Boolean), peer ?? "unknown"];
	if (trust.hops > 0) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? "unknown";
	for (let index = chain.length - 1; index >= 0; index -= 1) {
		const entry = chain[index] ?? "";
		if (!isTrustedProxy(trust, entry) && entry !== "unknown") return entry;
	}
	return chain[0] ?? "unknown";
}
function clientAddressMiddleware(trust) {
	return async (c, next) => {
		rememberFact(c, "clientAddress", clientAddress(c, trust));
		await next();
	};
}
// server/http/form-outage.ts
var FORM_OUTAGE_MESSAGE = "We could not save your request right now. Please try again in a few minutes.";
/**
* When storing an enquiry or a lead fails (the database is down or restarting), the visitor gets
* a clear 503 that the form shows while keeping its input, instead of a generic 500. A retry with
* the same submission id is safe: the lead pipeline stores it at most once.
*/
var formOutage = async (c, next) => {
	await next();
	if (c.req.method === "POST" && c.error !== void 0 && c.res.status >= 500) {
		c.res = void 0;
		c.res = jsonAnswer({
			status: 503,
			message: FORM_OUTAGE_MESSAGE
		}, 503, { "retry-after": "30" });
	}
};
// server/http/lifecycle.ts
/**
* Whether this process is shutting down. Set once on SIGTERM (server/start.ts): from then on
* /readyz answers 503, so a load balancer stops sending new visitors while in-flight requests
* finish. Per process by nature.
*/
var draining = false;
function markDraining() {
	draining = true;
}
function isDraining() {
	return draining;
}
/** While draining, every answer closes its connection, so keep-alive clients reconnect elsewhere. */
var drainingConnectionClose = async (c, next) => {
	await next();
	if (draining) c.header("Connection", "close");
};
// server/http/health-routes.ts
var READY_TIMEOUT_MS = 2e3;
/** Resolves false when the database does not answer `SELECT 1` within the time (a hung pool). */
async function databaseAnswers(db, timeoutMs) {
	let timer;
	const timeout = new Promise((resolve) => {
		timer = setTimeout(() => resolve({
			ok: false,
			reason: "timeout"
		}), timeoutMs);
	});
	const query = db.query("SELECT 1").then(() => ({ ok: true }), (error) => ({
		ok: false,
		reason: error instanceof Error ? error.message : String(error)
	}));
	try {
		return await Promise.race([query, timeout]);
	} finally {
		clearTimeout(timer);
	}
}
/**
* For a load balancer: /healthz says the process is alive (restart it when not); /readyz says it
* can serve, i.e. the database answers and the process is not draining (send no visitors when not).
*/
function createHealthRoutes(options) {
	const routes = new Hono();
	routes.get("/healthz", (c) => c.json({ status: "ok" }));
	routes.get("/readyz", async (c) => {
		if (isDraining()) return c.json({
			status: 503,
			message: "Shutting down."
		}, 503);
		const database = await databaseAnswers(options.db, READY_TIMEOUT_MS);
		if (!database.ok) {
			options.onNotReady?.(database.reason ?? "unknown");
			return c.json({
				status: 503,
				message: "The database is not reachable."
			}, 503);
		}
		const forwarding = options.forwarding && await options.forwarding().catch(() => void 0);
		return c.json({
			status: forwarding?.degraded ? "degraded" : "ok",
			database: "ok",
			...forwarding ? { forwarding } : {}
		});
	});
	return routes;
}
// server/http/json-only.ts
var NOT_JSON_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";
/** application/json, with parameters (charset) or a +json suffix. */
function isJsonContentType(header) {
	const mediaType = header?.split(";")[0]?.trim().toLowerCase() ?? "";
	return mediaType === "application/json" || /^application\/[\w.+-]+\+json$/.test(mediaType);
}
/**
* /api speaks JSON only: any other body type is 415. Besides clarity this shuts the door on
* cross-site "simple" requests (text/plain, form encodings), which browsers send without asking.
* A POST with no body at all needs no type.
*/
var jsonOnly = async (c, next) => {
	if (c.req.method !== "POST") return next();
	const contentType = c.req.header("content-type");
	const hasBody = c.req.raw.body !== null && c.req.header("content-length") !== "0";
	if ((contentType !== void 0 || hasBody) && !isJsonContentType(contentType)) return refusal(c, 415, NOT_JSON_MESSAGE);
	await next();
};
// server/http/malformed-path.ts
var MALFORMED_PATH_MESSAGE = "The request path is not valid (malformed percent-encoding).";
/** The path as it arrived, still percent-encoded (URL parsing does not decode it). */
function rawPathOf(url) {
	return new URL(url).pathname;
}
function decodes(path) {
	try {
		return decodeURIComponent(path).length >= 0;
	} catch (error) {
		if (error instanceof URIError) return false;
		throw error;
	}
}
/**
* A path with a malformed percent-encoding (`/api/Blogs/details/%`, `%E0%A4%A`) is refused with a
* 400 before any route decodes it (a decode would throw and end as a 500).
*/
var malformedPath = async (c, next) => {
	if (!decodes(rawPathOf(c.req.url))) return refusal(c, 400, MALFORMED_PATH_MESSAGE);
	await next();
};
// server/http/no-store.ts
/** API answers are per request (and forms hold personal data): no cache, shared or private, keeps them. */
var noStore = async (c, next) => {
	await next();
	c.header("Cache-Control", "no-store");
};
// server/limits/fail-open.ts
/**
* For visitors: when the limits store cannot be asked, the request goes on (with a warning in the
* log), because refusing every visitor during a database hiccup is worse than a few unlimited
* posts; the forms need that database to store anything anyway. Studio logins fail closed instead.
*/
async function hitOrAllow(counter, key, logger, what) {
	try {
		return await counter.hit(key);
	} catch (error) {
		if (!(error instanceof LimitsUnavailable)) throw error;
		logger.warn({
			err: error.message,
			limit: what
		}, "rate limit not checked: limits store unavailable, request allowed");
		return {
			allowed: true,
			retryAfterSeconds: 0
		};
	}
}
// server/http/rate-limit.ts
var RATE_LIMIT_MESSAGE = "Too many requests from your address. Please wait a moment and try again.";
/**
* The general limit on POSTs (API calls and plain form posts) per client address, answered 429
* with Retry-After, counted in the limits store all instances share (server/limits). The lead
* pipeline has its own, stricter limit per form on top of this one.
*/
function postRateLimit(options) {
	const counter = options.limits.counter("post", {
		max: options.max,
		windowSeconds: options.windowSeconds
	});
	return async (c, next) => {
		if (c.req.method !== "POST") return next();
		const { allowed, retryAfterSeconds } = await hitOrAllow(counter, clientAddressOf(c), options.logger, "post");
		if (!allowed) return refusal(c, 429, RATE_LIMIT_MESSAGE, { "retry-after": String(retryAfterSeconds) });
		await next();
	};
}
// server/http/request-log.ts
/** A load balancer asks every few seconds: those lines only at debug level. */
var HEALTH_CHECKS = /* @__PURE__ */ new Set(["/healthz", "/readyz"]);
/** An id a load balancer or client may pass in; anything else is replaced by our own. */
var ACCEPTABLE_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/**
* hono/request-id, with our rule for a passed-in id: hono's own takes only [A-Za-z0-9_=-] and
* would replace a load balancer's `lb-7f3a.42`; it asks the generator whenever it does not take
* the header, so the generator keeps an id of ours that hono's rule rejects.
*/
var requestId$1 = () => requestId({
	limitLength: 100,
	generator: (c) => {
		const incoming = c.req.header("x-request-id");
		return incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
	}
});
/**
* One structured line per request (after requestId()): id, method, path (never the query: it may hold what a
* visitor typed), status and duration. The id is echoed in X-Request-Id so a visitor's report
* or a load balancer's log can be matched with ours.
*/
function requestLog(logger) {
	return async (c, next) => {
		const started = performance.now();
		await next();
		const requestId = requestIdOf(c) ?? "none";
		c.header("X-Request-Id", requestId);
		const status = c.res.status;
		const line = {
			reqId: requestId,
			method: c.req.method,
			path: rawPathOf(c.req.url).slice(0, 300),
			status,
			durationMs: Math.round((performance.now() - started) * 10) / 10
		};
		if (status >= 500) logger.error(line, "request");
		else if (HEALTH_CHECKS.has(line.path)) logger.debug(line, "request");
		else if (c.req.raw.signal.aborted) logger.info({
			...line,
			aborted: true
		}, "request: the client hung up");
		else logger.info(line, "request");
	};
}
// server/http/hardening.ts
/**
* Everything between the internet and the site's routes, registered before them, outermost
* first (Hono's own middleware where it has one): the request id and log (sees every final status), the security headers (on every answer,
* refusals included), CORS for the origins in CORS_ORIGINS, then the refusals in the order that is cheapest to check: a malformed path 400, cross-site 403,
* body over 16 KB 413, non-JSON API body 415, too many POSTs 429. Then the health checks.
*/
function registerHardening(app, deps) {
	const { env, logger } = deps;
	const limits = deps.limits ?? createLimitsStore(deps.db);
	app.use("*", requestId$1());
	app.use("*", requestLog(logger));
	app.use("*", securityHeaders({
		dev: env.NODE_ENV === "development",
		trustProxy: env.TRUST_PROXY.enabled
	}));
	app.use("*", drainingConnectionClose);
	app.use("*", clientAddressMiddleware(env.TRUST_PROXY));
	app.use("*", malformedPath);
	app.use("/api/*", noStore);
	const cors = apiCors(env.CORS_ORIGINS);
	if (cors) app.use("/api/*", cors);
	app.use("*", crossSiteGuard({
		siteUrl: siteUrlOf(env),
		trustProxy: env.TRUST_PROXY.enabled,
		allowedOrigins: env.CORS_ORIGINS
	}));
	app.use("*", requestBodyLimit());
	app.use("/api/*", jsonOnly);
	app.use("*", postRateLimit({
		max: env.RATE_LIMIT_MAX,
		windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
		limits,
		logger
	}));
	app.use("/api/enquiries/*", formOutage);
	app.route("/", createHealthRoutes({
		db: deps.db,
		onNotReady: (reason) => logger.warn({ reason }, "not ready: database"),
		forwarding: forwardingEnabled(env) ? () => forwardBacklog(deps.db, env.LEAD_FORWARD_ALERT_SECONDS * 1e3) : void 0
	}));
}
// server/experiments/first-touch.ts
/**
* The campaign that first brought a visitor (first touch): the ad's `utm_*` parameters, the click
* ids (`gclid`, `fbclid`), the referring site's host and the page they landed on. Kept in a
* first-party cookie from that first page until they send a lead, then stored with the lead.
* Recorded only where it matters (a page under an experiment, or an address carrying campaign
* parameters), never for crawlers or visitors sending GPC (server/experiments/visitor-exclusion.ts).
*/
var FIRST_TOUCH_COOKIE = "tnr-first-touch";
var MAX_AGE_SECONDS = 7776e3;
var PARAMS = [
	"utm_source",
	"utm_medium",
	"utm_campaign",
	"utm_term",
	"utm_content",
	"gclid",
	"fbclid"
];
var text = z.string().trim().min(1).max(200);
var campaignSchema = z.object({
	utm_source: text.optional(),
	utm_medium: text.optional(),
	utm_campaign: text.optional(),
	utm_term: text.optional(),
	utm_content: text.optional(),
	gclid: text.optional(),
	fbclid: text.optional(),
	referrer_host: text.optional(),
	landing_path: text
});
var hasCampaignParams = (url) => PARAMS.some((name) => (url.searchParams.get(name) ?? "") !== "");
/** The campaign of a first page view: its parameters, the referrer's host when it is another site. */
function campaignOf(url, referrer) {
	const campaign = { landing_path: url.pathname.slice(0, 200) };
	for (const name of PARAMS) {
		const value = url.searchParams.get(name)?.trim();
		if (value) campaign[name] = value.slice(0, 200);
	}
	const from = referrer && URL.canParse(referrer) ? new URL(referrer) : void 0;
	if (from && from.host !== url.host) campaign.referrer_host = from.host.slice(0, 200);
	return campaign;
}
function firstTouchCookie(campaign, secure) {
	const value = Buffer.from(JSON.stringify(campaign), "utf8").toString("base64url");
	return generateCookie(FIRST_TOUCH_COOKIE, value, {
		path: "/",
		maxAge: MAX_AGE_SECONDS,
		sameSite: "Lax",
		secure,
		httpOnly: true
	});
}
/** The campaign a Cookie header carries; undefined when absent or not one (the cookie is the visitor's to change). */
function campaignOfCookies(cookieHeader) {
	for (const part of (cookieHeader ?? "").split(";")) {
		const [name, value] = part.split("=", 2).map((piece) => piece.trim());
		if (name !== "tnr-first-touch" || !value) continue;
		let json;
		try {
			json = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
		} catch (error) {
			console.warn(`[experiments] an unreadable first-touch cookie was ignored: ${String(error)}`);
			return;
		}
		const parsed = campaignSchema.safeParse(json);
		return parsed.success ? parsed.data : void 0;
	}
}
// server/experiments/visitor-exclusion.ts
/**
* Visitors an experiment leaves out: they see the control, get no cookie and are not counted.
* Crawlers (isbot's list of user agents) would be counted as visitors who never convert and index
* a variant; a browser sending Global Privacy Control (`Sec-GPC: 1`) has asked not to be tracked
* across the sale or sharing of its data, and a sticky experiment cookie with its lead's campaign
* is tracking we can do without.
*/
function leftOutOfExperiments(headers) {
	if (headers.get("sec-gpc")?.trim() === "1") return "gpc";
	if (isbot(headers.get("user-agent") ?? "")) return "crawler";
}
// server/experiments/lead-attribution.ts
var NO_ATTRIBUTION = {
	pagePath: null,
	experimentId: null,
	variant: null,
	configVersion: null,
	campaign: null
};
var markerField = z.object({ lead_page: z.string().regex(/^[a-z0-9-]{1,100}$/) });
function pagePathOf(origin) {
	if (origin.pagePath) return origin.pagePath;
	const referer = origin.headers.get("referer");
	if (referer && URL.canParse(referer)) return new URL(referer).pathname;
	const marker = markerField.safeParse(origin.body);
	return marker.success ? `/${marker.data.lead_page}/` : null;
}
/**
* The attribution of one lead: its page, and when that page's experiment runs and the visitor
* holds a variant of it, the experiment, variant and config version: a conversion of that
* variant. Visitors left out of experiments (crawlers, GPC) convert for none and keep no campaign.
*/
function attributeLead(origin, experimentAt, now = Date.now()) {
	const pagePath = pagePathOf(origin);
	if (leftOutOfExperiments(origin.headers)) return {
		...NO_ATTRIBUTION,
		pagePath
	};
	const cookies = origin.headers.get("cookie");
	const campaign = campaignOfCookies(cookies) ?? null;
	const page = pagePath ? experimentAt(pagePath) : void 0;
	const variant = page && isExperimentRunning(page.experiment, now) ? variantOfCookies(cookies, page.experiment) : void 0;
	if (!page || !variant) return {
		...NO_ATTRIBUTION,
		pagePath,
		campaign
	};
	return {
		pagePath,
		experimentId: page.experiment.id,
		variant,
		configVersion: page.configVersion,
		campaign
	};
}
/**
* The variant a returning visitor was given, for a page rendered again after a form post without
* JavaScript: never a new assignment (a post is not a visit), the control for everyone left out.
*/
function returningVariants(headers, page, now = Date.now()) {
	if (!page || !isExperimentRunning(page.experiment, now) || leftOutOfExperiments(headers)) return void 0;
	const variant = variantOfCookies(headers.get("cookie"), page.experiment);
	return variant ? { [page.experiment.id]: variant } : void 0;
}
// server/leads/form-handler.ts
/** POST /api/enquiries/*: the form's rate limit, then the lead pipeline. */
function createFormHandler(deps) {
	return async (call, body, clientKey, headers) => {
		const limited = await deps.limiter.hit(call, clientKey);
		if (limited) {
			deps.logger.warn({ call }, "form post refused: rate limit");
			return limited;
		}
		const origin = deps.attribute && headers ? await deps.attribute({
			headers,
			body
		}) : NO_ATTRIBUTION;
		return deps.pipeline.submit(call, body, origin);
	};
}
// server/leads/unstorable-text.ts
/**
* Text PostgreSQL cannot store in a jsonb or text column: a NUL character, or half of a UTF-16
* surrogate pair (JSON's "\ud800" escape decodes to one). Without this check such a field reached
* the database, failed there and was answered as an outage (503, "try again"), which it is not.
*/
var NUL = "\0";
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
var UNSTORABLE_TEXT_MESSAGE = "This answer holds characters we cannot store. Please retype it.";
function isUnstorableText(text) {
	return text.includes(NUL) || LONE_SURROGATE.test(text);
}
function holdsUnstorableText(value) {
	if (typeof value === "string") return isUnstorableText(value);
	if (Array.isArray(value)) return value.some(holdsUnstorableText);
	if (value !== null && typeof value === "object") return Object.entries(value).some(([key, item]) => isUnstorableText(key) || holdsUnstorableText(item));
	return false;
}
/** The top-level fields of a request body (a form's fields) that hold such text, by name. */
function unstorableFields(body) {
	if (body === null || typeof body !== "object" || Array.isArray(body)) return [];
	return Object.entries(body).filter(([key, value]) => isUnstorableText(key) || holdsUnstorableText(value)).map(([key]) => isUnstorableText(key) ? "form" : key);
}
// server/leads/lead-pipeline.ts
var FORM_SUCCESS = {
	"enquiries/register": ENQUIRY_MESSAGES.success,
	"enquiries/lead_contact": LEAD_MESSAGES.success
};
var INVALID_MESSAGE = {
	"enquiries/register": ENQUIRY_MESSAGES.invalid,
	"enquiries/lead_contact": LEAD_MESSAGES.invalid
};
/**
* The enquiry form reads an HTTP 200 and data.message; the lead form reads `status` as the string
* '200' and `message` (spec 2 §7-§9). Every answer carries both, in each form's own terms.
*/
function formStatus(call, status) {
	return call === "enquiries/lead_contact" ? String(status) : status;
}
function formAnswer(call, status, message, data = {}) {
	return {
		status,
		body: {
			status: formStatus(call, status),
			message,
			data: {
				message,
				...data
			}
		}
	};
}
var honeypotField = z.object({ website: z.unknown() });
var storedRow = z.object({ response: z.unknown() });
var idRow = z.object({ id: z.union([z.string(), z.number()]).transform(String) });
/** Without a submission id, the same content posted twice is the same lead (a plain form re-sent). */
function contentSubmissionId(call, payload) {
	return `auto-${createHash("sha256").update(`${call}\n${stableJson(payload)}`).digest("hex").slice(0, 40)}`;
}
function chosenNames(payload, lists) {
	const id = (value) => typeof value === "string" || typeof value === "number" ? String(value) : "";
	return {
		destination: lists.destinations?.get(id(payload.destination)) ?? null,
		country: lists.countries?.get(id(payload.country)) ?? null
	};
}
var NO_LISTS = {
	destinations: null,
	countries: null
};
var maxIdRow = z.object({ id: z.union([z.string(), z.number()]).transform(String) });
/**
* The lead pipeline behind enquiries/register and enquiries/lead_contact: the honeypot, the
* browser's own rules (src/forms), then the enquiry or lead stored in a transaction (with its
* outbox row) before the answer; a repeated submission id gets the first answer and no new row.
* A database failure answers 503 with a clear message; no input yields a 500.
*/
function createLeadPipeline(db, logger, options) {
	async function storeOnce(tx, call, submissionId, leadPage, payload, names, origin) {
		const kind = call === "enquiries/register" ? "enquiry" : "lead";
		const existing = parseRows(storedRow, await tx.query("SELECT response FROM leads WHERE kind = $1 AND submission_id = $2", [kind, submissionId]));
		if (existing[0]) return {
			response: existing[0].response,
			leadId: void 0
		};
		const leadId = parseRows(idRow, await tx.query(`INSERT INTO leads (kind, submission_id, lead_page, payload, response, destination_name, country_name,
                            page_path, experiment_id, experiment_variant, config_version, campaign)
         VALUES ($1, $2, $3, $4, '{}', $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (kind, submission_id) DO NOTHING RETURNING id`, [
			kind,
			submissionId,
			leadPage,
			JSON.stringify(payload),
			names.destination,
			names.country,
			origin.pagePath,
			origin.experimentId,
			origin.variant,
			origin.configVersion,
			origin.campaign && JSON.stringify(origin.campaign)
		]))[0]?.id;
		if (leadId === void 0) return {
			response: parseRows(storedRow, await tx.query("SELECT response FROM leads WHERE kind = $1 AND submission_id = $2", [kind, submissionId]))[0]?.response,
			leadId: void 0
		};
		const response = formAnswer(call, 200, FORM_SUCCESS[call], { id: leadId }).body;
		await tx.query("UPDATE leads SET response = $1 WHERE id = $2", [JSON.stringify(response), leadId]);
		if (options.mailEnabled) await tx.query("INSERT INTO lead_outbox (lead_id) VALUES ($1)", [leadId]);
		if (options.forwardEnabled) await tx.query("INSERT INTO lead_forward (lead_id) VALUES ($1)", [leadId]);
		return {
			response,
			leadId
		};
	}
	/**
	* The honeypot's answer must not tell a bot it was caught: the same fields as a real success,
	* with an id like the next real one would be (no row is written for it).
	*/
	async function decoyAnswer(call) {
		const next = await db.query("SELECT coalesce(max(id), 0) + 1 AS id FROM leads").then((result) => parseRows(maxIdRow, result)[0]?.id).catch((error) => {
			logger.warn({
				call,
				err: describeFailure(error)
			}, "honeypot answer without a database id");
		});
		return formAnswer(call, 200, FORM_SUCCESS[call], { id: next ?? String(1e3 + Math.floor(Math.random() * 9e3)) });
	}
	const refuse = (call, errors) => {
		logger.info({
			call,
			fields: Object.keys(errors)
		}, "form refused: invalid fields");
		return formAnswer(call, 400, INVALID_MESSAGE[call], { errors });
	};
	return { 
	/** `origin`: the page, experiment variant and campaign the lead came from (server/experiments/lead-attribution.ts). */
async submit(call, body, origin = NO_ATTRIBUTION) {
		const trap = honeypotField.safeParse(body);
		if (trap.success && trap.data.website !== void 0 && trap.data.website !== "" && trap.data.website !== null) {
			logger.info({ call }, "honeypot filled: answered success, stored nothing");
			return decoyAnswer(call);
		}
		const unstorable = unstorableFields(body);
		if (unstorable.length > 0) return refuse(call, Object.fromEntries(unstorable.map((field) => [field, UNSTORABLE_TEXT_MESSAGE])));
		const parsed = contentCalls[call].request.safeParse(body);
		if (!parsed.success) {
			const errors = {};
			for (const issue of parsed.error.issues) {
				const field = String(issue.path[0] ?? "form");
				errors[field] ??= issue.message;
			}
			return refuse(call, errors);
		}
		const { website: _honeypot, submission_id: givenId, ...payload } = parsed.data;
		const submissionId = givenId ?? contentSubmissionId(call, payload);
		const leadPage = "lead_page" in payload ? payload.lead_page : null;
		const lists = options.choices ? await options.choices.lists() : NO_LISTS;
		if ("destination" in payload && payload.destination !== "0" && lists.destinations && !lists.destinations.has(payload.destination)) return refuse(call, { destination: ENQUIRY_MESSAGES.destination });
		const names = chosenNames(payload, lists);
		try {
			const stored = await db.transaction((tx) => storeOnce(tx, call, submissionId, leadPage, payload, names, origin));
			if (stored.leadId === void 0) logger.info({
				call,
				submissionId
			}, "repeated submission: answered as before");
			else logger.info({
				call,
				leadId: stored.leadId,
				leadPage,
				submissionId
			}, "lead stored");
			return {
				status: 200,
				body: stored.response
			};
		} catch (error) {
			logger.error({
				call,
				submissionId,
				err: describeFailure(error)
			}, "lead not stored: database failure");
			return {
				...formAnswer(call, 503, FORM_OUTAGE_MESSAGE),
				headers: { "retry-after": "30" }
			};
		}
	} };
}
// server/leads/form-rate-limit.ts
/** 10 posts per 10 minutes per client address and form: far above a person, far below a bot. */
var FORM_RATE_LIMIT = {
	max: 10,
	windowSeconds: 600
};
function rateLimitMessage(retryAfterSeconds) {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return `Too many submissions from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call us at ${siteConfig.phone}.`;
}
/**
* The lead pipeline's own limit, per form (enquiry, lead) and client address, on top of the
* general POST limit of server/http, in the limits store every instance shares (server/limits):
* the 11th post in the window is refused whichever instance gets it.
*/
function createFormRateLimiter(options) {
	const counter = (options.limits ?? createLimitsStore()).counter("form", options.limit ?? FORM_RATE_LIMIT);
	return { 
	/** Counts one post; answers the 429 when the address is over its limit for this form. */
async hit(call, clientKey) {
		const { allowed, retryAfterSeconds } = await hitOrAllow(counter, `${call}\n${clientKey}`, options.logger, "form");
		if (allowed) return null;
		return {
			...formAnswer(call, 429, rateLimitMessage(retryAfterSeconds)),
			headers: { "retry-after": String(retryAfterSeconds) }
		};
	} };
}
// server/leads/choice-names.ts
var listEnvelope = (key) => z.object({ data: z.object({ [key]: z.array(z.unknown()) }) });
function namesOf(body, key, item, pick) {
	const envelope = listEnvelope(key).safeParse(body);
	if (!envelope.success) return null;
	const list = envelope.data.data[key] ?? [];
	const names = /* @__PURE__ */ new Map();
	for (const entry of list) {
		const parsed = item.safeParse(entry);
		if (parsed.success) {
			const [id, name] = pick(parsed.data);
			names.set(id, name.trim());
		}
	}
	return names;
}
/** How long a lead waits for the lists at most (a warm lookup takes no time: they are kept per version). */
var LIST_WAIT_MS = 1500;
function createChoiceLookup(source, logger) {
	/** The lists read for one content version (both sources announce one; remote: every 30 s). */
	let kept;
	async function read() {
		const [destinations, countries] = await Promise.all([source.answer("pages/destinations", {}).then((answer) => answer.status === 200 ? namesOf(answer.body, "destinations", destinationOption, (d) => [String(d.destinationId), d.destinationTitle]) : null, (error) => {
			logger.warn({
				call: "pages/destinations",
				err: describeFailure(error)
			}, "destination list not read for a lead");
			return null;
		}), source.answer("pages/country", {}).then((answer) => answer.status === 200 ? namesOf(answer.body, "countries", countryItem, (c) => [String(c.id), c.name]) : null, (error) => {
			logger.warn({
				call: "pages/country",
				err: describeFailure(error)
			}, "country list not read for a lead");
			return null;
		})]);
		return {
			destinations,
			countries
		};
	}
	async function current() {
		const version = await source.version().catch(() => "");
		if (kept && kept.version === version && version !== "") return kept.lists;
		const lists = read();
		kept = {
			version,
			lists
		};
		const complete = await lists;
		if (!complete.destinations || !complete.countries) kept = void 0;
		return complete;
	}
	return { 
	/**
	* The lists, or none after `waitMs`: a hung content service must not hold the visitor's
	* answer (the lead is then stored unchecked and without names, and delivered all the same).
	*/
async lists(waitMs = LIST_WAIT_MS) {
		let timer;
		const gaveUp = new Promise((resolve) => {
			timer = setTimeout(() => {
				logger.warn({ waitMs }, "option lists not read in time for a lead; stored without names");
				resolve({
					destinations: null,
					countries: null
				});
			}, waitMs);
		});
		try {
			return await Promise.race([current(), gaveUp]);
		} finally {
			clearTimeout(timer);
		}
	} };
}
// server/leads/mail-outbox.ts
function smtpSender(smtpUrl) {
	const transport = nodemailer.createTransport({
		url: smtpUrl,
		connectionTimeout: 1e4,
		greetingTimeout: 1e4,
		socketTimeout: 2e4
	});
	return {
		send: async (mail) => {
			await transport.sendMail(mail);
		},
		close: () => transport.close()
	};
}
/**
* Sends each row's e-mail at least once: rows are claimed with a lease (FOR UPDATE SKIP LOCKED,
* so several instances on one PostgreSQL never send the same row at once), marked sent after the
* mail server accepted the message, and given a later attempt with backoff when it did not. A
* mail outage delays e-mails; it never loses what was queued.
*/
function startMailOutbox(outbox, options) {
	const { db, logger, sender } = options;
	const baseDelayMs = options.baseDelayMs ?? 15e3;
	const maxDelayMs = options.maxDelayMs ?? 9e5;
	const leaseMs = options.leaseMs ?? 3e5;
	async function deliver(row) {
		try {
			await sender.send(outbox.compose(row));
		} catch (error) {
			const attempt = row.attempts + 1;
			const delay = retryDelayMs(attempt, baseDelayMs, maxDelayMs);
			const reason = describeFailure(error);
			await scheduleRetry(db, outbox.queue, row, reason, delay);
			logger.warn({
				...outbox.describe(row),
				attempt,
				retryInMs: delay,
				err: reason
			}, outbox.said.notSent);
			return;
		}
		await markDone(db, outbox.queue, row);
		logger.info(outbox.describe(row), outbox.said.sent);
	}
	const polling = startPolling(async () => {
		try {
			for (const row of await outbox.claim(leaseMs)) {
				if (polling.isStopped()) return;
				await deliver(row);
			}
		} catch (error) {
			logger.warn({ err: describeFailure(error) }, outbox.said.passFailed);
		}
	}, options.pollMs ?? 5e3);
	return {
		nudge: polling.nudge,
		async stop() {
			await polling.stop();
			sender.close();
		}
	};
}
// server/leads/outbox-worker.ts
/**
* Sends each lead's e-mail to the agency at least once (mail-outbox.ts): a mail outage delays
* e-mails; it never loses a lead (the lead itself is already stored).
*/
function startOutboxWorker(options) {
	return startMailOutbox({
		queue: "lead_outbox",
		claim: (leaseMs) => claimDueLeads(options.db, "lead_outbox", leaseMs),
		compose: (row) => composeLeadMail(row, {
			from: options.from,
			to: options.to
		}),
		describe: (row) => ({
			leadId: row.id,
			kind: row.kind
		}),
		said: {
			sent: "lead e-mailed to the agency",
			notSent: "lead e-mail not sent; will retry",
			passFailed: "outbox pass failed; will try again"
		}
	}, options);
}
/** start.ts: the worker when SMTP_URL and LEADS_EMAIL_TO are set, else undefined (and why, once). */
function startLeadMail(env, db, logger) {
	if (!env.SMTP_URL) return void 0;
	if (!env.LEADS_EMAIL_TO) {
		logger.warn("SMTP_URL is set but LEADS_EMAIL_TO is not: leads are stored but not e-mailed");
		return;
	}
	logger.info("lead e-mails on: outbox worker started");
	return startOutboxWorker({
		db,
		logger,
		sender: smtpSender(env.SMTP_URL),
		from: env.LEADS_EMAIL_FROM,
		to: env.LEADS_EMAIL_TO
	});
}
/** Whether new leads get an outbox row: the same condition as startLeadMail. */
var leadMailEnabled = (env) => Boolean(env.SMTP_URL && env.LEADS_EMAIL_TO);
// server/ssr/contrast-theme.ts
/** The visitor's contrast choice from the request's cookie (hono/cookie); undefined when absent or unknown. */
var contrastChoiceOfRequest = (c) => contrastChoiceOf(getCookie(c, CONTRAST_COOKIE));
/** The `<html>` start tag of the template (index.html); the theme attribute goes right after it. */
var HTML_TAG = "<html lang=\"en\"";
/**
* The visitor's contrast theme on a page rendered for one visitor only (a no-JavaScript form
* post's answer, never cached): `<html lang="en" data-contrast="more">`.
*/
function withContrastTheme(html, choice) {
	if (!choice) return html;
	return html.replace(HTML_TAG, () => `${HTML_TAG} data-contrast="${choice}"`);
}
/** The id of the head's theme script (tests tell it from content by it). */
var CONTRAST_SCRIPT_ID = "__CONTRAST__";
var CHOICE_IN_COOKIES = `(?:^|;\\s*)${CONTRAST_COOKIE}=(${CONTRAST_CHOICES.join("|")})(?:;|$)`;
/**
* Pages are the same for every visitor, so a CDN may keep one copy (docs/deployment.md): the
* visitor's theme is set in the browser, by this script first in the `<head>`, from the cookie
* the header's toggle writes (src/site/contrast-toggle.tsx). A classic inline script runs while
* the head is parsed, before anything is painted, so the page never flashes the other theme.
* It gets the response's CSP nonce like the template's other scripts (markTemplateScripts).
* Without JavaScript the stylesheet follows the system's `prefers-contrast`.
*/
var CONTRAST_SCRIPT = `<script id="${CONTRAST_SCRIPT_ID}">(function(){var m=document.cookie.match(new RegExp(${JSON.stringify(CHOICE_IN_COOKIES)}));if(m)document.documentElement.setAttribute('data-contrast',m[1])})()<\/script>`;
/** The template with the theme script as the head's first element. */
function withContrastScript(template) {
	return template.replace(/<head>/i, (head) => `${head}${CONTRAST_SCRIPT}`);
}
// server/security/nonce-html.ts
/**
* Per-response nonces on pages that may come from the render cache. The template's own script
* elements (and Vite's module preloads) get `nonce="<placeholder>"` before content is filled in;
* every response swaps the placeholder for its nonce. The placeholder is random per process, so
* content can never carry it: only elements we wrote ever receive a nonce — a script that some
* bug let content inject stays without one, and the browser refuses to run it.
*/
var NONCE_PLACEHOLDER = `csp-nonce-${randomBytes(12).toString("hex")}`;
/** Adds the placeholder nonce to the template's `<script>` and `<link rel="modulepreload">` elements. */
function markTemplateScripts(template) {
	return template.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${NONCE_PLACEHOLDER}"`).replace(/<link\b(?=[^>]*\brel="modulepreload")(?![^>]*\snonce=)/gi, `<link nonce="${NONCE_PLACEHOLDER}"`);
}
/** The response's nonce in place of the placeholder (removed when there is none). */
function applyNonce(html, nonce) {
	return nonce ? html.replaceAll(NONCE_PLACEHOLDER, nonce) : html.replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, "");
}
// server/ssr/page-cache-control.ts
/**
* What a CDN in front may do with a rendered page (docs/deployment.md, "Caching"):
* - a healthy page: public, fresh 60 s, then served stale up to 10 min while one request refreshes it;
* - a page with any section in its failed or invalid state (a content outage, bad content):
*   `no-store`, so the fallbacks are not kept once content is back;
* - a 404 from a healthy render: public for 60 s (made-up addresses stay cheap), no stale serving;
* - a permanent redirect (301/308): public for an hour; a temporary one: `no-store`.
*/
var HEALTHY_PAGE_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";
var NOT_FOUND_CACHE_CONTROL = "public, max-age=60";
var PERMANENT_REDIRECT_CACHE_CONTROL = "public, max-age=3600";
var DEGRADED_CACHE_CONTROL = "no-store";
/**
* A section the server rendered as failed or invalid, in the page's hydration data: the key is
* preceded by `{` or `,` in the JSON, never by the backslash an escaped quote inside content has.
*/
var FALLBACK_SECTION = /[{,]"status":"(?:failed|invalid)"/;
function hasFallbackSection(hydrationData) {
	return FALLBACK_SECTION.test(hydrationData);
}
function pageCacheControl(page) {
	if (page.degraded) return DEGRADED_CACHE_CONTROL;
	if (page.status === 200) return HEALTHY_PAGE_CACHE_CONTROL;
	if (page.status === 404) return NOT_FOUND_CACHE_CONTROL;
	return DEGRADED_CACHE_CONTROL;
}
function redirectCacheControl(status) {
	return status === 301 || status === 308 ? PERMANENT_REDIRECT_CACHE_CONTROL : DEGRADED_CACHE_CONTROL;
}
/**
* The variant one request of a page under a running experiment renders: a preview's forced
* variant, the control for visitors left out (crawlers, GPC) and for HEAD requests, the cookie's
* variant for a returning visitor, else a weighted draw, which makes a new, counted visitor.
*/
function assignVariant(experiment, request, random = Math.random) {
	const forced = request.url.searchParams.get("preview-variant") ?? void 0;
	if (hasVariant(experiment, forced)) return {
		variant: forced,
		isNew: false,
		why: "preview"
	};
	const leftOut = leftOutOfExperiments(request.headers);
	if (leftOut) return {
		variant: CONTROL_VARIANT,
		isNew: false,
		why: leftOut
	};
	const returning = variantOfCookies(request.headers.get("cookie"), experiment);
	if (returning) return {
		variant: returning,
		isNew: false,
		why: "returning"
	};
	if (request.method === "HEAD") return {
		variant: CONTROL_VARIANT,
		isNew: false,
		why: "head"
	};
	return {
		variant: drawVariant(experiment.variants, random()),
		isNew: true,
		why: "drawn"
	};
}
// server/experiments/page-experiment.ts
/** A page under an experiment, or one that records a campaign, is for this visitor only. */
var PRIVATE_HTML = [["cache-control", "private, no-cache"], ["vary", "Cookie"]];
/**
* The experiment's part of a page request (docs/experiments.md): which variant the server renders,
* whether a new visitor is counted and given the cookie, and the first-touch campaign cookie.
* A new visitor whose count cannot be stored (database down) sees the control, uncounted and
* without a cookie: exposures stay exact, and the next visit tries again.
*/
async function pageExperiment(request, page, services) {
	const now = services.now?.() ?? Date.now();
	const experiment = page && isExperimentRunning(page.experiment, now) ? page.experiment : void 0;
	const headers = [];
	const variants = {};
	let cacheKeySuffix = "";
	if (experiment) {
		let assignment = assignVariant(experiment, request, services.random);
		if (assignment.isNew) try {
			await services.countNewVisitor(experiment.id, assignment.variant);
		} catch (error) {
			services.warn({
				experiment: experiment.id,
				err: String(error)
			}, "experiment: new visitor not counted; the control is shown");
			assignment = {
				variant: CONTROL_VARIANT,
				isNew: false,
				why: "returning"
			};
		}
		if (assignment.isNew) {
			const until = experimentWindow(experiment).until + 2592e6;
			const maxAge = Math.max(60, Math.floor((until - now) / 1e3));
			headers.push(["set-cookie", generateCookie(experimentCookieName(experiment.id), assignment.variant, {
				path: "/",
				maxAge,
				sameSite: "Lax",
				secure: services.secureCookies
			})]);
		}
		variants[experiment.id] = assignment.variant;
		cacheKeySuffix = `~${experiment.id}=${assignment.variant}`;
	}
	const recordsCampaign = request.method === "GET" && (experiment !== void 0 || hasCampaignParams(request.url)) && !leftOutOfExperiments(request.headers) && !campaignOfCookies(request.headers.get("cookie"));
	if (recordsCampaign) headers.push(["set-cookie", firstTouchCookie(campaignOf(request.url, request.headers.get("referer") ?? void 0), services.secureCookies)]);
	if (!experiment && !recordsCampaign) return void 0;
	return {
		variants,
		cacheKeySuffix,
		headers: [...headers, ...PRIVATE_HTML]
	};
}
// server/ssr/page-handler.ts
/** The experiment's cookies and private caching on a page response. */
function withExperiment(response, outcome) {
	for (const [name, value] of outcome?.headers ?? []) if (name === "set-cookie" || name === "vary") response.headers.append(name, value);
	else response.headers.set(name, value);
	return response;
}
var SLOTS = [
	"<!--app-head-->",
	"<!--app-html-->",
	"<!--app-data-->"
];
/** Templates cut at their slots, by template: one in production, one per URL in development. */
var templateCuts = /* @__PURE__ */ new Map();
/** The template's text around its three slots, or null when a slot is missing or out of order. */
function cutTemplate(template) {
	const pieces = [];
	let rest = template;
	for (const slot of SLOTS) {
		const at = rest.indexOf(slot);
		if (at < 0) return null;
		pieces.push(rest.slice(0, at));
		rest = rest.slice(at + slot.length);
	}
	return [...pieces, rest];
}
/**
* Fills the template's three slots in one concatenation: the page (~80 KB) is copied once, where
* a replace per slot copied it three times on every uncached request. `templateNonce` puts the
* response's nonce into the template's own script elements, for a page rendered with it (no
* placeholder to swap afterwards). Content is inserted as it is: "$" in it is never a pattern.
*/
function fillTemplate(template, parts, templateNonce) {
	let cut = templateCuts.get(template);
	if (cut === void 0) {
		if (templateCuts.size >= 64) templateCuts.clear();
		cut = cutTemplate(template);
		templateCuts.set(template, cut);
	}
	if (!cut) return (templateNonce ? applyNonce(template, templateNonce) : template).replace(SLOTS[0], () => parts.head).replace(SLOTS[1], () => parts.html).replace(SLOTS[2], () => parts.data);
	const [beforeHead = "", beforeHtml = "", beforeData = "", end = ""] = templateNonce ? cut.map((piece) => applyNonce(piece, templateNonce)) : cut;
	return beforeHead + parts.head + beforeHtml + parts.html + beforeData + parts.data + end;
}
var htmlResponse = (html, status, cache, degraded = false) => new Response(Buffer.from(html, "utf8"), {
	status,
	headers: {
		"content-type": "text/html; charset=utf-8",
		"cache-control": pageCacheControl({
			status,
			degraded
		}),
		"x-render-cache": cache
	}
});
async function handlePage(c, deps) {
	const url = new URL(c.req.url);
	const renderer = await deps.renderer();
	const experiment = deps.experiments ? await pageExperiment({
		method: c.req.method,
		url,
		headers: c.req.raw.headers
	}, renderer.experimentAt?.(url.pathname), deps.experiments) : void 0;
	const key = url.pathname + url.search;
	const cacheKey = url.pathname + (experiment?.cacheKeySuffix ?? "") + url.search;
	const version = deps.cache ? await deps.cache.version().catch((error) => {
		console.warn(`[render-cache] no content version: ${String(error)}`);
	}) : void 0;
	if (deps.cache && version !== void 0) {
		const hit = deps.cache.store.get(version, cacheKey);
		if (hit) return withExperiment(htmlResponse(applyNonce(hit.html, cspNonceOf(c)), hit.status, "hit"), experiment);
	}
	let degraded = false;
	const read = async (call, body) => {
		const answer = await deps.read(call, body);
		if (answer === null) degraded = true;
		return answer;
	};
	const nonce = cspNonceOf(c);
	const directNonce = deps.cache ? void 0 : nonce;
	const result = await renderer.renderPage({
		url: key,
		read,
		apiToken: deps.apiToken,
		apiOrigin: deps.apiOrigin,
		siteUrl: deps.siteUrl,
		dev: deps.dev,
		nonce: directNonce ?? NONCE_PLACEHOLDER,
		experimentVariants: experiment?.variants
	});
	if (result.kind === "redirect") return new Response(null, {
		status: result.status,
		headers: {
			location: result.location,
			"cache-control": redirectCacheControl(result.status)
		}
	});
	if (hasFallbackSection(result.data)) degraded = true;
	const html = fillTemplate(markTemplateScripts(withContrastScript(await deps.template(url.pathname))), result, directNonce);
	if (deps.cache && version !== void 0 && !degraded) deps.cache.store.set(version, cacheKey, {
		status: result.status,
		html
	});
	return withExperiment(htmlResponse(directNonce ? html : applyNonce(html, nonce), result.status, deps.cache ? "miss" : "off", degraded), experiment);
}
// server/leads/page-form-post.ts
var CALL_OF = {
	enquiry: "enquiries/register",
	lead: "enquiries/lead_contact"
};
var FAILED = {
	enquiry: ENQUIRY_MESSAGES.failed,
	lead: LEAD_MESSAGES.failed
};
var SUCCESS = {
	enquiry: ENQUIRY_MESSAGES.success,
	lead: LEAD_MESSAGES.success
};
var INVALID = {
	enquiry: ENQUIRY_MESSAGES.invalid,
	lead: LEAD_MESSAGES.invalid
};
var SUBMISSION_ID = /^[A-Za-z0-9_-]{8,100}$/;
var FORM_CONTENT_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
var answerBody = z.object({
	message: z.string().optional(),
	data: z.object({
		message: z.string().optional(),
		errors: z.record(z.string(), z.string()).optional()
	}).nullish()
});
/** The text fields of a posted form, each cut to a sane length (the body limit is 16 KB anyway); undefined when the client hung up mid-body. */
async function postedFields(c) {
	let body;
	try {
		body = await c.req.parseBody();
	} catch (error) {
		if (isClientAbort(c, error)) return void 0;
		throw error;
	}
	const fields = {};
	for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields[name] = value.slice(0, 1e4);
	return fields;
}
/**
* A form posted without JavaScript to its own page (`<form method="post" action="/go/">`): the
* same rate limit, rules and pipeline as the JSON API, answered with the page itself showing the
* same messages and the kept input, or the success text with a fresh form.
*/
function createPageFormPost(deps) {
	async function decide(kind, path, fields, clientKey, headers) {
		const call = CALL_OF[kind];
		const enquiry = enquiryFormValuesSchema.parse(fields);
		const lead = leadFormValuesSchema.parse(fields);
		const values = kind === "enquiry" ? enquiry : lead;
		const submissionId = SUBMISSION_ID.test(fields.submission_id ?? "") ? fields.submission_id : void 0;
		const base = {
			path,
			form: kind,
			values,
			submissionId: submissionId ?? randomUUID()
		};
		if (fields.website) {
			deps.logger.info({
				call,
				via: "form post"
			}, "honeypot filled: answered success, stored nothing");
			return {
				status: 200,
				state: {
					...base,
					outcome: "success",
					message: SUCCESS[kind],
					values: {},
					errors: {}
				}
			};
		}
		const limited = await deps.limiter.hit(call, clientKey);
		if (limited) {
			deps.logger.warn({
				call,
				via: "form post"
			}, "form post refused: rate limit");
			return fromAnswer(kind, limited, base);
		}
		const check = kind === "enquiry" ? checkEnquiryForm(enquiry, { submission_id: submissionId }) : checkLeadForm(lead, fields.lead_page ?? "", { submission_id: submissionId });
		if (!check.ok) return {
			status: 400,
			state: {
				...base,
				outcome: "error",
				message: INVALID[kind],
				errors: check.errors
			}
		};
		const origin = deps.attribute ? await deps.attribute({
			headers,
			pagePath: path,
			body: check.body
		}) : NO_ATTRIBUTION;
		const answer = await deps.pipeline.submit(call, check.body, origin);
		if (answer.status === 200) return {
			status: 200,
			state: {
				...base,
				outcome: "success",
				message: SUCCESS[kind],
				values: {},
				errors: {},
				submissionId: randomUUID()
			}
		};
		return fromAnswer(kind, answer, base);
	}
	return async (c) => {
		if (!FORM_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) return refusal(c, 415, "This page only accepts its own form.");
		const fields = await postedFields(c);
		if (!fields) return incompleteRequest(c);
		const kind = fields[FORM_KIND_FIELD];
		if (kind !== "enquiry" && kind !== "lead") {
			const response = refusal(c, 405, "This page does not accept form posts.");
			response.headers.set("allow", "GET, HEAD");
			return response;
		}
		const url = new URL(c.req.url);
		const decision = await decide(kind, url.pathname, fields, clientAddressOf(c), c.req.raw.headers);
		const renderer = await deps.renderer();
		const result = await renderer.renderPage({
			url: url.pathname + url.search,
			read: deps.read,
			apiToken: deps.apiToken,
			siteUrl: deps.siteUrl,
			dev: deps.dev,
			nonce: cspNonceOf(c),
			formState: decision.state,
			experimentVariants: returningVariants(c.req.raw.headers, renderer.experimentAt?.(url.pathname))
		});
		if (result.kind === "redirect") return c.redirect(result.location, 303);
		const html = withContrastTheme(fillTemplate(markTemplateScripts(withContrastScript(await deps.template(url.pathname))), result, cspNonceOf(c)), contrastChoiceOfRequest(c));
		return new Response(html, {
			status: result.status === 404 ? 404 : decision.status,
			headers: {
				"content-type": "text/html; charset=utf-8",
				"cache-control": "no-store",
				...decision.headers
			}
		});
	};
}
/** The pipeline's refusal (400, 429, 503) as the page's form state: its message and field errors. */
function fromAnswer(kind, answer, base) {
	const body = answerBody.safeParse(answer.body);
	const message = body.success && (body.data.data?.message || body.data.message) || FAILED[kind];
	const errors = {};
	for (const [key, text] of Object.entries(body.success && body.data.data?.errors || {})) {
		const field = kind === "lead" ? leadFieldOfRequest(key) : key;
		if (field) errors[field] ??= text;
	}
	return {
		status: answer.status,
		headers: answer.headers,
		state: {
			...base,
			outcome: "error",
			message,
			errors
		}
	};
}
// server/newsletter/subscribe.ts
var insertedRow = z.object({ id: z.union([z.string(), z.number()]) });
function newsletterRateLimitMessage(retryAfterSeconds) {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return `Too many sign-ups from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
var answer = (status, message, headers) => ({
	status,
	body: {
		status,
		message
	},
	headers
});
/**
* `newsletter/subscribe`: its own limit per client address (like the forms: 10 per 10 minutes,
* in the limits store all instances share), then the address checked with the browser's own schema and stored
* before answering. Signing up twice is not an error: the first row stays and the answer is the
* same. Bad input is a 400; a database failure a 503 the visitor can retry, never a 500.
*/
function createNewsletterHandler(db, logger, options = {}) {
	const counter = (options.limits ?? createLimitsStore(db)).counter("newsletter", options.limit ?? FORM_RATE_LIMIT);
	return async (body, clientKey = "unknown") => {
		const { allowed, retryAfterSeconds } = await hitOrAllow(counter, clientKey, logger, "newsletter");
		if (!allowed) {
			logger.warn("newsletter sign-up refused: rate limit");
			return answer(429, newsletterRateLimitMessage(retryAfterSeconds), { "retry-after": String(retryAfterSeconds) });
		}
		if (unstorableFields(body).length > 0) return answer(400, UNSTORABLE_TEXT_MESSAGE);
		const parsed = newsletterRequestSchema.safeParse(body);
		if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail);
		const { email, source } = parsed.data;
		let inserted;
		try {
			inserted = parseRows(insertedRow, await db.query("INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING RETURNING id", [email, source]));
		} catch (error) {
			logger.error({ err: describeFailure(error) }, "newsletter sign-up not stored: database failure");
			return answer(503, FORM_OUTAGE_MESSAGE, { "retry-after": "30" });
		}
		logger.info({
			source,
			repeated: inserted.length === 0
		}, "newsletter subscription stored");
		return answer(200, NEWSLETTER_MESSAGES.subscribed);
	};
}
// server/perf/compression.ts
/**
* gzip for what the server writes per request: pages, API answers, sitemaps. Hono's middleware
* streams each response through the platform's CompressionStream (zlib's default level, a few
* milliseconds for a page) and keeps nothing. The built files under /assets/ are compressed once,
* at build time, and sent as they are (static-files.ts): never compressed here, so an unknown
* /assets/ path costs a file lookup and a short 404, not a compression.
*/
function compression() {
	const perResponse = compress({ encoding: "gzip" });
	return (c, next) => c.req.path.startsWith("/assets/") ? next() : perResponse(c, next);
}
// server/perf/render-cache.ts
/**
* Query parameters a page's HTML depends on. None today: no page reads its query string (redirects
* keep it, but they are never kept). Every other parameter (utm_source, a made-up ?x=1 …) is
* dropped from the key, so `/family-travel/?x=1` … `?x=9999` are one entry, served from the real
* page, and a stranger cannot push the real pages out of the cache with made-up URLs.
*/
var RENDERED_QUERY_PARAMS = [];
/** The key of a URL's path and query (`/go/?utm_source=mail` → `/go/`). */
function renderCacheKey(pathAndQuery) {
	const url = new URL(pathAndQuery, "http://cache.invalid");
	const kept = new URLSearchParams();
	for (const name of RENDERED_QUERY_PARAMS) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
	kept.sort();
	const query = kept.toString();
	return query ? `${url.pathname}?${query}` : url.pathname;
}
/** Only real pages are kept: a 404 (any made-up path) or an error page never takes a place. */
var KEPT_STATUS = 200;
function createRenderCache(maxEntries = 500) {
	const entries = /* @__PURE__ */ new Map();
	let currentVersion = "";
	return {
		get(version, url) {
			const key = `${version} ${renderCacheKey(url)}`;
			const hit = entries.get(key);
			if (hit) {
				entries.delete(key);
				entries.set(key, hit);
			}
			return hit;
		},
		set(version, url, page) {
			if (page.status !== KEPT_STATUS) return;
			if (version !== currentVersion) {
				entries.clear();
				currentVersion = version;
			}
			entries.set(`${version} ${renderCacheKey(url)}`, page);
			while (entries.size > maxEntries) {
				const oldest = entries.keys().next().value;
				if (oldest === void 0) break;
				entries.delete(oldest);
			}
		},
		size: () => entries.size
	};
}
// server/images/encode-variant.ts
sharp.block({ operation: ["VipsForeignLoad"] });
sharp.unblock({ operation: [
	"VipsForeignLoadJpegBuffer",
	"VipsForeignLoadPngBuffer",
	"VipsForeignLoadWebpBuffer",
	"VipsForeignLoadHeifBuffer"
] });
sharp.concurrency(1);
sharp.cache(false);
/** Encodes at once: one core is always left to the pages and /healthz. */
var ENCODE_SLOTS = Math.max(1, availableParallelism() - 1);
/** Sources above this many pixels are refused before decoding (a 40 Mpx photo is 8000 x 5000). */
var MAX_INPUT_PIXELS = 4e7;
var ENCODERS = {
	avif: (image) => image.avif({
		quality: 50,
		effort: 2
	}),
	webp: (image) => image.webp({
		quality: 72,
		effort: 3
	}),
	jpeg: (image) => image.jpeg({
		quality: 75,
		mozjpeg: true,
		progressive: true
	}),
	png: (image) => image.png({
		compressionLevel: 8,
		palette: false
	})
};
/**
* One variant: the source turned upright (EXIF orientation), never enlarged, resized to `width`,
* metadata dropped, encoded in `format`. Throws on a corrupt or oversized source.
*/
async function encodeVariant(source, width, format, maxPixels = MAX_INPUT_PIXELS, timeoutSeconds = 6) {
	if (!rasterKindOf(source)) throw new Error("source is not a JPEG, PNG, WebP or AVIF file");
	const image = sharp(source, {
		limitInputPixels: maxPixels,
		failOn: "error"
	}).rotate().resize({
		width,
		withoutEnlargement: true
	}).timeout({ seconds: timeoutSeconds });
	return ENCODERS[format](image).toBuffer();
}
/** The raster format the first bytes announce, or undefined (SVG, HTML, PDF, GIF, anything else). */
function rasterKindOf(bytes) {
	if (bytes.length < 12) return void 0;
	if (bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "jpeg";
	if (bytes.subarray(0, 8).equals(Buffer.from([
		137,
		80,
		78,
		71,
		13,
		10,
		26,
		10
	]))) return "png";
	if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
	if (bytes.toString("latin1", 4, 8) === "ftyp") return "heif";
}
/** The plain image answered instead of a source that failed: a calm grey of the asked width, 3:2. */
function encodePlaceholder(width, format) {
	const image = sharp({ create: {
		width,
		height: Math.round(width * 2 / 3),
		channels: 3,
		background: "#d9e2e7"
	} });
	return ENCODERS[format](image).toBuffer();
}
// server/images/limiter.ts
/** Thrown when a bounded limiter's queue is full (or closed): the caller answers "busy" at once. */
var LimiterFullError = class extends Error {
	constructor(message = "image endpoint busy: queue full") {
		super(message);
	}
};
/**
* Runs at most `slots` tasks at once; the others wait in order, at most `maxWaiting` of them. One
* more is refused with LimiterFullError instead of queueing, so a flood is answered at once
* rather than held in memory for minutes. `close()` (a shutdown) refuses the waiting ones and
* every later one the same way, so only the tasks already running delay the drain.
*/
function createLimiter(slots, maxWaiting = Number.POSITIVE_INFINITY) {
	let running = 0;
	let closed = false;
	const waiting = [];
	const closedError = () => new LimiterFullError("image endpoint shutting down");
	const run = async (task) => {
		if (closed) throw closedError();
		if (running >= slots) {
			if (waiting.length >= maxWaiting) throw new LimiterFullError();
			await new Promise((start, refuse) => waiting.push({
				start,
				refuse
			}));
		}
		running += 1;
		try {
			return await task();
		} finally {
			running -= 1;
			waiting.shift()?.start();
		}
	};
	const close = () => {
		closed = true;
		for (const queued of waiting.splice(0)) queued.refuse(closedError());
	};
	return Object.assign(run, {
		load: () => ({
			running,
			waiting: waiting.length
		}),
		close
	});
}
// server/images/source-allow-list.ts
/** `sources` are addresses whose path is the allowed prefix: `https://cdn.example` allows the whole origin. */
function createSourceAllowList(sources) {
	const allowed = /* @__PURE__ */ new Map();
	for (const source of sources) {
		const url = new URL(source);
		const entry = allowed.get(url.origin) ?? {
			internal: isInternalHost(url.hostname),
			prefixes: []
		};
		entry.prefixes.push(url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`);
		allowed.set(url.origin, entry);
	}
	return {
		refusal(url) {
			if (url.protocol !== "http:" && url.protocol !== "https:") return `protocol ${url.protocol} refused`;
			if (url.username || url.password) return "credentials in the address refused";
			const entry = allowed.get(url.origin);
			if (!entry) return `origin ${url.origin} is not an image origin`;
			if (url.search || url.hash) return "query string or fragment refused";
			if (/%(2f|5c|2e)|\\/i.test(url.pathname)) return "encoded separator or dot in the path refused";
			if (!entry.prefixes.some((prefix) => url.pathname.startsWith(prefix))) return `path outside the image paths of ${url.origin}`;
		},
		allowsPrivate: (url) => allowed.get(url.origin)?.internal === true
	};
}
/** The sources of the environment: CONTENT_API_URL's origin under CONTENT_IMAGE_PATHS, and IMAGE_ORIGINS. */
function imageOriginsOf(env) {
	const content = env.CONTENT_API_URL ? new URL(env.CONTENT_API_URL).origin : void 0;
	const paths = env.CONTENT_IMAGE_PATHS ?? ["/uploads/"];
	return [...content ? paths.map((path) => new URL(path, content).href) : [], ...env.IMAGE_ORIGINS];
}
function isInternalHost(hostname) {
	const bare = hostname.replace(/^\[|\]$/g, "");
	if (bare === "localhost" || bare.endsWith(".localhost")) return true;
	return isIP(bare) !== 0 && isPrivateAddress(bare);
}
/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
function isPrivateAddress(address) {
	const bare = address.replace(/^\[|\]$/g, "").toLowerCase();
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
	if (mapped?.[1]) return isPrivateAddress(mapped[1]);
	if (isIP(bare) === 4) {
		const [a = 0, b = 0] = bare.split(".").map(Number);
		return a === 0 || a === 10 || a === 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168 || a === 100 && b >= 64 && b <= 127 || a >= 224;
	}
	if (isIP(bare) === 6) return bare === "::" || bare === "::1" || /^f[cd]/.test(bare) || /^fe[89ab]/.test(bare) || /^ff/.test(bare);
	return false;
}
/**
* A `lookup` for node:http(s) that refuses private addresses: the check happens on the address
* the socket connects to, so a name that resolves differently a second time cannot slip past it.
*/
function guardedLookup(allowPrivate) {
	return (hostname, options, callback) => {
		lookup(hostname, { all: true }).then((addresses) => {
			const refused = addresses.find((entry) => !allowPrivate && isPrivateAddress(entry.address));
			if (refused || addresses.length === 0) {
				callback(Object.assign(/* @__PURE__ */ new Error(`${hostname} resolves to a private address (${refused?.address ?? "none"})`), { code: "EPRIVATE" }), []);
				return;
			}
			if ("all" in options && options.all) callback(null, addresses);
			else callback(null, addresses[0]?.address ?? "", addresses[0]?.family);
		}, (error) => callback(error, []));
	};
}
// server/images/read-source.ts
/** Why a source could not be read; the endpoint answers with the placeholder instead. */
var SourceError = class extends Error {};
var MAX_REDIRECTS = 3;
/**
* Identity and version of a file of the site: the cache key changes when the file does (its
* size or modification time), so a replaced file is never answered from an old variant.
*/
async function localSourceVersion(publicDir, path) {
	const root = resolve(publicDir);
	const file = resolve(root, `.${path}`);
	if (!file.startsWith(root + sep)) throw new SourceError("path outside the site files");
	const info = await stat(file).catch(() => void 0);
	if (!info?.isFile()) throw new SourceError("no such file");
	return {
		file,
		version: `${info.size}-${Math.floor(info.mtimeMs)}`
	};
}
async function readLocalSource(file, limits) {
	const handle = await open(file, "r");
	try {
		const { size } = await handle.stat();
		if (size > limits.maxBytes) throw new SourceError(`source is ${size} bytes, over ${limits.maxBytes}`);
		return await handle.readFile();
	} finally {
		await handle.close();
	}
}
/**
* Downloads a remote source: only from the allow-list, redirects followed only to addresses the
* allow-list also accepts, the connection refused when the name resolves to a private address,
* at most `maxBytes` and `timeoutMs` in all (headers and body).
*/
async function readRemoteSource(url, allowList, limits) {
	const deadline = AbortSignal.timeout(limits.timeoutMs);
	let current = new URL(url);
	for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
		const refusal = allowList.refusal(current);
		if (refusal) throw new SourceError(hop === 0 ? refusal : `redirect refused: ${refusal}`);
		const response = await get(current, allowList.allowsPrivate(current), deadline);
		const status = response.statusCode ?? 0;
		if (status >= 300 && status < 400 && response.headers.location) {
			response.resume();
			current = new URL(response.headers.location, current);
			continue;
		}
		if (status !== 200) {
			response.resume();
			throw new SourceError(`source answered HTTP ${status}`);
		}
		return readBody(response, limits.maxBytes, deadline);
	}
	throw new SourceError("too many redirects");
}
function get(url, allowPrivate, signal) {
	const request$2 = url.protocol === "https:" ? request$1 : request;
	return new Promise((resolvePromise, reject) => {
		const req = request$2(url, {
			method: "GET",
			lookup: guardedLookup(allowPrivate),
			signal,
			headers: { accept: "image/*" }
		}, resolvePromise);
		req.once("error", (error) => reject(new SourceError(`source unreachable: ${error.message}`)));
		req.end();
	});
}
function readBody(response, maxBytes, signal) {
	const declared = Number(response.headers["content-length"] ?? 0);
	if (declared > maxBytes) {
		response.destroy();
		return Promise.reject(new SourceError(`source is ${declared} bytes, over ${maxBytes}`));
	}
	return new Promise((resolvePromise, reject) => {
		const chunks = [];
		let received = 0;
		const fail = (error) => {
			response.destroy();
			reject(error instanceof SourceError ? error : new SourceError(`source download failed: ${error.message}`));
		};
		signal.addEventListener("abort", () => fail(new SourceError("source download timed out")), { once: true });
		response.on("data", (chunk) => {
			received += chunk.length;
			if (received > maxBytes) fail(new SourceError(`source is over ${maxBytes} bytes`));
			else chunks.push(chunk);
		});
		response.once("error", fail);
		response.once("end", () => resolvePromise(Buffer.concat(chunks)));
	});
}
// server/images/image-routes.ts
var IMMUTABLE = "public, max-age=31536000, immutable";
var LOCAL_SOURCE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
var PLACEHOLDER_CACHE = "public, max-age=60";
var BUSY_CACHE = "no-store";
var DEFAULT_LIMITS = {
	maxBytes: 26214400,
	timeoutMs: 8e3,
	maxPixels: MAX_INPUT_PIXELS
};
/**
* `GET /_img/<pipeline>/<source>/<width>.<format>` (src/blocks/shared/responsive-image-url.ts):
* a resized, re-encoded copy of a raster source of the site or of an allowed remote origin, from
* the disk cache or made now. A source that cannot be used is answered with a plain placeholder
* (header `X-Image-Fallback: source` or `busy`; why is in the log only, so a visitor learns nothing
* of the content service's answers), so a page shows a calm grey box, never a broken image.
* Bounded: `work.running` variants are made at once (downloads and encodes; encodes on
* ENCODE_SLOTS threads), `work.waiting` more wait, any further one is answered the placeholder
* at once, uncached, so a flood of new variants never slows the pages or /healthz.
*/
function createImageRoutes(options) {
	const allowList = createSourceAllowList(options.origins);
	const limits = {
		...DEFAULT_LIMITS,
		...options.limits
	};
	const encodeSlot = createLimiter(ENCODE_SLOTS);
	const work = createLimiter(options.work?.running ?? ENCODE_SLOTS + 2, options.work?.waiting ?? 8);
	options.shutdown?.addEventListener("abort", () => {
		work.close();
		encodeSlot.close();
	});
	const downloads = /* @__PURE__ */ new Map();
	const placeholders = /* @__PURE__ */ new Map();
	const remoteSource = (url) => {
		let pending = downloads.get(url);
		if (!pending) {
			pending = readRemoteSource(url, allowList, limits).finally(() => downloads.delete(url));
			downloads.set(url, pending);
		}
		return pending;
	};
	const placeholder = (width, format) => {
		const key = `${width}.${format}`;
		let made = placeholders.get(key);
		if (!made) {
			made = encodePlaceholder(width, format);
			placeholders.set(key, made);
		}
		return made;
	};
	const app = new Hono();
	app.get("/_img/*", async (c) => {
		const parsed = parseVariantPath(c.req.path);
		if (!parsed.ok) return c.text(`Not an image variant: ${parsed.reason}`, 404);
		const { source, width, format } = parsed;
		let key;
		let read;
		let cacheControl;
		try {
			if (source.kind === "local") {
				const local = await localSourceVersion(options.publicDir, source.path);
				key = `local:${source.path}:${local.version}`;
				read = () => readLocalSource(local.file, limits);
				cacheControl = LOCAL_SOURCE_CACHE;
			} else {
				const refusal = allowList.refusal(new URL(source.url));
				if (refusal) throw new SourceError(refusal);
				key = `remote:${source.url}`;
				read = () => remoteSource(source.url);
				cacheControl = IMMUTABLE;
			}
		} catch (error) {
			return fallback(error);
		}
		const variantKey = createHash("sha256").update(`1\n${key}\n${width}\n${format}`).digest("hex");
		const etag = `"${variantKey.slice(0, 32)}"`;
		if (c.req.header("if-none-match") === etag) return c.body(null, 304, {
			ETag: etag,
			"Cache-Control": cacheControl
		});
		try {
			const data = await (await options.cache).get(variantKey, () => work(async () => {
				const bytes = await read();
				return encodeSlot(() => encodeVariant(bytes, width, format, limits.maxPixels, options.encodeTimeoutSeconds));
			}));
			return c.body(new Uint8Array(data), 200, {
				"Content-Type": FORMAT_MIME_TYPES[format],
				"Cache-Control": cacheControl,
				ETag: etag,
				"X-Content-Type-Options": "nosniff"
			});
		} catch (error) {
			return fallback(error);
		}
		async function fallback(error) {
			const busy = error instanceof LimiterFullError;
			const reason = error instanceof Error ? error.message : String(error);
			options.onProblem?.(busy ? "image endpoint busy: answered with the placeholder" : "image source failed: answered with the placeholder", {
				path: c.req.path,
				reason,
				...busy ? work.load() : {}
			});
			const data = await placeholder(width, format);
			return c.body(new Uint8Array(data), 200, {
				"Content-Type": FORMAT_MIME_TYPES[format],
				"Cache-Control": busy ? BUSY_CACHE : PLACEHOLDER_CACHE,
				"X-Image-Fallback": busy ? "busy" : "source"
			});
		}
	});
	return app;
}
// server/images/variant-cache.ts
/**
* Variants on disk, one file per key, made on first request and kept. The index (size and last
* use per file) lives in memory, rebuilt from the directory at start-up with modification times
* as last use; eviction removes the least recently used files until the total is 90% of the bound.
*/
async function createVariantCache(options) {
	await mkdir(options.dir, { recursive: true });
	const index = /* @__PURE__ */ new Map();
	let total = 0;
	const inFlight = /* @__PURE__ */ new Map();
	const memory = /* @__PURE__ */ new Map();
	const memoryLimit = options.memoryBytes ?? 67108864;
	let memoryTotal = 0;
	const remember = (key, data) => {
		if (data.length > memoryLimit / 8) return;
		const previous = memory.get(key);
		if (previous) memoryTotal -= previous.length;
		memory.delete(key);
		memory.set(key, data);
		memoryTotal += data.length;
		for (const [oldKey, oldData] of memory) {
			if (memoryTotal <= memoryLimit) break;
			memory.delete(oldKey);
			memoryTotal -= oldData.length;
		}
	};
	const found = await Promise.all((await readdir(options.dir)).filter((name) => name.endsWith(".bin")).map(async (name) => ({
		name,
		info: await stat(join(options.dir, name))
	})));
	for (const { name, info } of found.sort((a, b) => a.info.mtimeMs - b.info.mtimeMs)) {
		index.set(name.slice(0, -4), info.size);
		total += info.size;
	}
	const fileOf = (key) => join(options.dir, `${key}.bin`);
	const touch = (key, bytes) => {
		index.delete(key);
		index.set(key, bytes);
	};
	const evict = async () => {
		const target = options.maxBytes * .9;
		for (const [key, bytes] of index) {
			if (total <= target) break;
			index.delete(key);
			total -= bytes;
			const kept = memory.get(key);
			if (kept) {
				memory.delete(key);
				memoryTotal -= kept.length;
			}
			await unlink(fileOf(key)).catch((error) => options.onError?.(`image cache: could not remove ${key}: ${String(error)}`));
		}
	};
	const make = async (key, produce) => {
		const data = await produce();
		const temporary = `${fileOf(key)}.${process.pid}.tmp`;
		await writeFile(temporary, data);
		await rename(temporary, fileOf(key));
		touch(key, data.length);
		total += data.length;
		remember(key, data);
		if (total > options.maxBytes) await evict();
		return data;
	};
	return {
		async get(key, produce) {
			const bytes = index.get(key);
			if (bytes !== void 0) {
				const hot = memory.get(key);
				if (hot) {
					touch(key, bytes);
					remember(key, hot);
					return hot;
				}
				const data = await readFile(fileOf(key)).catch(() => void 0);
				if (data) {
					touch(key, bytes);
					remember(key, data);
					return data;
				}
				index.delete(key);
				total -= bytes;
			}
			let pending = inFlight.get(key);
			if (!pending) {
				pending = make(key, produce).finally(() => inFlight.delete(key));
				inFlight.set(key, pending);
			}
			return pending;
		},
		size: () => total
	};
}
// server/images/image-pipeline.ts
/** The image endpoint as the environment configures it (docs/decisions/007-image-pipeline.md). */
function createImagePipeline(env, logger, publicDir = resolve("public"), shutdown) {
	const cache = createVariantCache({
		dir: env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, "image-cache"),
		maxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
		onError: (message) => logger.warn(message)
	});
	cache.catch((error) => logger.error({ err: String(error) }, "image cache directory unusable"));
	return createImageRoutes({
		publicDir,
		origins: imageOriginsOf(env),
		cache,
		onProblem: (message, details) => logger.warn(details, message),
		shutdown
	});
}
// server/experiments/exposure-store.ts
/**
* Exposures: distinct visitors per experiment, variant and UTC day, as counts (migration
* 007-experiments.sql). A visitor is counted once, when the server draws their variant and gives
* them the cookie; a returning visitor (the cookie) is not counted again, and no row per page view
* or per visitor is kept.
*/
async function countNewVisitor(db, experimentId, variant) {
	await db.query(`INSERT INTO experiment_exposures (experiment_id, variant, day, visitors) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (experiment_id, variant, day) DO UPDATE SET visitors = experiment_exposures.visitors + 1`, [experimentId, variant]);
}
var visitorsRow = z.object({
	experiment_id: z.string(),
	variant: z.string(),
	visitors: z.union([z.number(), z.string()]).transform(Number)
});
/** Visitors per variant of every experiment, summed over days. */
async function visitorsByVariant(db) {
	return parseRows(visitorsRow, await db.query("SELECT experiment_id, variant, sum(visitors) AS visitors FROM experiment_exposures GROUP BY experiment_id, variant ORDER BY experiment_id, variant"));
}
// server/seo/seo-routes.ts
function sitemapXml(entries, siteUrl) {
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.map((entry) => {
		return `  <url>${`<loc>${escapeHtml(new URL(entry.path, siteUrl).href)}</loc>`}${entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : ""}</url>`;
	}).join("\n")}\n</urlset>\n`;
}
/** /sitemap.xml (every canonical route and content page) and /robots.txt pointing at it. */
function createSeoRoutes(deps) {
	const routes = new Hono();
	routes.get("/sitemap.xml", async (c) => {
		const xml = sitemapXml(await deps.entries(deps.read), deps.siteUrl);
		return c.body(xml, 200, {
			"content-type": "application/xml; charset=utf-8",
			"cache-control": "public, max-age=3600"
		});
	});
	routes.get("/robots.txt", (c) => c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", deps.siteUrl).href}\n`, 200, { "cache-control": "public, max-age=86400" }));
	return routes;
}
// server/studio/editor-shell.ts
/** The studio editor's entry module (vite.studio.config.ts builds it into <build>/studio). */
var STUDIO_ENTRY = "src/studio/main.tsx";
var manifestSchema = z.record(z.string(), z.object({
	file: z.string(),
	css: z.array(z.string()).optional()
}));
/**
* The built studio next to the built server (dist/server → dist/studio), or STUDIO_ASSETS_DIR.
* Visitors' pages never link it: it is served under /studio/assets/ to a session only.
*/
function defaultStudioAssetsDir() {
	return process.env.STUDIO_ASSETS_DIR ?? resolve(dirname(process.argv[1] ?? "."), "../studio");
}
/** The HTML that starts the editor for one page config file. */
function createEditorShell(options) {
	let built;
	const readBuilt = () => {
		if (built) return built;
		const manifestFile = join(options.assetsDir, ".vite", "manifest.json");
		if (!existsSync(manifestFile)) throw new Error(`the studio is not built (${manifestFile} is missing): run npm run build`);
		const entry = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, "utf8")))[STUDIO_ENTRY];
		if (!entry) throw new Error(`${manifestFile} has no entry ${STUDIO_ENTRY}`);
		built = {
			script: `/studio/${entry.file}`,
			styles: (entry.css ?? []).map((css) => `/studio/${css}`)
		};
		return built;
	};
	return async (boot, nonce) => {
		const data = `<script type="application/json" id="studio-boot">${jsonForScript(boot)}<\/script>`;
		const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
		if (options.devTemplate) return (await options.devTemplate()).replace("/src/entry-client.tsx", `/${STUDIO_ENTRY}`).replace("<!--app-head-->", "<title>Studio</title><meta name=\"robots\" content=\"noindex\">").replace("<!--app-html-->", "").replace("<!--app-data-->", data).replace(/<script(?![^>]*\snonce=)/g, `<script${nonceAttribute}`);
		const { script, styles } = readBuilt();
		return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Studio</title>
${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
<script type="module" src="${script}"${nonceAttribute}><\/script></head>
<body><div id="root"></div>${data}</body></html>`;
	};
}
// server/studio/minimal-diff.ts
/**
* Writes a proposed page config into the text of its file with the smallest change: sections that
* did not change keep their text byte for byte (one-line or spread over lines), a moved section
* moves as it is, an edited one changes only the values that differ, and other keys keep their
* order and indentation. So `git diff` shows the moved or edited sections and nothing else.
*/
function applyWithMinimalDiff(original, proposed) {
	const formatting = formattingOf(original);
	let text = replaceSections(original, proposed.sections, formatting);
	const before = asRecord(parse(text)) ?? {};
	for (const key of Object.keys(before)) if (key !== "sections" && !Object.hasOwn(proposed, key)) text = edit(text, [key], void 0, formatting);
	for (const [key, value] of Object.entries(proposed)) if (key !== "sections" && !isDeepStrictEqual(before[key], value)) text = edit(text, [key], value, formatting);
	return text;
}
function edit(text, path, value, formattingOptions) {
	return applyEdits(text, modify(text, path, value, { formattingOptions }));
}
/** The file's indentation unit (two spaces in this project) and line ends. */
function formattingOf(text) {
	const indent = /\n( +|\t)"/.exec(text)?.[1] ?? "  ";
	return {
		insertSpaces: indent !== "	",
		tabSize: indent === "	" ? 1 : indent.length,
		eol: text.includes("\r\n") ? "\r\n" : "\n"
	};
}
function replaceSections(text, sections, formatting) {
	const tree = parseTree(text);
	const arrayNode = tree ? findNodeAtLocation(tree, ["sections"]) : void 0;
	const elements = arrayNode?.type === "array" ? arrayNode.children ?? [] : [];
	const first = elements[0];
	const last = elements.at(-1);
	if (!Array.isArray(sections) || !first || !last) return edit(text, ["sections"], sections, formatting);
	const lineStart = text.lastIndexOf("\n", first.offset) + 1;
	const indent = text.slice(lineStart, first.offset);
	const originals = /* @__PURE__ */ new Map();
	for (const element of elements) {
		const value = parse(text.slice(element.offset, element.offset + element.length));
		const id = asRecord(value)?.id;
		if (typeof id === "string") originals.set(id, {
			text: sliceOf(text, element),
			value
		});
	}
	const pieces = sections.map((section) => {
		const id = asRecord(section)?.id;
		const original = typeof id === "string" ? originals.get(id) : void 0;
		if (!original) return newSectionText(section, indent, formatting);
		if (isDeepStrictEqual(original.value, section)) return original.text;
		return editSection(original.text, original.value, section, formatting);
	});
	const eol = formatting.eol ?? "\n";
	return text.slice(0, first.offset) + pieces.join(`,${eol}${indent}`) + text.slice(last.offset + last.length);
}
var sliceOf = (text, node) => text.slice(node.offset, node.offset + node.length);
/** Edits the values that differ inside one section's own text, one prop at a time. */
function editSection(text, before, after, formatting) {
	const from = asRecord(before) ?? {};
	const to = asRecord(after) ?? {};
	let result = text;
	for (const key of /* @__PURE__ */ new Set([...Object.keys(from), ...Object.keys(to)])) {
		if (isDeepStrictEqual(from[key], to[key])) continue;
		const fromProps = asRecord(from[key]);
		const toProps = asRecord(to[key]);
		if (key === "props" && fromProps && toProps) {
			for (const prop of /* @__PURE__ */ new Set([...Object.keys(fromProps), ...Object.keys(toProps)])) if (!isDeepStrictEqual(fromProps[prop], toProps[prop])) result = edit(result, [key, prop], toProps[prop], formatting);
		} else result = edit(result, [key], to[key], formatting);
	}
	return result;
}
/** A new section in this project's one-line style, `{ "id": "x", "type": "y", "props": { … } }`. */
function inlineJson(value) {
	if (Array.isArray(value)) return `[${value.map(inlineJson).join(", ")}]`;
	const record = asRecord(value);
	if (record) {
		const entries = Object.entries(record).filter(([, item]) => item !== void 0);
		return entries.length ? `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(", ")} }` : "{}";
	}
	return JSON.stringify(value) ?? "null";
}
/** A new section on one line when it is short, else spread over lines indented like its neighbours. */
function newSectionText(section, indent, formatting) {
	const oneLine = inlineJson(section);
	if (indent.length + oneLine.length <= 140) return oneLine;
	const unit = formatting.insertSpaces ? " ".repeat(formatting.tabSize ?? 2) : "	";
	return JSON.stringify(section, null, unit).split("\n").join(`${formatting.eol ?? "\n"}${indent}`);
}
var asRecord = (value) => isPlainObject(value) ? value : void 0;
// server/db/seed/seed-document.ts
var doc = (call, key, data) => ({
	call,
	key: String(key),
	body: {
		success: true,
		data
	}
});
// server/db/seed/common.ts
/** One demo illustration made by `scripts/make-demo-images.ts`. */
var demo = (name) => `/images/demo/${name}.svg`;
/** The hero video every banner plays; the poster image paints first. */
var HERO_VIDEO = "/media/hero.mp4";
var DEFAULT_HERO = "Denver's Top Rated Family Travel Agency";
var meta = (meta_title, meta_keyword, meta_description) => ({
	meta_title,
	meta_keyword,
	meta_description
});
var banner = (bannerText, subText, image) => [{
	bannerText,
	subText,
	bannerVideo: HERO_VIDEO,
	bannerImage: demo(image)
}];
var whereTo = (text = "Where to next?", description = "We'll create a vacation you'll remember forever.") => [{
	text,
	description
}];
var page = (pageId, data) => doc("pages/get", pageId, data);
/**
* The agency's facts the demo content is written around; pages, tests and the site config can
* rely on them. Slugs follow the spec's rule (`slugify`).
*/
var advisorNames = ["Sarah Mitchell", "David Brooks"];
var agencyFacts = {
	advisors: advisorNames.map((name) => ({
		name,
		slug: slugify(name)
	})),
	phone: "(303) 555-0148",
	email: "hello@travelnrelax.example",
	address: "1550 Wewatta Street, Suite 200, Denver, CO 80202",
	/** Where the safari page's bare image names live (spec 2 §7, image address rule). */
	safariUploadsPath: "/images/demo/"
};
/** The destinations of `pages/destinations`, page 17 and the country pages (ids 1..8). */
var destinations = [
	{
		id: 1,
		title: "Kenya",
		image: "kenya"
	},
	{
		id: 2,
		title: "Italy",
		image: "italy"
	},
	{
		id: 3,
		title: "Mexico",
		image: "mexico"
	},
	{
		id: 4,
		title: "Japan",
		image: "japan"
	},
	{
		id: 5,
		title: "Greece",
		image: "greece"
	},
	{
		id: 6,
		title: "Costa Rica",
		image: "costa-rica"
	},
	{
		id: 7,
		title: "Iceland",
		image: "iceland"
	},
	{
		id: 8,
		title: "Thailand",
		image: "thailand"
	}
];
var destinationId = (title) => {
	const found = destinations.find((d) => d.title === title);
	if (!found) throw new Error(`unknown destination ${title}`);
	return found.id;
};
/** The four photos of a destination, as its details list them. */
var destinationImages = (title) => {
	const key = destinations.find((d) => d.title === title).image;
	return [
		1,
		2,
		3,
		4
	].map((n) => demo(`${key}-${n}`));
};
var destinationBanner = (title) => demo(`${destinations.find((d) => d.title === title).image}-banner`);
/** The demo months are the calendar's months. */
var monthNames = MONTH_NAMES;
// server/db/seed/blogs.ts
/** Category ids as the back end sends them; "1" is the one the home carousel shows. */
var categoryNames = {
	"1": "Family Travel",
	"2": "Celebrations",
	"3": "Cruises",
	"4": "Travel Tips"
};
var authors = {
	emma: {
		authorName: "Emma Collins",
		authorImage: demo("author-emma")
	},
	james: {
		authorName: "James Ortega",
		authorImage: demo("author-james")
	},
	priya: {
		authorName: "Priya Raman",
		authorImage: demo("author-priya")
	},
	sarah: {
		authorName: "Sarah Mitchell",
		authorImage: demo("advisor-sarah-mitchell")
	},
	unknown: {
		authorName: null,
		authorImage: null
	}
};
function blog(blogId, title, createdAt, author, categories, description, metaDescription, keywords) {
	return {
		blogId,
		title,
		description,
		image: demo(`blog-${blogId}`),
		createdAt,
		...authors[author],
		categories,
		categoryNames: categories.map((id) => categoryNames[id]),
		...meta(`${title} | Travel N Relax Blog`, keywords, metaDescription)
	};
}
/** Eight posts: five in category "1" (shown on the home carousel), three not. */
var blogs = [
	blog(1, "Disney World: 10 Tips for Families!", "2026-01-14T16:00:00.000Z", "sarah", ["1"], "Walt Disney World is four theme parks, two water parks and more than twenty resort hotels, so a little planning goes a long way. After more than a hundred Disney trips planned for Colorado families, these are the tips we share most often.\n\nBook dining reservations the day your window opens, arrive at rope drop and ride the headliners first, then head back to the hotel pool in the afternoon heat. Pack ponchos, refillable water bottles and a portable phone charger.\n\nMost of all, do not try to do everything. Pick three must-do experiences per park and let the rest be a bonus. Tired kids make for long evenings; rested kids make magic.", "Ten practical tips for a Walt Disney World vacation with kids, from dining reservations to rope drop, from Denver family travel advisors.", "Disney World tips, Disney with kids, family Disney vacation"),
	blog(2, "How to Plan a Multigenerational Family Vacation", "2026-02-03T15:30:00.000Z", "emma", ["1", "4"], "Travelling with grandparents, parents and grandchildren is one of the most rewarding trips a family can take, and one of the trickiest to plan.\n\nStart with the pace: choose a home base rather than a new hotel every night, and plan one shared activity a day with free time around it. Villas and cruise ships work beautifully because everyone has their own space but meals are together.\n\nTalk about money early. Decide who pays for what before anyone books, and ask about group rates. Finally, plan one special moment, a family photo shoot or a celebration dinner, that everyone will remember.", "Practical advice for planning a vacation with grandparents, parents and kids: pace, lodging, budgets and shared moments.", "multigenerational travel, family reunion trip, travel with grandparents"),
	blog(3, "Kenya Safari with Kids: What to Expect", "2026-02-24T17:00:00.000Z", "james", ["1"], "A safari is not just for honeymooners and photographers. Children from about six years old love the thrill of spotting elephants, giraffes and lions, and many camps now welcome families with open arms.\n\nGame drives start early and last three to four hours, with a rest in camp during the midday heat. Look for camps with family tents, a pool and a private vehicle option so you can set your own schedule.\n\nVaccinations, malaria prevention and visas take a little planning, so start talking to your doctor and your advisor about three months before you travel.", "What a Kenya safari with children is really like: ages, daily rhythm, family camps and health preparation.", "Kenya safari with kids, family safari, Maasai Mara"),
	blog(4, "Colorado Ski Weekends Made Easy", "2026-03-10T14:00:00.000Z", "unknown", ["1", "4"], "Living on the Front Range means world-class skiing is a short drive away, but I-70 traffic can turn a ski weekend into a long one.\n\nLeave Denver before 6 a.m. on Saturday or after 7 p.m. on Friday, and consider staying Sunday night to skip the worst of the return traffic. Book ski school and rentals in advance, especially over school holidays.\n\nFor families with young skiers, Keystone and Copper have gentle learning areas close to the lodges, while Breckenridge offers the most to do off the slopes.", "How Denver families can make a Colorado ski weekend easy: timing the I-70 drive, booking ski school and choosing the right resort.", "Colorado ski weekend, family ski trip, I-70 traffic tips"),
	blog(5, "Choosing Your First River Cruise", "2026-04-02T18:00:00.000Z", "priya", ["1", "3"], "River cruises have become one of the most relaxing ways to see Europe. Ships are small, excursions are often included and you dock right in the heart of the towns you visit.\n\nThe Danube is a classic first choice, from Budapest through Vienna to the Bavarian countryside. The Rhine offers castles and vineyards, while the Douro in Portugal is quieter and famous for port wine.\n\nAsk about cabin size, the included excursions and how active the shore days are. Family departures in summer are a great introduction for children.", "How to choose your first river cruise: comparing the Danube, Rhine and Douro, cabins, excursions and family sailings.", "river cruise, first river cruise, Danube river cruise"),
	blog(6, "Honeymoon Ideas Beyond the Beach", "2026-04-21T16:45:00.000Z", "emma", ["2"], "Overwater villas are wonderful, but they are not the only way to celebrate a new marriage. Some of our favourite honeymoons mix adventure with romance.\n\nTry a Japan honeymoon with a private onsen in the mountains, a Kenya safari followed by a beach finale in Diani, or a road trip through Iceland under the midnight sun. Couples who love food adore Italy in the autumn harvest.\n\nWhatever you choose, leave a few days with nothing planned at all.", "Honeymoon ideas for couples who want more than a beach: Japan, Kenya, Iceland and Italy.", "honeymoon ideas, adventure honeymoon, romantic travel"),
	blog(7, "Packing Light for a Two-Week Trip", "2026-05-12T15:00:00.000Z", "james", ["3", "4"], "Carry-on only for two weeks sounds impossible until you try it. Packing light means no waiting at the baggage carousel, easier train transfers and no lost luggage.\n\nChoose a colour palette so everything matches, pack clothes that dry overnight and plan on doing one load of laundry midway. Packing cubes keep each family member organised.\n\nOn cruises, remember formal nights and a light jacket for evening decks; on safari, soft duffels are often required for small aircraft.", "How to pack carry-on only for a two-week trip, with tips for cruises and safaris.", "packing tips, carry on only, packing for a cruise"),
	blog(8, "Why Work with a Travel Advisor in 2026?", "2026-06-01T16:00:00.000Z", "sarah", ["4"], "With so many booking sites, why use a travel advisor? Because a good one saves you time, money and stress, and is there when something goes wrong.\n\nAdvisors have relationships with resorts, cruise lines and local guides that open doors to upgrades, perks and availability you will not find online. We know which room faces the construction, which transfer takes twice as long as promised and which hotel pool is best for toddlers.\n\nAnd when a flight is cancelled at midnight, you call a person who already knows your trip.", "The real benefits of booking with a travel advisor: perks, insider knowledge and support when plans change.", "travel advisor benefits, why use a travel agent, Denver travel agency")
];
/** Blogs/list: the posts, the blog page's meta fields and its banner. */
var blogListDocument = doc("Blogs/list", "", {
	blogs,
	banners: banner("Travel Blog", "Tips, stories and ideas from our Denver travel advisors.", "blog-2"),
	...meta("Travel Blog | Travel N Relax", "family travel blog, travel tips, Disney tips, safari with kids, cruise advice", "Family travel tips, destination ideas and honest advice from the Denver advisors at Travel N Relax.")
});
/** Blogs/details for each blogId: the post as a one-item list. */
var blogDetailDocuments = blogs.map((b) => doc("Blogs/details", b.blogId, [b]));
// server/db/seed/pages-contact-about.ts
/** pageId 14: the review page (spec 1 "Review page"). */
var reviewPage = page(14, {
	...meta("Leave a Review | Travel N Relax", "Family vacations, Aurora travel agency, custom travel planning", "Travelled with Travel N Relax? Tell other families about your trip. Your feedback helps us plan even better family vacations."),
	review_title: "Review Travel N Relax",
	subtext: "Back from your trip? We would love to hear how it went. Your review helps other Colorado families find a travel advisor they can trust, and helps us keep improving.",
	google_text: "Review us on Google",
	google_link: "https://www.google.com/search?q=Travel+N+Relax+Denver+reviews",
	yelp_text: "Review us on Yelp",
	yelp_link: "https://www.yelp.com/search?find_desc=Travel+N+Relax&find_loc=Denver%2C+CO",
	whereTo: whereTo("Let us handle the details", "Ready for the next one? We are already looking forward to planning it.")
});
/** pageId 19: the contact and enquiry page, /go/. */
var contactPage = page(19, {
	...meta("Contact Us | Plan Your Trip With Travel N Relax", "contact travel agent Denver, plan a vacation, travel enquiry, family travel advisor", `Ready to travel? Tell us about your trip or call ${agencyFacts.phone}. Our Denver advisors reply within two business days.`),
	banners: banner("Ready To Travel?", "Tell us a little about your trip and an advisor will be in touch within two business days.", "trip-1"),
	whereTo: whereTo("Where to next?", "Wherever it is, we will help you get there, relaxed.")
});
/** pageId 24: about and team (spec 2 "About page"); introduction holds the three value cards. */
var aboutPage = page(24, {
	...meta("About Our Travel Agency | Travel N Relax Denver", "about Travel N Relax, Denver travel agency, family travel advisors, our team", "Meet the team behind Travel N Relax, a Denver family travel agency planning custom vacations for more than 20 years."),
	banners: banner("The People Behind Your Vacation", "A small Denver team with more than 20 years of planning trips for families like yours.", "about-denver"),
	aim: [{
		id: 1,
		text: "Our Aim",
		description: "To give every family the kind of vacation that brings them closer, planned with honesty, care and the knowledge that only comes from travelling the world ourselves. We measure success by the stories you bring home and by how many of you come back to plan the next one.",
		image: demo("about-team")
	}],
	introduction: [
		{
			id: 1,
			text: "Honor",
			description: "We recommend only what we would book for our own families, and we are upfront about prices, fees and trade-offs."
		},
		{
			id: 2,
			text: "Diligence",
			description: "Every booking is double-checked, every connection timed and every document sent well before you leave."
		},
		{
			id: 3,
			text: "Legacy",
			description: "Many of our clients first travelled with us as newlyweds and now bring their grandchildren. We plan for the long run."
		}
	],
	motto: [{
		id: 1,
		text: "Your Family, Our Expertise",
		description: "Local to Denver, connected around the world, and here for you before, during and after every trip.",
		backgroundImage: demo("motto-mountains")
	}],
	planning: [{
		id: 1,
		text: "Start Planning With Our Team",
		description: "Tell us where you would like to go, or just when you can travel, and we will take it from there.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	}],
	whereTo: whereTo()
});
/** pageIds 26 and 27: the two advisor profiles (spec 2 "Advisor profile pages"). */
var advisorPages = [page(26, {
	...meta(`${advisorNames[0]} | Family Travel Advisor | Travel N Relax`, "Sarah Mitchell travel advisor, Disney specialist Denver, family travel advisor", "Sarah Mitchell founded Travel N Relax in Denver and has planned family vacations on six continents for more than 20 years."),
	introduction: [{
		id: 1,
		text: advisorNames[0],
		description: "Sarah founded Travel N Relax after ten years with a national tour operator, determined to give families the personal attention she wished she had when travelling with her own three children.\n\nShe is happiest designing first trips to Europe, Disney vacations planned to the minute and multigenerational reunions where everyone gets a little of what they love.",
		image: demo("advisor-sarah-mitchell"),
		backgroundImage: demo("advisor-sarah-background")
	}],
	certifications: [{
		id: 1,
		text: "Certifications",
		description: "Certified Travel Associate (CTA), The Travel Institute\nEarmarked Disney Destinations Specialist\nUniversal Orlando Certified Agent\nCLIA Accredited Cruise Counsellor\nItaly Destination Specialist"
	}],
	Testimonial: [{
		id: 1,
		text: "The Alvarez Family",
		description: "Sarah thought of things we never would have: a stroller rental waiting in Rome, a pool villa so the kids could nap. Our best family trip ever."
	}, {
		id: 2,
		text: "Janelle T.",
		description: "Our Disney plan was perfect. Sarah answered every question, even from the park on a Sunday."
	}]
}), page(27, {
	...meta(`${advisorNames[1]} | Safari & Cruise Advisor | Travel N Relax`, "David Brooks travel advisor, Kenya safari specialist, cruise advisor Denver", "David Brooks plans family safaris in Kenya and ocean and river cruises for Travel N Relax in Denver."),
	introduction: [{
		id: 1,
		text: advisorNames[1],
		description: "David first visited Kenya in 2009 and has returned almost every year since, building friendships with the camps and guides he now books for our families.\n\nWhen he is not on safari he is at sea: he has sailed more than forty ocean and river itineraries and loves matching travellers with the ship that suits them.",
		image: demo("advisor-david-brooks"),
		backgroundImage: demo("advisor-david-background")
	}],
	certifications: [{
		id: 1,
		text: "Certifications",
		description: "Master Cruise Counsellor (MCC), CLIA\nAfrica Travel Specialist\nRiver Cruise Specialist\nCertified Travel Counselor (CTC), The Travel Institute"
	}],
	Testimonial: [{
		id: 1,
		text: "Priya S.",
		description: "David knew every camp by name and matched us with a guide who had our kids spotting lions in the first hour. Worth every penny."
	}]
})];
/**
* pageId 28: the Kenya safari page. Six introduction items (the page shows at most five) and three
* mottos (at most two). Images are bare file names on purpose: the safari image rule prefixes them
* with the uploads path (`agencyFacts.safariUploadsPath`).
*/
var safariPage = page(28, {
	...meta("Kenya Safari Vacations | Travel N Relax", "Kenya safari, family safari, Maasai Mara, Amboseli, safari travel agent Denver, Great Migration", "Family safaris in Kenya planned by advisors who return every year: Maasai Mara, Amboseli, Samburu and the coast, with hand-picked camps and guides."),
	banners: banner("Kenya Safari Vacations", "See the Great Migration with guides we have known for years.", "kenya-banner"),
	introduction: [
		{
			id: 1,
			text: "The Maasai Mara",
			description: "Kenya’s most famous reserve, where lions, cheetahs and leopards follow the herds. From July to October over a million wildebeest cross the Mara River: an unforgettable sight for children and grandparents alike.",
			image: "kenya-savanna.svg",
			backgroundImage: "",
			buttonText: "Learn about the Mara",
			buttonLink: "https://www.magicalkenya.com/"
		},
		{
			id: 2,
			text: "Camps Chosen for Families",
			description: "Family tents with two bedrooms, pools for the afternoon heat and guides trained to keep young travellers engaged. We have stayed at every camp we recommend.",
			image: "kenya-lodge.svg",
			backgroundImage: ""
		},
		{
			id: 3,
			text: "Elephants Beneath Kilimanjaro",
			description: "Amboseli’s big-tusked elephants roam in front of Africa’s tallest mountain. Early-morning drives bring the clearest views of the snow-capped summit.",
			image: "kenya-kilimanjaro.svg",
			backgroundImage: ""
		},
		{
			id: 4,
			text: "Meet the Maasai",
			description: "Visit a village with a Maasai guide, learn how herders live alongside wildlife and hear how conservancies protect both. Respectful, small-group and unforgettable.",
			image: "kenya-acacia.svg",
			backgroundImage: "",
			buttonText: "Conservancies",
			buttonLink: "https://www.kws.go.ke/"
		},
		{
			id: 5,
			text: "Sunrise Balloon Flights",
			description: "Float above the plains at dawn as the animals wake below, then land for a champagne breakfast in the bush. Children aged seven and up can join most flights.",
			image: "kenya-sunrise.svg",
			backgroundImage: ""
		},
		{
			id: 6,
			text: "Beach Time on the Coast",
			description: "After the dust of the game drives, unwind on the white sands of Diani or Watamu with snorkelling, dhow sails and fresh seafood.",
			image: "kenya-coast.svg",
			backgroundImage: ""
		}
	],
	motto: [
		{
			id: 1,
			text: "Safari Is a Family Story",
			description: "The first lion your children see is a memory they will tell their own children about.",
			image: "kenya-night.svg",
			backgroundImage: ""
		},
		{
			id: 2,
			text: "Travel Gently",
			description: "We choose camps that employ local staff, support conservancies and tread lightly on the land.",
			image: "kenya-acacia.svg",
			backgroundImage: ""
		},
		{
			id: 3,
			text: "Guides Who Feel Like Family",
			description: "Many of our guides have driven the same families on three or four safaris.",
			image: "kenya-savanna.svg",
			backgroundImage: ""
		}
	],
	planning: [{
		id: 1,
		text: "Start Planning Your Kenya Safari",
		description: "The best camps book a year ahead for the migration season. Tell us your dates and we will check availability.",
		buttonText: "Plan my safari",
		buttonLink: "/go/"
	}],
	whereTo: whereTo()
});
// server/db/seed/pages-family.ts
/** pageId 2: family travel; the home page also reads its partners and introduction (spec 1 §9). */
var familyTravelPage = page(2, {
	...meta("Family Travel Agency in Denver | Travel N Relax", "family travel agency, family vacations, Denver travel agent, kid friendly resorts, multigenerational travel", "Custom family vacations planned by a Denver travel agency with 20+ years of experience: kid-friendly resorts, theme parks, cruises, safaris and multigenerational trips."),
	banners: banner("Family Vacations, Perfectly Planned", "From first flights with a baby to milestone trips with the grandparents, we plan every detail around your family.", "family-beach"),
	motto: [{
		id: 1,
		text: "Travel Together. Relax Together.",
		description: "We believe the best family memories are made when nobody is worrying about the logistics. You bring the family; we bring the plan, the backup plan and a real person to call.",
		backgroundImage: demo("motto-sea")
	}],
	planning: [{
		id: 1,
		text: "How We Plan Your Family Trip",
		description: "Share your dates, your travellers and your wish list. Within two business days you'll have a first itinerary idea from an advisor who has travelled it with kids of their own."
	}],
	whereTo: whereTo("Let's Plan Your Perfect Family Trip", "We'll help craft unforgettable family travel experiences."),
	introduction: [
		{
			id: 1,
			text: "Every Age, One Itinerary",
			description: "Toddlers need naps, teenagers need Wi-Fi and grandparents need a comfortable pace. We design days that work for every generation, with flexible time built in so nobody is rushed and nobody is bored.",
			image: demo("family-mountains")
		},
		{
			id: 2,
			text: "Passports and Paperwork, Handled Early",
			description: "Children under 16 need a passport renewed every five years, and some countries ask for extra documents when one parent travels alone. We send a clear checklist months ahead so there are no surprises at the gate.",
			image: demo("planning-map"),
			buttonText: "Passport requirements",
			buttonLink: "https://travel.state.gov/content/travel/en/passports.html"
		},
		{
			id: 3,
			text: "Support From Takeoff to Touchdown",
			description: "Delayed flight in Dallas? Lost stroller in Cancún? Our team is a phone call or a text away for the whole trip, and we rebook, reroute and re-plan so you can keep enjoying your vacation.",
			image: demo("family-lake"),
			buttonText: "Travel advisories",
			buttonLink: "https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html"
		}
	],
	partners: [
		{
			id: 1,
			title: "Coral Bay Resorts",
			image: demo("partner-coral-bay")
		},
		{
			id: 2,
			title: "Northstar Cruise Line",
			image: demo("partner-northstar")
		},
		{
			id: 3,
			title: "Riverline Voyages",
			image: demo("partner-riverline")
		},
		{
			id: 4,
			title: "Savanna Trails & Camps",
			image: demo("partner-savanna-trails")
		},
		{
			id: 5,
			title: "Summit Ski Resorts",
			image: demo("partner-summit-ski")
		},
		{
			id: 6,
			title: "Wonderland Parks",
			image: demo("partner-wonderland")
		}
	]
});
/** pageId 3: the group travel / Universal-style page (spec 2 "Group travel and Universal pages"). */
var groupTravelPage = page(3, {
	...meta("Group Travel Planning | Travel N Relax Denver", "group travel, family reunion trips, multigenerational vacations, group cruises, Denver group travel agent", "Family reunions, milestone birthdays and friends getaways: Travel N Relax plans group travel with one itinerary, one point of contact and rates that make sense for everyone."),
	banners: banner("Start Planning Your Group Adventure", "Let us take care of the details while you enjoy quality time with your group.", "group-travel"),
	introduction: [{
		id: 1,
		text: "One Trip, Many Travellers",
		description: "Family reunions, school groups, milestone birthdays and friends who finally set a date: we coordinate flights from different cities, room blocks and shared activities so the organiser gets to enjoy the trip too.",
		image: demo("group-adventure")
	}, {
		id: 2,
		text: "Group Rates and Simple Payments",
		description: "Groups of eight or more often qualify for better rates, free berths on cruises and private experiences. Each family pays its own share through us, so nobody has to chase deposits.",
		image: demo("ocean-cruise")
	}],
	planning: [{
		id: 1,
		text: "Start Planning Your Group Adventure",
		description: "Let us take care of the details while you enjoy quality time with your group.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	}],
	whereTo: whereTo()
});
// server/db/seed/pages-home.ts
/** pageId 1: the home page, also read by /services/ (spec 1 "Home page", spec 2 "Themed pages"). */
var homePage = page(1, {
	...meta("Travel N Relax | Denver's Top Rated Family Travel Agency", "family travel agency Denver, custom family vacations, Colorado travel advisor, group travel, honeymoon planning, Kenya safari, Disney vacations", "Travel N Relax is a Denver family travel agency with more than 20 years of experience planning custom vacations, cruises, safaris, theme park trips and celebrations."),
	banners: banner(DEFAULT_HERO, "Custom vacations for every generation of your family, planned by advisors who have been doing this for more than 20 years.", "hero-poster"),
	intro: [{
		text: "Vacations Built Around Your Family",
		description: "No two families travel the same way. Some want a pool, a beach and nothing on the calendar; others want a different adventure every morning. Since 2004 our Denver team has listened first, then designed trips that fit nap schedules, teenagers, grandparents and budgets alike, and we stay on call from the day you book until the day you land back at DEN.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	}],
	reviews: [
		{
			id: 1,
			name: "The Alvarez Family",
			rating: 5,
			description: "Sarah planned our first trip abroad with three kids and it could not have gone more smoothly. Every transfer was waiting for us, and the villa in Tuscany was even better than the photos."
		},
		{
			id: 2,
			name: "Megan & Chris P.",
			rating: 5,
			description: "Our honeymoon in Greece was pure magic. They found us a cave suite in Santorini and a private sunset sail we still talk about."
		},
		{
			id: 3,
			name: "Robert H.",
			rating: 4,
			description: "Organised a river cruise for twelve of us across three generations. A couple of tours ran long, but the planning and the communication were excellent."
		},
		{
			id: 4,
			name: "Janelle T.",
			rating: 5,
			description: "Disney with twins could have been chaos. Instead we had a day-by-day plan, dining reservations and Lightning Lane tips that saved us hours."
		},
		{
			id: 5,
			name: "Ken & Lisa W.",
			rating: 3,
			description: "The ski week in Vail was well organised and the lodge was lovely. We would have liked more restaurant suggestions, but we will book with them again."
		},
		{
			id: 6,
			name: "Priya S.",
			rating: 5,
			description: "Our Kenya safari was the trip of a lifetime. David knew every camp personally and matched us with guides who were wonderful with our kids."
		}
	],
	specialities: [
		{
			id: 1,
			name: "Family Travel",
			image: demo("family-beach"),
			url: "/family-travel/"
		},
		{
			id: 2,
			name: "Group Travel",
			image: demo("group-travel"),
			url: "/group-travel/"
		},
		{
			id: 3,
			name: "Destination Wedding",
			image: demo("wedding-beach"),
			url: "/destinetion-wedding/"
		},
		{
			id: 4,
			name: "Honeymoon",
			image: demo("honeymoon-island"),
			url: null,
			pageId: 5
		},
		{
			id: 5,
			name: "Anniversary",
			image: demo("anniversary-village"),
			url: null,
			pageId: 6
		},
		{
			id: 6,
			name: "All Inclusive",
			image: demo("all-inclusive-resort"),
			url: "/all-inclusive-vacations/"
		},
		{
			id: 7,
			name: "Ocean Cruise",
			image: demo("ocean-cruise"),
			url: "/ocean-cruise/"
		},
		{
			id: 8,
			name: "River Cruise",
			image: demo("river-cruise"),
			url: null,
			pageId: 9
		},
		{
			id: 9,
			name: "Kenya Safari",
			image: demo("kenya-savanna"),
			url: "/landing-kenya-vacations/"
		},
		{
			id: 10,
			name: "Theme Parks",
			image: demo("theme-park-castle"),
			url: null,
			pageId: 10
		},
		{
			id: 11,
			name: "Ski Vacations",
			image: demo("ski-colorado"),
			url: null,
			pageId: 12
		}
	],
	package_sliders: [
		{
			packageId: 1,
			image: demo("kenya-banner"),
			title: "Great Migration Family Safari",
			subText: "9 days in the Maasai Mara and Amboseli, with family tents and kid-friendly guides.",
			buttonText: "Explore Kenya",
			country: "Kenya"
		},
		{
			packageId: 2,
			image: demo("italy-1"),
			title: "Tuscan Farmhouse & Rome",
			subText: "10 days of pasta classes, hill towns and a skip-the-line Colosseum morning.",
			buttonText: "Explore Italy",
			country: "Italy"
		},
		{
			packageId: 3,
			image: demo("mexico-1"),
			title: "Riviera Maya All-Inclusive",
			subText: "7 nights beachfront with a kids club, cenote swims and a day at Chichén Itzá.",
			buttonText: "Explore Mexico",
			country: "Mexico"
		},
		{
			packageId: 4,
			image: demo("japan-banner"),
			title: "Japan for First-Timers",
			subText: "12 days from Tokyo to Kyoto by bullet train, with a night in a traditional ryokan.",
			buttonText: "Explore Japan",
			country: "Japan"
		},
		{
			packageId: 5,
			image: demo("greece-banner"),
			title: "Greek Island Hopping",
			subText: "Athens, Naxos and Santorini by fast ferry, with a private catamaran day.",
			buttonText: "Explore Greece",
			country: "Greece"
		},
		{
			packageId: 6,
			image: demo("iceland-banner"),
			title: "Iceland Ring Road Adventure",
			subText: "8 days of waterfalls, glacier walks and, in winter, a chance of the northern lights.",
			buttonText: "Explore Iceland",
			country: "Iceland"
		}
	],
	about: [{
		text: "Two Decades of Getting the Details Right",
		description: "Travel N Relax began at a kitchen table in Denver with one simple idea: families deserve a real person who answers the phone. More than 20 years and thousands of trips later, we still plan every itinerary by hand, visit the resorts and ships we recommend, and treat your vacation budget like our own.",
		image: demo("about-denver"),
		buttonText: `Meet ${advisorNames[0].split(" ")[0]}`,
		buttonLink: `/${agencyFacts.advisors[0].slug}/`
	}, {
		text: "Advisors Who Have Been There",
		description: "Our advisors have walked the Disney parks with toddlers, crossed the Mara with teenagers and skied Colorado every winter. That first-hand knowledge is what we pass on to you.",
		image: demo("about-team"),
		buttonText: `Meet ${advisorNames[1].split(" ")[0]}`,
		buttonLink: `/${agencyFacts.advisors[1].slug}/`
	}],
	advisors: [{
		name: advisorNames[0],
		designation: "Founder & Lead Family Travel Advisor",
		description: "Sarah founded Travel N Relax after a decade with a national tour operator. A mom of three and a certified Disney and Universal specialist, she has planned family trips on six continents and still answers her own phone.",
		image: demo("advisor-sarah-mitchell")
	}, {
		name: advisorNames[1],
		designation: "Senior Advisor, Safaris & Cruises",
		description: "David has led small groups through East Africa since 2009 and sailed more than forty ocean and river itineraries. He specialises in multigenerational safaris, expedition cruises and big celebrations.",
		image: demo("advisor-david-brooks")
	}],
	catalog: [
		{
			id: 1,
			text: "Family Vacations Without the Stress",
			description: "Connecting rooms, kids clubs, car seats, early dinners: we think about the small things so your family can enjoy the big ones.",
			image: demo("catalog-family")
		},
		{
			id: 2,
			text: "Cruises That Fit Your Crew",
			description: "From a first Caribbean cruise to a slow Danube river voyage, we match the ship, the cabin and the ports to the people travelling.",
			image: demo("catalog-cruise")
		},
		{
			id: 3,
			text: "Adventures With a Safety Net",
			description: "Volcano hikes in Costa Rica, game drives in Kenya, glacier walks in Iceland: trusted local guides and 24/7 support on every trip.",
			image: demo("catalog-adventure")
		},
		{
			id: 4,
			text: "Celebrations Worth the Trip",
			description: "Destination weddings, honeymoons, milestone birthdays and anniversaries, planned down to the welcome dinner and the guest room blocks.",
			image: demo("catalog-celebration")
		}
	],
	whereTo: whereTo("Where to next?", "Tell us where you dream of going and we'll create a vacation you'll remember forever.")
});
// server/db/seed/pages-places.ts
var destinationCopy = {
	Kenya: {
		tagline: "Kenya: Safari Country",
		overview: "Kenya is where safari began. Watch the Great Migration thunder across the Maasai Mara, see elephants beneath Kilimanjaro in Amboseli and end with a few lazy days on the Indian Ocean coast.",
		details: "We work with family-run camps and guides we have travelled with for years. Family tents, shorter game drives for little ones and junior ranger programmes make Kenya a wonderful first safari for children from about six years old.\n\nJuly to October brings the migration to the Mara; January and February are warm, dry and quieter.",
		buttonText: "Plan my safari",
		buttonLink: "/landing-kenya-vacations/",
		keywords: "Kenya safari, Maasai Mara, Amboseli, family safari, Great Migration"
	},
	Italy: {
		tagline: "Italy: La Dolce Vita for the Whole Family",
		overview: "Rome’s ancient wonders, Florence’s art, Tuscany’s hill towns and the Amalfi Coast’s lemon groves. Italy rewards slow travel, long lunches and a gelato every afternoon.",
		details: "We pair city days with countryside stays in farmhouses and villas with pools, so families can rest between the sights. Private guides bring the Colosseum and the Uffizi to life for kids, and a pasta-making class is always a favourite.\n\nApril to June and September to October are the sweet spots for weather and crowds.",
		buttonText: "Visit Italia.it",
		buttonLink: "https://www.italia.it/en",
		keywords: "Italy family vacation, Tuscany villa, Rome with kids, Amalfi Coast"
	},
	Mexico: {
		tagline: "Mexico: Beaches, Ruins and Real Flavour",
		overview: "A short nonstop flight from Denver, Mexico offers turquoise water in the Riviera Maya, whale watching in Baja, colonial towns in the highlands and some of the best food in the world.",
		details: "Families love the all-inclusive resorts of Cancún and Playa del Carmen, swimming in cenotes and climbing to the top of Mayan ruins. Couples head to Tulum, Los Cabos or San Miguel de Allende.\n\nDecember to April is dry and sunny; summer brings great value and warm seas.",
		buttonText: "Talk to an advisor",
		buttonLink: "/go/",
		keywords: "Mexico vacation, Riviera Maya, Los Cabos, Cancún family resort"
	},
	Japan: {
		tagline: "Japan: Tradition and Tomorrow",
		overview: "Neon Tokyo, serene Kyoto temples, deer in Nara and bullet trains that run to the second. Japan is safe, spotless and endlessly fascinating for travellers of every age.",
		details: "We plan rail passes, luggage forwarding and a night in a traditional ryokan with hot spring baths. Kids love the theme parks, the robot cafés and the convenience-store snacks; parents love how easy it all is.\n\nCherry blossoms bloom in late March and early April; autumn colours peak in November.",
		buttonText: "Visit Japan.travel",
		buttonLink: "https://www.japan.travel/en/",
		keywords: "Japan family trip, Tokyo, Kyoto, cherry blossom tour, ryokan"
	},
	Greece: {
		tagline: "Greece: Islands in the Sun",
		overview: "Whitewashed villages, blue domes and warm, clear water. Greece pairs ancient history in Athens with island hopping through the Cyclades and sailing days on a private catamaran.",
		details: "Naxos and Paros are perfect for families with sandy, shallow beaches; Santorini and Mykonos suit couples and celebrations. We arrange fast ferries, island transfers and guides who make the Acropolis unforgettable.\n\nLate May, June and September offer warm seas with fewer crowds.",
		buttonText: "Visit Greece",
		buttonLink: "https://www.visitgreece.gr/",
		keywords: "Greece island hopping, Santorini honeymoon, Naxos family, Athens"
	},
	"Costa Rica": {
		tagline: "Costa Rica: Pura Vida",
		overview: "Rainforests, volcanoes, two coastlines and wildlife everywhere you look. Costa Rica is made for active families who want zip lines in the morning and a beach in the afternoon.",
		details: "Spot sloths and toucans in Manuel Antonio, soak in the hot springs below Arenal volcano and learn to surf in Guanacaste. Eco-lodges with family rooms and bilingual naturalist guides make every day an adventure.\n\nThe dry season runs from December to April; the green season is lush and quieter.",
		buttonText: "Visit Costa Rica",
		buttonLink: "https://www.visitcostarica.com/en",
		keywords: "Costa Rica family adventure, Arenal, Manuel Antonio, eco lodge"
	},
	Iceland: {
		tagline: "Iceland: Fire and Ice",
		overview: "Waterfalls, black-sand beaches, glaciers and geothermal lagoons, all within a few hours of Reykjavík. In summer the sun barely sets; in winter the northern lights dance overhead.",
		details: "We plan self-drive or guided Ring Road itineraries with farm stays and boutique hotels, glacier walks sized for children and whale watching from Húsavík.\n\nJune to August brings the midnight sun; September to March is aurora season.",
		buttonText: "Visit Iceland",
		buttonLink: "https://www.visiticeland.com/",
		keywords: "Iceland Ring Road, northern lights, Blue Lagoon, family Iceland trip"
	},
	Thailand: {
		tagline: "Thailand: The Land of Smiles",
		overview: "Golden temples in Bangkok, ethical elephant sanctuaries in Chiang Mai and limestone islands rising from the Andaman Sea. Thailand is warm, welcoming and wonderful value.",
		details: "We combine a few city days with the mountains of the north and a beach finale in Krabi or Koh Samui, with private drivers and family villas along the way.\n\nNovember to February is cool and dry, the best time for a first visit.",
		buttonText: "Visit Thailand",
		buttonLink: "https://www.tourismthailand.org/",
		keywords: "Thailand family holiday, Bangkok, Chiang Mai elephants, Krabi beaches"
	}
};
/** The first sentence of a text, ending with exactly one full stop. */
var firstSentence = (text) => `${(text.split(". ")[0] ?? text).replace(/\.$/, "")}.`;
var destinationSummary = (title) => firstSentence(destinationCopy[title].overview);
var monthFeatures = [
	{
		title: "Thailand",
		subTitle: "Cool, dry and sunny in Thailand",
		banner: "Start the Year in Thailand",
		intro: "January is Thailand at its best: sunny days, cooler evenings and calm seas on the Andaman coast. Escape the Denver winter with temples, elephants and island beaches.",
		more: [
			"Costa Rica",
			"Mexico",
			"Japan"
		]
	},
	{
		title: "Costa Rica",
		subTitle: "Dry season in the rainforest",
		banner: "February in Costa Rica",
		intro: "Peak dry season means clear views of Arenal, easy hikes and perfect beach days in Guanacaste. It is a favourite for Presidents’ Day break.",
		more: [
			"Mexico",
			"Thailand",
			"Kenya"
		]
	},
	{
		title: "Mexico",
		subTitle: "Spring break and whale season",
		banner: "Spring Break in Mexico",
		intro: "March brings warm water, grey whales in Baja and easy nonstop flights from Denver. Book early: spring break resorts fill fast.",
		more: [
			"Costa Rica",
			"Japan",
			"Italy"
		]
	},
	{
		title: "Japan",
		subTitle: "Cherry blossom season",
		banner: "Cherry Blossoms in Japan",
		intro: "In early April the sakura bloom from Tokyo to Kyoto and the whole country celebrates with picnics under the trees.",
		more: [
			"Italy",
			"Greece",
			"Mexico"
		]
	},
	{
		title: "Italy",
		subTitle: "Spring in Tuscany and Rome",
		banner: "Italy in Bloom",
		intro: "May is warm and green, with long days, wildflowers in Tuscany and fewer crowds than summer. Perfect for a first family trip to Europe.",
		more: [
			"Greece",
			"Iceland",
			"Japan"
		]
	},
	{
		title: "Iceland",
		subTitle: "The midnight sun",
		banner: "Midnight Sun in Iceland",
		intro: "In June the sun barely sets, waterfalls are full and puffins nest on the cliffs. Long days mean more time to explore with kids.",
		more: [
			"Greece",
			"Italy",
			"Kenya"
		]
	},
	{
		title: "Kenya",
		subTitle: "The Great Migration arrives",
		banner: "July on Safari in Kenya",
		intro: "Summer holidays line up with the Great Migration arriving in the Maasai Mara, and with the dry season for great game viewing.",
		more: [
			"Iceland",
			"Greece",
			"Italy"
		]
	},
	{
		title: "Greece",
		subTitle: "Island summer",
		banner: "August in the Greek Islands",
		intro: "Warm seas, long evenings and family tavernas by the water. We choose quieter islands and book ferries early so summer stays relaxed.",
		more: [
			"Italy",
			"Iceland",
			"Kenya"
		]
	},
	{
		title: "Italy",
		subTitle: "Harvest season",
		banner: "September Harvest in Italy",
		intro: "Grape harvest in Tuscany, warm seas on the Amalfi Coast and calmer museums once the summer crowds go home.",
		more: [
			"Greece",
			"Japan",
			"Kenya"
		]
	},
	{
		title: "Japan",
		subTitle: "Autumn colours and festivals",
		banner: "Autumn in Japan",
		intro: "October brings crisp weather, festivals and the first maple colours in the mountains around Nikko and Hakone.",
		more: [
			"Thailand",
			"Italy",
			"Iceland"
		]
	},
	{
		title: "Mexico",
		subTitle: "Day of the Dead celebrations",
		banner: "November in Mexico",
		intro: "Marigolds, music and candlelit altars fill towns for Día de Muertos, a colourful celebration families never forget, followed by perfect beach weather.",
		more: [
			"Thailand",
			"Costa Rica",
			"Japan"
		]
	},
	{
		title: "Costa Rica",
		subTitle: "Holiday season in the tropics",
		banner: "Holidays in Costa Rica",
		intro: "Spend the holidays in the sunshine as the dry season begins: zip lines, hot springs and Christmas on the beach.",
		more: [
			"Mexico",
			"Thailand",
			"Kenya"
		]
	}
];
/** pageId 16: the month tiles (spec 2 "Month page"). */
var monthPage = page(16, {
	...meta("Where to Travel Each Month | Travel N Relax", "best time to travel, where to go in January, month by month travel guide, family travel calendar", "Not sure when to go? Our month-by-month guide shows where the weather, festivals and wildlife are at their best all year."),
	banners: banner("Where to Go, Month by Month", "The right place at the right time makes all the difference.", "month-04"),
	monthlyDestinations: monthNames.map((month, index) => ({
		monthId: index + 1,
		title: month,
		subTitle: monthFeatures[index].subTitle,
		image: demo(`month-${String(index + 1).padStart(2, "0")}`)
	}))
});
function monthDetails(index) {
	const month = monthNames[index];
	const feature = monthFeatures[index];
	const copy = destinationCopy[feature.title];
	return {
		banner: {
			image: demo(`month-${String(index + 1).padStart(2, "0")}`),
			bannerText: feature.banner
		},
		introduction: {
			title: `Where to Travel in ${month}`,
			description: feature.intro,
			buttonText: "Plan my trip",
			buttonLink: "/go/"
		},
		metaData: {
			meta_title: `Where to Travel in ${month} | Travel N Relax`,
			meta_keyword: `travel in ${month}, ${month} vacation ideas, ${feature.title} in ${month}`,
			meta_description: `${feature.banner}: ${feature.subTitle.toLowerCase()}. Ideas and tips for travelling in ${month} from a Denver family travel agency.`
		},
		destinationDetails: {
			countryName: feature.title,
			destinationDescription: copy.details,
			destinationImagesPath: destinationImages(feature.title)
		},
		viewMoreDestinations: feature.more.map((title) => ({
			destinationId: destinationId(title),
			bannerTitle: destinationCopy[title].tagline,
			countryName: title,
			destinationDescription: destinationSummary(title),
			bannerImage: destinationBanner(title)
		}))
	};
}
/** pages/monthPageDetails for monthId 1..12. */
var monthDetailDocuments = monthNames.map((_, index) => doc("pages/monthPageDetails", index + 1, monthDetails(index)));
function countryDetails(title) {
	const copy = destinationCopy[title];
	return {
		bannerData: {
			bannerImage: destinationBanner(title),
			bannerTitle: copy.tagline
		},
		overViewData: {
			overviewTitle: `Discover ${title}`,
			overviewDescription: copy.overview,
			overviewButtonText: copy.buttonText,
			overviewButtonLink: copy.buttonLink
		},
		destinationDetails: {
			countryName: title,
			destinationDescription: copy.details,
			destinationImagesPath: destinationImages(title),
			metaTitle: `${title} Vacations | Travel N Relax`,
			metaDescription: `${firstSentence(copy.overview)} Custom ${title} trips planned by Travel N Relax in Denver.`,
			metaKeyword: copy.keywords
		}
	};
}
/** pages/CountryPageDetails for each destination id 1..8. */
var countryDetailDocuments = destinations.map((d) => doc("pages/CountryPageDetails", d.id, countryDetails(d.title)));
/** pageId 17: the destination list (spec 2 "Destinations page"). */
var destinationsPage = page(17, {
	...meta("Destinations | Travel N Relax", "family travel destinations, Kenya, Italy, Mexico, Japan, Greece, Costa Rica, Iceland, Thailand", "Explore the destinations our Denver advisors know best, from Kenya safaris to Greek islands, and find the right place for your next family trip."),
	banners: banner("Where Will You Go Next?", "Destinations our advisors know first-hand.", "greece-banner"),
	destinations: destinations.map((d) => ({
		id: d.id,
		name: d.title
	})),
	image: [
		{ image: demo("italy-banner") },
		{ image: demo("kenya-1") },
		{ image: demo("japan-1") }
	]
});
var specialityLinks = [
	{
		name: "Family Travel",
		url: "/family-travel/",
		image: "family-beach"
	},
	{
		name: "Group Travel",
		url: "/group-travel/",
		image: "group-travel"
	},
	{
		name: "Destination Wedding",
		url: "/destinetion-wedding/",
		image: "wedding-beach"
	},
	{
		name: "Honeymoon",
		url: "/honeymoon/",
		image: "honeymoon-island"
	},
	{
		name: "Anniversary",
		url: "/anniversary/",
		image: "anniversary-village"
	},
	{
		name: "All Inclusive",
		url: "/all-inclusive-vacations/",
		image: "all-inclusive-resort"
	},
	{
		name: "Ocean Cruise",
		url: "/ocean-cruise/",
		image: "ocean-cruise"
	},
	{
		name: "River Cruise",
		url: "/river-cruise/",
		image: "river-cruise"
	},
	{
		name: "Kenya Safari",
		url: "/landing-kenya-vacations/",
		image: "kenya-savanna"
	},
	{
		name: "Theme Parks",
		url: "/disney-vacations/",
		image: "theme-park-castle"
	},
	{
		name: "Ski Vacations",
		url: "/colorado-ski-vacations/",
		image: "ski-colorado"
	}
];
/** pageId 18: the experiences carousel (spec 2 "Experiences page"); some links go out. */
var experiencesPage = page(18, {
	...meta("Travel Experiences | Travel N Relax", "travel experiences, safari, cruises, theme parks, ski trips, family adventures", "Safaris, cruises, theme parks, ski weeks and celebrations: browse the travel experiences Travel N Relax plans for families and couples."),
	banners: banner("Experiences to Remember", "Pick a style of travel and we will find the perfect place for it.", "catalog-adventure"),
	specialities: [
		...specialityLinks.map((s, index) => ({
			id: index + 1,
			speciality_name: s.name,
			image: demo(s.image),
			url: s.url
		})),
		{
			id: 12,
			speciality_name: "Northern Lights",
			image: demo("iceland-4"),
			url: "https://www.visiticeland.com/"
		},
		{
			id: 13,
			speciality_name: "Cherry Blossoms",
			image: demo("japan-1"),
			url: "https://www.japan.travel/en/"
		},
		{
			id: 14,
			speciality_name: "Rainforest Adventures",
			image: demo("costa-rica-2"),
			url: "https://www.visitcostarica.com/en"
		}
	]
});
/** pages/destinations: the enquiry form's destination options (same ids as page 17). */
var destinationOptions = doc("pages/destinations", "", { destinations: destinations.map((d) => ({
	destinationId: d.id,
	destinationTitle: d.title
})) });
/** pages/country: the lead form's country of residence. */
var countryOptions = doc("pages/country", "", { countries: [
	"United States",
	"Canada",
	"Mexico",
	"United Kingdom",
	"Ireland",
	"Germany",
	"France",
	"Italy",
	"Spain",
	"Australia",
	"India",
	"Japan"
].map((name, index) => ({
	id: index + 1,
	name
})) });
/** pages/specialities_list: the destinations page's link list. */
var specialitiesList = doc("pages/specialities_list", "", specialityLinks.map((s, index) => ({
	id: index + 1,
	name: s.name,
	url: s.url
})));
// server/db/seed/pages-themed.ts
function themedPage(t) {
	return page(t.pageId, {
		...meta(t.title, t.keywords, t.description),
		banners: banner(t.heading, t.subText, t.bannerImage),
		introduction: t.introduction.map((item, index) => ({
			id: index + 1,
			...item,
			image: demo(item.image)
		})),
		motto: [{
			id: 1,
			...t.motto,
			backgroundImage: demo(t.motto.backgroundImage)
		}],
		planning: [{
			id: 1,
			...t.planning,
			buttonText: "Plan my trip",
			buttonLink: "/go/"
		}],
		whereTo: t.whereTo ? whereTo(t.whereTo.text, t.whereTo.description) : whereTo()
	});
}
/** pageIds 4-12: the themed pages (spec 2 "Themed pages"). */
var themedPages = [
	themedPage({
		pageId: 4,
		title: "Destination Wedding Planning | Travel N Relax",
		keywords: "destination wedding, beach wedding, wedding travel agent Denver, wedding room blocks, Mexico wedding",
		description: "Say \"I do\" somewhere unforgettable. Travel N Relax plans destination weddings with venues, room blocks and guest travel handled from Denver.",
		heading: "Your Destination Wedding, Beautifully Handled",
		subText: "Venues, guest room blocks and travel for everyone you love, coordinated by one dedicated advisor.",
		bannerImage: "wedding-beach",
		introduction: [{
			text: "The Venue of Your Dreams",
			description: "Barefoot on a Riviera Maya beach, in a Tuscan villa garden or on a clifftop in Santorini: we shortlist venues that fit your guest count and budget, and we know which resorts include the ceremony and which charge extra.",
			image: "wedding-garden"
		}, {
			text: "Guests Taken Care Of",
			description: "Your guests get a personal booking page, group rates and a real person to answer their questions, so you are not the travel desk for forty people in the months before your wedding.",
			image: "wedding-villa"
		}],
		motto: {
			text: "Love Travels Well",
			description: "The most meaningful day of your life deserves a setting to match, and a team that sweats the details for you.",
			backgroundImage: "wedding-beach"
		},
		planning: {
			text: "Start Planning Your Destination Wedding",
			description: "Tell us your date, your dream location and your guest count, and we will come back with venues that fit."
		}
	}),
	themedPage({
		pageId: 5,
		title: "Honeymoon Planning | Travel N Relax",
		keywords: "honeymoon planning, romantic getaways, overwater bungalow, Greece honeymoon, honeymoon travel agent Denver",
		description: "Romantic honeymoons planned around the two of you: private islands, Greek sunsets, safari lodges and European cities, from a Denver travel agency.",
		heading: "Honeymoons Made for Two",
		subText: "Slow mornings, private sunsets and every detail handled, so your first trip as a married couple is pure relaxation.",
		bannerImage: "honeymoon-sunset",
		introduction: [
			{
				text: "Romance, Your Way",
				description: "Some couples want an overwater villa and a spa menu; others want to hike a volcano and celebrate with street food. We build the honeymoon around how the two of you like to travel.",
				image: "honeymoon-island"
			},
			{
				text: "Little Surprises Along the Way",
				description: "Champagne on arrival, a room upgrade when one is available, a private dinner on the sand: we let our partners know you are celebrating and make sure the moments that matter are arranged.",
				image: "greece-2"
			},
			{
				text: "Honeymoon Registry Friendly",
				description: "Friends and family can contribute to experiences on your trip, from a sunset sail to a cooking class, and we weave them into your itinerary.",
				image: "honeymoon-sunset"
			}
		],
		motto: {
			text: "Begin Your Forever Somewhere Beautiful",
			description: "A honeymoon happens once. We make sure it feels that way from the first transfer to the last sunset.",
			backgroundImage: "motto-sea"
		},
		planning: {
			text: "Plan Your Honeymoon",
			description: "Share your wedding date and your dream, and we will send honeymoon ideas within two business days."
		}
	}),
	themedPage({
		pageId: 6,
		title: "Anniversary Trips | Travel N Relax",
		keywords: "anniversary trip, anniversary vacation ideas, vow renewal, romantic travel, couples vacation Denver",
		description: "Celebrate your anniversary with a trip planned around your story: vow renewals, romantic cities, river cruises and quiet island escapes.",
		heading: "Anniversaries Worth Celebrating",
		subText: "Whether it is your first year or your fiftieth, mark it with a journey you will both remember.",
		bannerImage: "anniversary-coast",
		introduction: [{
			text: "Return or Discover",
			description: "Some couples love going back to where it all began; others want a place neither of them has seen. Either way we plan the trip around your story, with a few touches that make it feel personal.",
			image: "anniversary-village"
		}, {
			text: "Renew Your Vows",
			description: "A short ceremony on a beach, in a vineyard or on a cruise deck, with the paperwork, the flowers and the photographer arranged for you.",
			image: "wedding-garden"
		}],
		motto: {
			text: "Here is to Many More",
			description: "Time together is the best gift. We simply find the most beautiful places to spend it.",
			backgroundImage: "motto-night"
		},
		planning: {
			text: "Plan Your Anniversary Trip",
			description: "Tell us the milestone and the kind of celebration you imagine, and we will take it from there."
		}
	}),
	themedPage({
		pageId: 7,
		title: "All-Inclusive Vacations | Travel N Relax",
		keywords: "all inclusive vacations, all inclusive resorts Mexico, family all inclusive, Caribbean resorts, Denver travel agent",
		description: "All-inclusive family vacations in Mexico, the Caribbean and beyond: resorts hand-picked by our advisors for kids clubs, food and value.",
		heading: "All-Inclusive, All Relaxed",
		subText: "Meals, drinks, kids clubs and entertainment in one price, at resorts our advisors have visited themselves.",
		bannerImage: "all-inclusive-resort",
		introduction: [{
			text: "Not All Resorts Are Equal",
			description: "Some all-inclusives are perfect for toddlers, some for teenagers, some for adults only. We know which have the best kids clubs, which restaurants need reservations and which rooms are worth the upgrade.",
			image: "all-inclusive-island"
		}, {
			text: "A Budget With No Surprises",
			description: "Flights, transfers, resort and tips planned up front, so you know what the whole trip costs before you leave Denver.",
			image: "mexico-1"
		}],
		motto: {
			text: "Unpack Once, Relax All Week",
			description: "The easiest vacation is the one where the only decision is pool or beach.",
			backgroundImage: "motto-sea"
		},
		planning: {
			text: "Find Your All-Inclusive",
			description: "Tell us who is travelling and what matters most, and we will match you with the right resort."
		}
	}),
	themedPage({
		pageId: 8,
		title: "Ocean Cruises | Travel N Relax",
		keywords: "ocean cruise, family cruise, Caribbean cruise, Alaska cruise, Mediterranean cruise, cruise travel agent Denver",
		description: "Caribbean, Alaska, Mediterranean and beyond: ocean cruises matched to your family, with the right ship, cabin and shore excursions.",
		heading: "Set Sail on Your Next Ocean Cruise",
		subText: "The right ship, the right cabin and shore days planned around your family.",
		bannerImage: "ocean-cruise",
		introduction: [{
			text: "Choosing the Right Ship",
			description: "Water slides and kids clubs, or quiet decks and fine dining? Every cruise line has a personality. We match yours to the ship and book cabins in the right spot for your family.",
			image: "ocean-cruise-night"
		}, {
			text: "Shore Days Done Right",
			description: "We plan port days that avoid the crowds, with trusted local guides and plenty of time to get back on board.",
			image: "greece-4"
		}],
		motto: {
			text: "The Sea Is Calling",
			description: "Wake up somewhere new every morning, and unpack only once.",
			backgroundImage: "catalog-cruise"
		},
		planning: {
			text: "Plan Your Ocean Cruise",
			description: "Tell us where you would like to sail and when, and we will compare ships and cabins for you."
		}
	}),
	themedPage({
		pageId: 9,
		title: "River Cruises | Travel N Relax",
		keywords: "river cruise, Danube river cruise, Rhine river cruise, family river cruise, European river cruise Denver",
		description: "Slow, scenic river cruises through Europe and beyond, with small ships, included excursions and a Denver advisor who has sailed them.",
		heading: "River Cruising, the Unhurried Way",
		subText: "Small ships, charming towns and a new view outside your window every day.",
		bannerImage: "river-cruise",
		introduction: [{
			text: "Europe From the Water",
			description: "Dock in the heart of Vienna, Budapest or Cologne and walk straight into town. River ships carry fewer than 200 guests, so boarding is quick and the atmosphere is relaxed.",
			image: "river-cruise-evening"
		}, {
			text: "Family Sailings",
			description: "Several lines now run family departures in the summer, with activities for children and connecting staterooms. We know which dates to book.",
			image: "italy-3"
		}],
		motto: {
			text: "Let the River Set the Pace",
			description: "Castles, vineyards and villages glide by while dinner is served.",
			backgroundImage: "river-cruise-evening"
		},
		planning: {
			text: "Plan Your River Cruise",
			description: "Tell us which rivers are on your list and we will find the right ship and sailing date."
		}
	}),
	themedPage({
		pageId: 10,
		title: "Disney Vacations | Travel N Relax",
		keywords: "Disney vacation planner, Walt Disney World, Disneyland, Disney cruise, Disney travel agent Denver",
		description: "Disney vacations planned by certified specialists: resort choice, park tickets, dining reservations and day-by-day plans that save you time in line.",
		heading: "Disney Vacations Without the Guesswork",
		subText: "Resorts, tickets, dining and a park-by-park plan from advisors who know the magic inside out.",
		bannerImage: "disney-castle-night",
		introduction: [{
			text: "Plans That Beat the Lines",
			description: "We build a day-by-day park plan around your children, your must-do rides and the crowd calendar, and we book dining the moment the window opens.",
			image: "theme-park-castle"
		}, {
			text: "On Land or at Sea",
			description: "Walt Disney World, Disneyland, Aulani or a Disney Cruise: we compare the options and the deals for your dates.",
			image: "ocean-cruise"
		}],
		motto: {
			text: "Where Dreams Meet a Plan",
			description: "The magic feels even better when someone else has handled the details.",
			backgroundImage: "disney-castle-night"
		},
		planning: {
			text: "Plan Your Disney Vacation",
			description: "Share your dates and your crew, and we will send resort and ticket options that fit."
		}
	}),
	themedPage({
		pageId: 11,
		title: "Universal Studios Vacations | Travel N Relax",
		keywords: "Universal Orlando vacation, Universal Studios Hollywood, Epic Universe, theme park vacation, Denver travel agent",
		description: "Universal Studios vacations with on-site hotels, Express passes and park plans built for thrill seekers and little ones alike.",
		heading: "Universal Studios Adventures",
		subText: "On-site hotels, early park admission and a plan for every thrill level.",
		bannerImage: "universal-city",
		introduction: [{
			text: "Stay On-Site, Play Longer",
			description: "Universal hotels put you a short walk or water taxi from the parks, and some include Express passes that can save hours in line. We know which ones are worth it for your family.",
			image: "universal-mobile"
		}, {
			text: "Thrills for Every Age",
			description: "From gentle rides for preschoolers to the biggest coasters in Orlando, we plan each park day so everyone gets their favourite moments.",
			image: "group-travel"
		}],
		motto: {
			text: "Step Into the Movies",
			description: "Wizards, dinosaurs and superheroes are waiting, and we know the best time to see them.",
			backgroundImage: "universal-city"
		},
		planning: {
			text: "Plan Your Universal Trip",
			description: "Tell us your dates and your thrill level, and we will build the perfect park plan."
		}
	}),
	themedPage({
		pageId: 12,
		title: "Colorado Ski Vacations | Travel N Relax",
		keywords: "Colorado ski vacation, Vail ski trip, Breckenridge family ski, ski lessons for kids, Denver ski travel agent",
		description: "Colorado ski vacations from a Denver agency that skis here every winter: lodging, lift tickets, lessons and gear rentals in Vail, Breckenridge, Keystone and beyond.",
		heading: "Ski Colorado Like a Local",
		subText: "Slope-side lodging, lift tickets, ski school and gear, planned by Denver advisors who ski these mountains every winter.",
		bannerImage: "ski-colorado",
		introduction: [{
			text: "The Right Mountain for Your Family",
			description: "Keystone for night skiing with kids, Breckenridge for the town, Vail for the back bowls, Steamboat for the powder: we know where beginners and experts will both be happy.",
			image: "ski-lodge"
		}, {
			text: "Lessons, Rentals and Rest Days",
			description: "Ski school reserved early, gear delivered to your condo and a spa or sleigh ride on the day your legs need a break.",
			image: "ski-evening"
		}],
		motto: {
			text: "Fresh Tracks, Warm Fires",
			description: "The best ski days end in front of a fireplace with hot chocolate in hand.",
			backgroundImage: "motto-mountains"
		},
		planning: {
			text: "Plan Your Ski Vacation",
			description: "Tell us your dates and your skiers, and we will match you with the right mountain and lodging."
		}
	})
];
/** pageIds 21 and 22: the wedding-style pages, an introduction with a Back to Home button. */
var weddingStylePages = [page(21, {
	...meta("Destination Wedding Guests | Travel N Relax", "wedding guest travel, wedding room block, destination wedding guests, group wedding travel", "Invited to a destination wedding? Travel N Relax books flights, rooms and transfers for wedding guests, with group rates arranged by the couple."),
	banners: banner("Travelling to a Wedding?", "We book flights, rooms and transfers for wedding guests, at the group rate the couple arranged.", "wedding-villa"),
	introduction: [{
		id: 1,
		text: "Wedding Guest Travel, Simplified",
		description: "Send us the couple’s names and the wedding date. We will find the room block, compare flights from your home airport and handle transfers, so all you need to pack is your dancing shoes.",
		image: demo("wedding-villa"),
		buttonText: "Back to Home",
		buttonLink: "/"
	}],
	whereTo: whereTo("Where to next?", "Make a long weekend of it: we can add a few extra days before or after the celebration.")
}), page(22, {
	...meta("Wedding Venues Abroad | Travel N Relax", "wedding venues abroad, beach wedding venues, villa weddings, elopement packages", "Beach, villa and vineyard wedding venues abroad, compared and booked by Travel N Relax wedding specialists in Denver."),
	banners: banner("Find Your Wedding Venue Abroad", "Beaches, villas and vineyards, with packages compared side by side.", "wedding-garden"),
	introduction: [{
		id: 1,
		text: "Venues We Know and Trust",
		description: "We have walked the grounds of the venues we recommend and met their wedding coordinators. You get honest advice on what is included, what the weather is like in your month and how far guests will travel.",
		image: demo("wedding-garden"),
		buttonText: "Back to Home",
		buttonLink: "/"
	}, {
		id: 2,
		text: "Small Weddings and Elopements",
		description: "Just the two of you, or ten of your favourite people? Intimate celebrations can be planned in a few weeks, with a photographer and officiant included.",
		image: demo("wedding-beach")
	}],
	whereTo: whereTo()
})];
// server/db/seed/lists.ts
/** pages/regions: the footer's Choose Region dropdown (the first one is the default). */
var regionsDocument = doc("pages/regions", "", { regions: [
	{
		regionId: 1,
		regionTitle: "North America"
	},
	{
		regionId: 2,
		regionTitle: "Europe"
	},
	{
		regionId: 3,
		regionTitle: "Africa"
	},
	{
		regionId: 4,
		regionTitle: "Asia Pacific"
	}
] });
/** pages/telephone_code: the enquiry form's dialling codes, United States first. */
var telephoneCodesDocument = doc("pages/telephone_code", "", { telephoneCodes: [
	{
		id: 1,
		name: "United States",
		code: "+1"
	},
	{
		id: 2,
		name: "Canada",
		code: "+1"
	},
	{
		id: 3,
		name: "Mexico",
		code: "+52"
	},
	{
		id: 4,
		name: "United Kingdom",
		code: "+44"
	},
	{
		id: 5,
		name: "Ireland",
		code: "+353"
	},
	{
		id: 6,
		name: "Germany",
		code: "+49"
	},
	{
		id: 7,
		name: "France",
		code: "+33"
	},
	{
		id: 8,
		name: "Italy",
		code: "+39"
	},
	{
		id: 9,
		name: "Australia",
		code: "+61"
	},
	{
		id: 10,
		name: "India",
		code: "+91"
	}
] });
// server/db/seed/testimonials.ts
/**
* testimonials/testimonial_list: ratings as text, as the spec's back end sends them. Some
* descriptions pass the 150-character Read More threshold, some do not; one has no image.
*/
var testimonialListDocument = doc("testimonials/testimonial_list", "", {
	...meta("Testimonials | Travel N Relax", "Travel N Relax reviews, family travel agency reviews, Denver travel agent testimonials", "Read what families, couples and groups say about travelling with Travel N Relax, a Denver family travel agency with more than 20 years of experience."),
	testimonials: [
		{
			id: 1,
			name: "Maria Alvarez",
			image: demo("guest-1"),
			rating: "5",
			description: "We had never travelled abroad with our three kids and were nervous about everything: the flights, the food, the jet lag. Sarah planned a farmhouse in Tuscany with a pool, a slow first day in Rome and a driver who met us at every station. Our kids still talk about the pasta class. We have already booked our next trip."
		},
		{
			id: 2,
			name: "Chris Parker",
			image: demo("guest-2"),
			rating: "5",
			description: "Our Santorini honeymoon was flawless from start to finish. Thank you for the sunset sail!"
		},
		{
			id: 3,
			name: "Robert Hughes",
			image: demo("guest-3"),
			rating: "4",
			description: "Twelve of us, three generations, one Danube river cruise. The ship was lovely and every transfer worked. One excursion in Vienna ran longer than our grandparents could manage, and the team adjusted the rest of the week for us straight away."
		},
		{
			id: 4,
			name: "Janelle Thompson",
			image: null,
			rating: "5",
			description: "Disney with twins, stress free. The day-by-day plan was worth its weight in gold."
		},
		{
			id: 5,
			name: "Ken Watanabe",
			image: demo("guest-4"),
			rating: "3",
			description: "The ski condo in Breckenridge was great and the lift tickets were ready when we arrived. I would have liked a few more dinner recommendations, but overall a solid trip and good communication."
		},
		{
			id: 6,
			name: "Priya Shah",
			image: demo("guest-5"),
			rating: "5",
			description: "Our Kenya safari was the trip of a lifetime. David knew every camp personally and chose one with a family tent and a pool for the afternoons. Our guide, Daniel, had our ten-year-old spotting leopards by the second day. We cannot recommend Travel N Relax highly enough."
		},
		{
			id: 7,
			name: "Angela Brooks",
			image: demo("guest-6"),
			rating: "4",
			description: "Great all-inclusive pick in Cancún. Kids club was fantastic."
		},
		{
			id: 8,
			name: "Tom Reilly",
			image: demo("guest-7"),
			rating: "0",
			description: "We have not travelled yet, but booking our Alaska cruise was easy and every question was answered the same day."
		}
	]
});
// server/db/seed/index.ts
/** Every document of the embedded content store's demo content: one per (call, key). */
var seedDocuments = [
	homePage,
	familyTravelPage,
	groupTravelPage,
	...themedPages,
	reviewPage,
	monthPage,
	destinationsPage,
	experiencesPage,
	contactPage,
	...weddingStylePages,
	aboutPage,
	...advisorPages,
	safariPage,
	blogListDocument,
	...blogDetailDocuments,
	testimonialListDocument,
	regionsDocument,
	telephoneCodesDocument,
	destinationOptions,
	countryOptions,
	specialitiesList,
	...monthDetailDocuments,
	...countryDetailDocuments
];
({ ...agencyFacts }), blogs.map((b) => slugify(b.title)), monthNames.map((m) => slugify(m)), destinations.map((d) => slugify(d.title));
// server/studio/marketer-wording.ts
/**
* The config check's schema messages (zod's, written for developers: "Too small: expected string
* to have >=1 characters") in the words of the studio's settings panel. The check's own problems
* carry their studio wording (ConfigProblem.studio); this covers what the schema says.
*/
var KINDS = {
	string: "a text",
	number: "a number",
	int: "a whole number",
	boolean: "a yes or no",
	array: "a list",
	object: "a group of settings"
};
var RULES = [
	[/^Too small: expected string to have >=1 characters?$/, () => "cannot be empty: fill it in"],
	[/^Too small: expected string to have >=(\d+) characters$/, (n) => `needs at least ${n} characters`],
	[/^Too big: expected string to have <=(\d+) characters$/, (n) => `can have at most ${n} characters`],
	[/^Too small: expected number to be >=?(\S+)$/, (n) => `must be at least ${n}`],
	[/^Too big: expected number to be <=?(\S+)$/, (n) => `can be at most ${n}`],
	[/^Too small: expected array to have >=(\d+) items?$/, (n) => `needs at least ${n} ${n === "1" ? "item" : "items"}`],
	[/^Too big: expected array to have <=(\d+) items?$/, (n) => `can have at most ${n} ${n === "1" ? "item" : "items"}`],
	[/^Invalid input: expected (\w+), received undefined$/, () => "is missing: fill it in"],
	[/^Invalid input: expected (\w+), received (\w+)$/, (kind) => `must be ${KINDS[kind ?? ""] ?? "another kind of value"}`],
	[/^Invalid option: expected one of /, () => "must be one of the choices offered"],
	[/^Invalid URL$/, () => "must be a web address, e.g. \"https://example.com/\""],
	[/^Unrecognized keys?: (.+)$/, (keys) => `${(keys ?? "").replace(/"([^"]+)"/g, (_, key) => `"${labelOf(key)}"`)} is not a setting of this block`],
	[/^Invalid input$/, () => "has a value that is not allowed here"]
];
function marketerWording(message) {
	for (const [pattern, word] of RULES) {
		const match = pattern.exec(message);
		if (match) return word(...match.slice(1));
	}
	return message;
}
// server/studio/check-proposal.ts
var demoPageIds = () => new Set(seedDocuments.filter((d) => d.call === "pages/get").map((d) => Number(d.key)));
/** The proposal as it would be written: the project's JSON style, two spaces, a final newline. */
var proposalText = (config) => `${JSON.stringify(config, null, 2)}\n`;
/**
* Exactly the check `npm run check:configs` runs (schema, unknown props, internal links, pageIds),
* over the files on disk with the proposed file in place of its current text; only the problems
* of the proposed file are the proposal's.
*/
async function checkProposal(options) {
	const current = await options.files.all();
	const proposed = {
		file: options.file,
		text: proposalText(options.config)
	};
	const pages = [...current.pages.filter((page) => page.file !== options.file), proposed];
	return (await options.check({
		files: {
			pages,
			site: current.site
		},
		demoPageIds: demoPageIds(),
		read: options.read
	})).filter((problem) => problem.file === options.file).map((problem) => describe(problem, options.config));
}
var SECTION_PATH = /^\$\.sections\[(\d+)\](?:\.props\.([^.[]+)|\.([^.[]+))?/;
function describe(problem, config) {
	const message = problem.studio ?? marketerWording(problem.message);
	const match = SECTION_PATH.exec(problem.path);
	if (!match) return {
		path: problem.path,
		message,
		field: problem.path.replace(/^\$\.?/, "") || void 0
	};
	const sectionIndex = Number(match[1]);
	const section = (config && typeof config === "object" && "sections" in config && Array.isArray(config.sections) ? config.sections : [])[sectionIndex];
	const sectionId = section && typeof section === "object" && "id" in section && typeof section.id === "string" ? section.id : void 0;
	return {
		path: problem.path,
		message,
		sectionIndex,
		sectionId,
		field: match[2] ?? match[3]
	};
}
// server/studio/page-config-files.ts
/**
* The page config files on disk, named as the config check names them
* ("page-configs/pages/landing-cruise.json"). `dir` is the project's page-configs/ folder, or
* STUDIO_CONFIG_DIR (a staging instance's checkout, a test's temporary copy).
*/
var CONFIG_PREFIX = "page-configs/";
var PAGE_FILE = /^page-configs\/pages\/[a-z0-9][a-z0-9-]*\.json$/;
var isPageConfigFile = (file) => PAGE_FILE.test(file);
var sha256 = (text) => createHash("sha256").update(text).digest("hex");
function createPageConfigFiles(dir) {
	const root = resolve(dir);
	const diskPath = (file) => {
		if (!isPageConfigFile(file) && file !== `page-configs/site.json`) throw new Error(`not a page config file: ${file}`);
		return join(root, file.slice(13));
	};
	return {
		dir: root,
		exists: (file) => existsSync(diskPath(file)),
		read: (file) => readFile(diskPath(file), "utf8"),
		write: (file, text) => writeFile(diskPath(file), text),
		/** Every page config and site.json as the check reads them. */
		async all() {
			const names = (await readdir(join(root, "pages"))).filter((name) => name.endsWith(".json")).sort();
			return {
				pages: await Promise.all(names.map(async (name) => ({
					file: `${CONFIG_PREFIX}pages/${name}`,
					text: await readFile(join(root, "pages", name), "utf8")
				}))),
				site: [{
					file: `${CONFIG_PREFIX}site.json`,
					text: await readFile(join(root, "site.json"), "utf8")
				}]
			};
		}
	};
}
// server/studio/apply-request.ts
/**
* Writes a proposed request into its page config file with a minimal diff and marks it applied.
* Refused, with the reason, when the request is not open or when the file changed after the
* request was made (someone else edited or applied it): never a silent overwrite.
*/
async function applyChangeRequest(options) {
	const { requests, files, id, by } = options;
	const request = await requests.find(id);
	if (!request) return {
		ok: false,
		status: 404,
		message: `There is no change request #${id}.`
	};
	if (request.status !== "proposed") return {
		ok: false,
		status: 409,
		message: `Change request #${id} is already ${request.status}${request.decided_by ? ` (by ${request.decided_by})` : ""}.`
	};
	if (!isPageConfigFile(request.config_file)) return {
		ok: false,
		status: 409,
		message: `Change request #${id} is for ${request.config_file}, not a page config: not applied. Reject it.`
	};
	const proposed = request.proposed;
	if (!proposed || typeof proposed !== "object" || Array.isArray(proposed)) return {
		ok: false,
		status: 409,
		message: `Change request #${id} holds no page config.`
	};
	const current = files.exists(request.config_file) ? await files.read(request.config_file) : void 0;
	if (request.base_hash === null && current !== void 0) return {
		ok: false,
		status: 409,
		message: `Change request #${id} adds ${request.config_file}, but that file exists now. Not overwriting it: ask for a new request.`
	};
	if (request.base_hash !== null && (current === void 0 || sha256(current) !== request.base_hash)) return {
		ok: false,
		status: 409,
		message: `${request.config_file} changed since change request #${id} was made (${current === void 0 ? "it was deleted" : "its content differs"}). Not overwriting it: reject the request and ask for a new one made from the current file.`
	};
	const text = current === void 0 ? proposalText(proposed) : applyWithMinimalDiff(current, Object.fromEntries(Object.entries(proposed)));
	await files.write(request.config_file, text);
	await requests.decide(id, {
		status: "applied",
		by
	});
	return {
		ok: true,
		file: request.config_file,
		message: `Applied change request #${id} to ${request.config_file}.`
	};
}
var dateTime = new Intl.DateTimeFormat("en-US", {
	timeZone: "America/Denver",
	month: "short",
	day: "numeric",
	year: "numeric",
	hour: "numeric",
	minute: "2-digit",
	timeZoneName: "short"
});
/** "2026-11-25T14:05:00Z" → "Nov 25, 2026, 7:05 AM MST". */
function agencyDateTime(iso) {
	return dateTime.format(new Date(iso));
}
// server/studio/outcome-mail.ts
/** The e-mail that tells a request's author its outcome: what it changed, who decided, and why. */
function outcomeMail(request) {
	const proposed = request.proposed;
	const path = proposed && typeof proposed === "object" && "path" in proposed && typeof proposed.path === "string" ? proposed.path : request.config_file;
	const when = request.decided_at ? agencyDateTime(request.decided_at) : "";
	const by = printable(request.decided_by ?? "a developer");
	const outcome = request.status === "applied" ? `was applied by ${by} on ${when}. It goes live with the site's next deploy.` : `was rejected by ${by} on ${when}: ${printable(request.reason ?? "")}`;
	const changes = request.summary.length ? [
		"What it changes:",
		...request.summary.map((sentence) => `- ${printable(sentence)}`),
		""
	] : [];
	return {
		subject: `Your change request #${request.id} (${printable(path)}) was ${request.status}`,
		body: [
			`Hello ${printable(request.author)},`,
			"",
			`Your change request #${request.id} for the page ${printable(path)} ${outcome}`,
			"",
			...changes,
			...request.note ? [`Your note: ${printable(request.note)}`, ""] : [],
			"The studio lists all your requests under Change requests."
		].join("\n")
	};
}
// server/studio/change-requests.ts
var requestStatusSchema = z.enum([
	"proposed",
	"applied",
	"rejected"
]);
var timestamp = z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString());
/** One row of studio_change_requests (migration 006). */
var changeRequestSchema = z.object({
	id: z.coerce.number().int(),
	author: z.string(),
	created_at: timestamp,
	/** Relative to the project, e.g. "page-configs/pages/landing-cruise.json". */
	config_file: z.string(),
	/** sha256 of the file when the request was made; null for a new page. */
	base_hash: z.string().nullable(),
	proposed: z.unknown(),
	note: z.string(),
	status: requestStatusSchema,
	decided_by: z.string().nullable(),
	decided_at: z.union([z.date(), z.string()]).nullable().transform((value) => value === null ? null : new Date(value).toISOString()),
	reason: z.string().nullable(),
	/** One sentence per change (src/studio/change-summary.ts, migration 011); [] for older requests. */
	summary: z.array(z.string()).catch([]).default([]),
	author_email: z.string().nullable().default(null)
});
function createChangeRequests(db) {
	return {
		async create(request) {
			const [row] = parseRows(changeRequestSchema, await db.query("INSERT INTO studio_change_requests (author, config_file, base_hash, proposed, note, summary, author_email) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *", [
				request.author,
				request.configFile,
				request.baseHash,
				JSON.stringify(request.proposed),
				request.note,
				JSON.stringify(request.summary ?? []),
				request.authorEmail ?? null
			]));
			if (!row) throw new Error("the change request was not stored");
			return row;
		},
		async find(id) {
			return parseRows(changeRequestSchema, await db.query("SELECT * FROM studio_change_requests WHERE id = $1", [id]))[0];
		},
		/** Every request, newest first: the history keeps the outcome of each. */
		async list(options = {}) {
			const where = options.openOnly ? "WHERE status = 'proposed'" : "";
			return parseRows(changeRequestSchema, await db.query(`SELECT * FROM studio_change_requests ${where} ORDER BY id DESC`));
		},
		/** One author's requests, newest first (the studio's live status list). */
		async byAuthor(author, limit = 20) {
			return parseRows(changeRequestSchema, await db.query("SELECT * FROM studio_change_requests WHERE author = $1 ORDER BY id DESC LIMIT $2", [author, limit]));
		},
		/**
		* Records the outcome once: a request already applied or rejected is left as it is (false).
		* When the author has an e-mail address, the mail telling them is queued in the same statement
		* (studio_mail_outbox): a decision is never recorded without its e-mail, nor mailed twice.
		*/
		async decide(id, outcome) {
			const [request] = parseRows(changeRequestSchema, await db.query("SELECT * FROM studio_change_requests WHERE id = $1", [id]));
			if (!request || request.status !== "proposed") return false;
			const decidedAt = (/* @__PURE__ */ new Date()).toISOString();
			const composed = outcomeMail({
				...request,
				status: outcome.status,
				decided_by: outcome.by,
				decided_at: decidedAt,
				reason: outcome.reason ?? null
			});
			return (await db.query(`WITH decided AS (
           UPDATE studio_change_requests SET status = $2, decided_by = $3, decided_at = $4, reason = $5 WHERE id = $1 AND status = 'proposed' RETURNING id, author_email),
         queued AS (
           INSERT INTO studio_mail_outbox (request_id, to_address, subject, body)
           SELECT id, author_email, $6, $7 FROM decided WHERE author_email IS NOT NULL RETURNING id)
         SELECT id FROM decided`, [
				id,
				outcome.status,
				outcome.by,
				decidedAt,
				outcome.reason ?? null,
				composed.subject,
				composed.body
			])).rows.length === 1;
		}
	};
}
// src/studio/experiment-report.tsx
/** As `npm run experiments` prints them: two decimals. */
var percent = (value) => `${(value * 100).toFixed(2)}%`;
var ROW = 78;
var BAR_HEIGHT = 18;
/** Bars and whiskers use 96% of the width: a whisker at the scale's end stays visible. */
var SPAN = 96;
/** The scale's end: the highest interval's top rounded up to a whole 2%, at least 2%. */
function scaleEnd(variants) {
	const top = Math.max(...variants.map((v) => v.interval.high), 1e-4);
	return Math.max(.02, Math.ceil(top * 100 / 2) * .02);
}
/**
* Horizontal bars with whiskers. Coordinates across are percentages of the chart's width, and
* the text is in CSS pixels: the chart fills any width while its labels keep their size.
*/
function ConversionChart({ experiment, variants }) {
	const end = scaleEnd(variants);
	const x = (value) => `${(Math.min(value, end) / end * SPAN).toFixed(2)}%`;
	const height = variants.length * ROW + 30;
	const titleId = `chart-${experiment}-title`;
	return /* @__PURE__ */ jsxs("svg", {
		className: "experiment-chart",
		width: "100%",
		height,
		role: "img",
		"aria-labelledby": titleId,
		children: [
			/* @__PURE__ */ jsx("title", {
				id: titleId,
				children: `Conversion rate per variant of ${experiment}, with 95% intervals`
			}),
			variants.map((v, i) => {
				const top = i * ROW;
				const middle = top + 24 + BAR_HEIGHT / 2;
				return /* @__PURE__ */ jsxs("g", {
					"data-variant": v.variant,
					children: [
						/* @__PURE__ */ jsxs("text", {
							x: "0",
							y: top + 16,
							fontSize: "15",
							fill: "#1b1b1b",
							children: [/* @__PURE__ */ jsx("tspan", {
								fontWeight: "600",
								children: v.variant
							}), ` ${percent(v.conversionRate)}`]
						}),
						/* @__PURE__ */ jsx("text", {
							x: "0",
							y: top + 60,
							fontSize: "13",
							fill: "#4a4a4a",
							children: `95% interval ${percent(v.interval.low)} – ${percent(v.interval.high)}`
						}),
						/* @__PURE__ */ jsx("rect", {
							x: "0",
							y: top + 24,
							width: x(v.conversionRate),
							height: BAR_HEIGHT,
							fill: i === 0 ? "#7a8b99" : "#0b4f6c"
						}),
						/* @__PURE__ */ jsx("line", {
							x1: x(v.interval.low),
							x2: x(v.interval.high),
							y1: middle,
							y2: middle,
							stroke: "#1b1b1b",
							strokeWidth: "2"
						}),
						/* @__PURE__ */ jsx("line", {
							x1: x(v.interval.low),
							x2: x(v.interval.low),
							y1: middle - 8,
							y2: middle + 8,
							stroke: "#1b1b1b",
							strokeWidth: "2"
						}),
						/* @__PURE__ */ jsx("line", {
							x1: x(v.interval.high),
							x2: x(v.interval.high),
							y1: middle - 8,
							y2: middle + 8,
							stroke: "#1b1b1b",
							strokeWidth: "2"
						})
					]
				}, v.variant);
			}),
			/* @__PURE__ */ jsx("line", {
				x1: "0",
				x2: `${SPAN}%`,
				y1: height - 24,
				y2: height - 24,
				stroke: "#6b6b6b"
			}),
			/* @__PURE__ */ jsx("text", {
				x: "0",
				y: height - 6,
				fontSize: "13",
				fill: "#4a4a4a",
				children: "0%"
			}),
			/* @__PURE__ */ jsx("text", {
				x: `${SPAN / 2}%`,
				y: height - 6,
				fontSize: "13",
				fill: "#4a4a4a",
				textAnchor: "middle",
				children: percent(end / 2)
			}),
			/* @__PURE__ */ jsx("text", {
				x: `${SPAN}%`,
				y: height - 6,
				fontSize: "13",
				fill: "#4a4a4a",
				textAnchor: "end",
				children: percent(end)
			})
		]
	});
}
function ExperimentSection({ experiment }) {
	const { id, page, variants } = experiment;
	const counted = variants.some((v) => v.visitors > 0);
	const promotable = page ? page.variants : [];
	return /* @__PURE__ */ jsxs("section", {
		className: "experiment",
		"aria-labelledby": `experiment-${id}`,
		"data-experiment": id,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: `experiment-${id}`,
				children: id
			}),
			/* @__PURE__ */ jsx("p", { children: page ? `On ${page.path}, from ${page.start} to ${page.end}: ${page.status}.` : "No page runs this experiment any more; the figures are those counted while it ran." }),
			counted ? /* @__PURE__ */ jsxs("figure", { children: [/* @__PURE__ */ jsx(ConversionChart, {
				experiment: id,
				variants
			}), /* @__PURE__ */ jsx("figcaption", { children: "Conversion rate (leads ÷ visitors) of each variant; the whisker is its 95% interval." })] }) : /* @__PURE__ */ jsx("p", { children: "No visitors counted yet." }),
			variants.length > 0 && /* @__PURE__ */ jsx("div", {
				className: "table-scroll",
				children: /* @__PURE__ */ jsxs("table", { children: [
					/* @__PURE__ */ jsx("caption", {
						className: "visually-hidden",
						children: `Figures of ${id} per variant`
					}),
					/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Variant"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Visitors"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Leads"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Conversion"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "95% interval"
						}),
						/* @__PURE__ */ jsx("th", {
							scope: "col",
							children: "Chance to beat the control"
						})
					] }) }),
					/* @__PURE__ */ jsx("tbody", { children: variants.map((v) => /* @__PURE__ */ jsxs("tr", {
						"data-variant": v.variant,
						children: [
							/* @__PURE__ */ jsx("th", {
								scope: "row",
								children: v.variant
							}),
							/* @__PURE__ */ jsx("td", { children: v.visitors }),
							/* @__PURE__ */ jsx("td", { children: v.leads }),
							/* @__PURE__ */ jsx("td", { children: percent(v.conversionRate) }),
							/* @__PURE__ */ jsx("td", { children: `${percent(v.interval.low)} – ${percent(v.interval.high)}` }),
							/* @__PURE__ */ jsx("td", { children: v.probabilityToBeatControl === null ? "–" : percent(v.probabilityToBeatControl) })
						]
					}, v.variant)) })
				] })
			}),
			variants.some((v) => v.campaigns.length > 0) && /* @__PURE__ */ jsx("ul", {
				className: "campaigns",
				children: variants.flatMap((v) => v.campaigns.map((c) => /* @__PURE__ */ jsx("li", { children: `${v.variant}: ${c.leads} lead(s) from source ${c.source}, campaign ${c.campaign}` }, `${v.variant} ${c.source} ${c.campaign}`)))
			}),
			promotable.length > 0 && /* @__PURE__ */ jsxs("div", {
				className: "promote",
				children: [/* @__PURE__ */ jsx("p", { children: "Promoting a variant asks a developer to make its order the page's own and end the experiment (a change request)." }), promotable.map((variant) => /* @__PURE__ */ jsxs("form", {
					method: "post",
					action: `/studio/experiments/${id}/promote`,
					children: [/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "variant",
						value: variant
					}), /* @__PURE__ */ jsx("button", {
						type: "submit",
						children: `Promote ${variant}`
					})]
				}, variant))]
			})
		]
	});
}
var STYLE$1 = `
.experiment{background:#fff;padding:1rem;margin:0 0 1.5rem;border-radius:6px}
.experiment h2{margin:0 0 .25rem;font-size:1.25rem;overflow-wrap:anywhere}
.experiment figure{margin:1rem 0}
.experiment figcaption{font-size:.9rem;color:#4a4a4a}
.table-scroll{overflow-x:auto}
.table-scroll th,.table-scroll td{white-space:nowrap}
.promote form{display:inline-block;margin:0 .5rem .5rem 0}
`;
function ExperimentReportPage({ experiments, message }) {
	return /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("style", { children: STYLE$1 }),
		/* @__PURE__ */ jsx("h1", { children: "Experiments" }),
		message && /* @__PURE__ */ jsxs("p", {
			role: message.error ? "alert" : "status",
			className: message.error ? "error" : void 0,
			children: [message.text, message.requestId !== void 0 && /* @__PURE__ */ jsxs(Fragment, { children: [
				" ",
				/* @__PURE__ */ jsx("a", {
					href: `/studio/preview/${message.requestId}/`,
					children: `Preview #${message.requestId}`
				}),
				" ·",
				" ",
				/* @__PURE__ */ jsx("a", {
					href: "/studio/requests",
					children: "All change requests"
				})
			] })]
		}),
		/* @__PURE__ */ jsx("p", { children: "Each variant's visitors (counted once each) and the leads they sent. Wait for the planned end date: a variant whose interval lies clearly above the control's, with a chance to beat it of 95% or more, is worth promoting." }),
		experiments.length === 0 ? /* @__PURE__ */ jsx("p", { children: "No page runs an experiment, and none has counted visitors or leads." }) : experiments.map((e) => /* @__PURE__ */ jsx(ExperimentSection, { experiment: e }, e.id))
	] });
}
/** The page's body (the studio's frame around it is the server's studioPage). */
function experimentReportHtml(props) {
	return renderToStaticMarkup(/* @__PURE__ */ jsx(ExperimentReportPage, { ...props }));
}
// src/studio/promote-variant.ts
/**
* "Promote" on the experiment report (docs/experiments.md): the page config file as it becomes
* when one variant wins: the variant's section order and props become the page's own, and the
* experiment is removed, so it ends as soon as the change request is applied. Works on the file's
* JSON as it is (its key order, no defaults added), like every studio change request.
*/
var rawPageSchema = z.looseObject({
	sections: z.array(z.looseObject({
		id: z.string(),
		props: z.record(z.string(), z.unknown()).optional()
	})),
	experiment: experimentSchema
});
function promoteVariant(rawConfig, experimentId, variantId) {
	const page = rawPageSchema.safeParse(rawConfig);
	if (!page.success || page.data.experiment.id !== experimentId) return {
		ok: false,
		message: `The page no longer runs the experiment ${experimentId}.`
	};
	if (!page.data.experiment.variants.some((variant) => variant.id === variantId)) return {
		ok: false,
		message: `The experiment ${experimentId} has no variant ${variantId}.`
	};
	const { sections } = pageForVariant(page.data, variantId);
	return {
		ok: true,
		config: Object.fromEntries(Object.entries(z.record(z.string(), z.unknown()).parse(rawConfig)).filter(([key]) => key !== "experiment").map(([key, value]) => [key, key === "sections" ? sections : value]))
	};
}
// server/experiments/experiment-report.ts
function jeffreysInterval(leads, visitors) {
	if (visitors === 0) return {
		low: 0,
		high: 1
	};
	const a = leads + .5;
	const b = visitors - leads + .5;
	return {
		low: leads === 0 ? 0 : betaQuantile(.025, a, b),
		high: leads === visitors ? 1 : betaQuantile(.975, a, b)
	};
}
/** P(p_B > p_A) with uniform priors: ∫ pdf_B(x) · cdf_A(x) dx, Simpson's rule over where B's posterior lies. */
function probabilityToBeat(b, a) {
	const aA = 1 + a.leads;
	const bA = 1 + a.visitors - a.leads;
	const aB = 1 + b.leads;
	const bB = 1 + b.visitors - b.leads;
	const from = betaQuantile(1e-9, aB, bB);
	const to = betaQuantile(1 - 1e-9, aB, bB);
	const steps = 4e3;
	const h = (to - from) / steps;
	let sum = 0;
	for (let i = 0; i <= steps; i += 1) {
		const x = from + i * h;
		const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
		sum += weight * betaPdf(x, aB, bB) * betaCdf(x, aA, bA);
	}
	return Math.min(1, Math.max(0, sum * h / 3));
}
var leadsRow = z.object({
	experiment_id: z.string(),
	experiment_variant: z.string(),
	source: z.string().nullable(),
	campaign: z.string().nullable(),
	leads: z.union([z.number(), z.string()]).transform(Number)
});
/** Every experiment with counted visitors or leads, its variants in the order control first. */
async function experimentReports(db) {
	const visitors = await visitorsByVariant(db);
	const leads = parseRows(leadsRow, await db.query(`SELECT experiment_id, experiment_variant, campaign->>'utm_source' AS source, campaign->>'utm_campaign' AS campaign, count(*) AS leads
       FROM leads WHERE experiment_id IS NOT NULL AND experiment_variant IS NOT NULL
       GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 5 DESC`));
	return [.../* @__PURE__ */ new Set([...visitors.map((row) => row.experiment_id), ...leads.map((row) => row.experiment_id)])].sort().map((experiment) => {
		const names = [...new Set([...visitors, ...leads.map((row) => ({
			experiment_id: row.experiment_id,
			variant: row.experiment_variant
		}))].filter((row) => row.experiment_id === experiment).map((row) => row.variant))];
		names.sort((a, b) => a === "control" ? -1 : b === "control" ? 1 : a.localeCompare(b));
		const counts = names.map((variant) => {
			const mine = leads.filter((row) => row.experiment_id === experiment && row.experiment_variant === variant);
			return {
				variant,
				visitors: visitors.find((row) => row.experiment_id === experiment && row.variant === variant)?.visitors ?? 0,
				leads: mine.reduce((sum, row) => sum + row.leads, 0),
				campaigns: mine.map((row) => ({
					source: row.source ?? "(none)",
					campaign: row.campaign ?? "(none)",
					leads: row.leads
				}))
			};
		});
		const control = counts.find((row) => row.variant === CONTROL_VARIANT);
		return {
			experiment,
			variants: counts.map((row) => ({
				variant: row.variant,
				visitors: row.visitors,
				leads: row.leads,
				conversionRate: row.visitors === 0 ? 0 : row.leads / row.visitors,
				interval: jeffreysInterval(Math.min(row.leads, row.visitors), row.visitors),
				probabilityToBeatControl: row.variant === "control" || !control ? null : probabilityToBeat(clamp(row), clamp(control)),
				campaigns: row.campaigns
			}))
		};
	});
}
/** More leads than counted visitors (visitors whose count was lost) would break the Beta's parameters. */
var clamp = (row) => ({
	leads: Math.min(row.leads, row.visitors),
	visitors: row.visitors
});
// server/studio/page-groups.ts
var PAGE_GROUP_TITLES = {
	landing: "Landing pages",
	specialties: "Specialties",
	places: "Places",
	other: "Other pages"
};
/** A route with a parameter (`/country/:id/`) is one design for many addresses. */
var isPattern = (path) => path.includes(":");
/** What each page made for many addresses shows, by its route (spec 2, route table). */
var MANY_ADDRESSES = {
	"/:slug/": {
		each: "each blog post",
		example: "/the-post-name/"
	},
	"/country/:id/": {
		each: "each country",
		example: "/country/the-country-name/"
	},
	"/monthly/:slug/": {
		each: "each month",
		example: "/monthly/the-month-name/"
	},
	"/page/:pageId/": {
		each: "each page shown by its number",
		example: "/page/12/"
	}
};
/** "/places/:slug/" → "/places/…/" for a route the table above does not know yet. */
var genericExample = (path) => path.replace(/:[A-Za-z0-9]+/g, "…");
/** Spec 2's places: destinations, experiences, months and countries. */
var PLACE_PATHS = /* @__PURE__ */ new Set([
	"/destinations/",
	"/experiences/",
	"/month/"
]);
var PLACE_PREFIXES = ["/monthly/", "/country/"];
/** site.json's navigation, read for the "Our Specialties" menu (a specialty added there joins the group). */
var navigationSchema = z.object({ navigation: z.array(z.object({
	href: z.string(),
	children: z.array(z.unknown()).optional()
})) });
var linkSchema = z.object({
	href: z.string(),
	children: z.array(z.unknown()).optional()
});
function menuLinks(items) {
	return items.flatMap((item) => {
		const link = linkSchema.safeParse(item);
		return link.success ? [link.data.href, ...menuLinks(link.data.children ?? [])] : [];
	});
}
/** The overview page of the specialties and every page its menu lists. */
function specialtyPaths(site) {
	const parsed = navigationSchema.safeParse(site);
	const menu = parsed.success ? parsed.data.navigation.find((item) => item.href === "/services/") : void 0;
	return /* @__PURE__ */ new Set(["/services/", ...menuLinks(menu?.children ?? [])]);
}
/** The themed pages' structure (spec 2, "Themed pages"): a banner, the page status, then introductions. */
var looksThemed = (types) => types[0] === "hero-banner" && types[1] === "page-status" && types[2] === "introduction";
function groupOf(page, specialties) {
	if (page.path.startsWith("/landing-")) return "landing";
	if (PLACE_PATHS.has(page.path) || PLACE_PREFIXES.some((prefix) => page.path.startsWith(prefix))) return "places";
	if (isPattern(page.path)) return "other";
	if (specialties.has(page.path) || looksThemed(page.sectionTypes)) return "specialties";
	return "other";
}
/** "Honeymoon Planning | Travel N Relax" → "Honeymoon Planning" (the home page keeps its first part too). */
var shortTitle = (title) => title.split(" | ")[0]?.trim() || title;
function showPage(page, specialties) {
	const group = groupOf(page, specialties);
	if (!isPattern(page.path)) return {
		name: page.name,
		title: page.path === "/" ? "Home page" : shortTitle(page.title),
		address: page.path,
		group
	};
	const known = MANY_ADDRESSES[page.path];
	const each = known?.each ?? "each of its addresses";
	return {
		name: page.name,
		title: `${shortTitle(page.title)} (${each})`,
		address: `One design for ${each}, at addresses like ${known?.example ?? genericExample(page.path)}`,
		group
	};
}
/** Every group that has pages, in the list's order, its pages by title; `query` keeps titles that contain it. */
function groupPages(pages, site, query = "") {
	const specialties = specialtyPaths(site);
	const wanted = query.trim().toLowerCase();
	const shown = pages.map((page) => showPage(page, specialties)).filter((page) => wanted === "" || page.title.toLowerCase().includes(wanted)).sort((a, b) => a.title.localeCompare(b.title));
	return [
		"landing",
		"specialties",
		"places",
		"other"
	].map((group) => ({
		group,
		title: PAGE_GROUP_TITLES[group],
		pages: shown.filter((page) => page.group === group)
	})).filter((entry) => entry.pages.length > 0);
}
// server/studio/studio-html.ts
var STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#f6f7f8}
header{background:#0b4f6c;color:#fff;padding:.75rem 1.5rem;display:flex;gap:1.5rem;align-items:center;flex-wrap:wrap}
header a{color:#fff}header form{margin-left:auto}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem;margin:.5rem 0 1rem}
label{display:block;font-weight:600;margin-top:.75rem}
input,textarea,select{font:inherit;padding:.4rem .5rem;border:1px solid #6b6b6b;border-radius:4px;max-width:100%}
button{font:inherit;padding:.45rem 1rem;border-radius:4px;border:1px solid #0b4f6c;background:#0b4f6c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f6c}
.error{color:#a4000f;font-weight:600}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #d0d0d0;vertical-align:top}
.summary{margin:0 0 .5rem;padding-left:1.1rem}.shots{display:flex;gap:.5rem;align-items:flex-start;margin:.25rem 0}.shots figcaption{font-size:.8rem;width:3.5rem}.shots img{border:1px solid #d0d0d0;height:10rem;object-fit:cover;object-position:top}
.status-proposed{color:#6a4a00}.status-applied{color:#0a6b2d}.status-rejected{color:#a4000f}
ul.pages{columns:2;padding-left:1.2rem}ul.pages li{break-inside:avoid;margin-bottom:.4rem}
.page-search{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}.page-search label{width:100%}
@media (max-width:600px){ul.pages{columns:1}}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`;
function studioPage(options) {
	const nav = options.session ? `<nav aria-label="Studio"><a href="/studio/">Pages</a> · <a href="/studio/requests">Change requests</a> · <a href="/studio/experiments">Experiments</a></nav>
       <span>${escapeHtml(options.session.name)} (${options.session.role})</span>
       <form method="post" action="/studio/logout"><button class="secondary" type="submit">Log out</button></form>` : "";
	return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} | Studio</title><style>${STYLE}</style></head>
<body><header><strong>Travel N Relax studio</strong>${nav}</header>
<main id="main">${options.body}</main></body></html>`;
}
function loginPage(options = {}) {
	const error = options.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(options.error)}</p>` : "";
	return studioPage({
		title: "Log in",
		body: `<h1>Log in to the studio</h1>${error}
<form method="post" action="/studio/login">
  <label for="name">Name</label><input id="name" name="name" autocomplete="username" required value="${escapeHtml(options.name ?? "")}"${error ? " aria-describedby=\"login-error\"" : ""}>
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
  <p><button type="submit">Log in</button></p>
</form>`
	});
}
/** The agency's time (America/Denver), as the marketers who read this page live it. */
var when = (iso) => iso ? escapeHtml(agencyDateTime(iso)) : "";
/** The request's sentences and, once Chromium has made them, its before/after pictures at 390 and 1280 px. */
function whatChanges(request, shots) {
	return (request.summary.length ? `<ul class="summary">${request.summary.map((sentence) => `<li>${escapeHtml(printable(sentence))}</li>`).join("")}</ul>` : "") + ["390", "1280"].filter((width) => shots?.has(`before-${width}`) || shots?.has(`after-${width}`)).map((width) => `<figure class="shots"><figcaption>${width} px</figcaption>${["before", "after"].filter((side) => shots?.has(`${side}-${width}`)).map((side) => `<a href="/studio/requests/${request.id}/${side}/${width}.png"><img src="/studio/requests/${request.id}/${side}/${width}.png" alt="${side === "before" ? "Before" : "After"} at ${width} px" width="${width === "390" ? 78 : 160}"></a>`).join("")}</figure>`).join("");
}
function requestsPage(session, requests, options) {
	const rows = requests.map((request) => {
		const outcome = request.status === "applied" ? `applied by ${escapeHtml(request.decided_by ?? "?")} ${when(request.decided_at)}` : request.status === "rejected" ? `rejected by ${escapeHtml(request.decided_by ?? "?")} ${when(request.decided_at)}: ${escapeHtml(request.reason ?? "")}` : "proposed";
		const decide = session.role === "developer" && request.status === "proposed" ? `${options.canApply ? `<form method="post" action="/studio/requests/${request.id}/apply"><button type="submit">Apply #${request.id}</button></form>` : ""}
             <form method="post" action="/studio/requests/${request.id}/reject">
               <label for="reason-${request.id}">Reason for rejecting #${request.id}</label>
               <input id="reason-${request.id}" name="reason" required>
               <button class="secondary" type="submit">Reject #${request.id}</button></form>` : "";
		return `<tr data-request-id="${request.id}"><td>#${request.id}</td><td>${pageOf(request.proposed)}</td>
<td>${escapeHtml(request.author)}<br>${when(request.created_at)}</td><td>${whatChanges(request, options.shots?.get(request.id))}${escapeHtml(printable(request.note))}${externalLinksFlag(request.proposed)}</td>
<td class="status-${request.status}">${outcome}</td>
<td><a href="/studio/preview/${request.id}/">Preview #${request.id}</a>${decide}</td></tr>`;
	}).join("");
	return studioPage({
		title: "Change requests",
		session,
		body: `<h1>Change requests</h1>${options.message ? `<p role="status">${escapeHtml(options.message)}</p>` : ""}
<p>Every request and its outcome. A developer applies an open one with <code>npm run studio:apply -- &lt;id&gt;</code>.</p>
${requests.length ? `<table><caption class="visually-hidden">Change requests, newest first</caption><thead><tr><th scope="col">Request</th><th scope="col">Page</th><th scope="col">Who, when</th><th scope="col">What changes, note</th><th scope="col">Outcome</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>` : "<p>No change requests yet.</p>"}`
	});
}
var proposedPage = z.object({
	path: z.string(),
	meta: z.object({ title: z.string() })
});
/** The requested page by its title and visitor address (page-groups.ts), never its file. */
function pageOf(proposed) {
	const page = proposedPage.safeParse(proposed);
	if (!page.success) return "A page";
	const shown = showPage({
		name: "",
		path: page.data.path,
		title: page.data.meta.title,
		sectionTypes: []
	}, /* @__PURE__ */ new Set());
	return `${escapeHtml(shown.title)}<br><small>${escapeHtml(shown.address)}</small>`;
}
/** A reviewer's warning: the other sites a proposed page links to (a look-alike domain is phishing). */
function externalLinksFlag(proposed) {
	const hosts = [...new Set(externalLinkHosts(proposed).map((link) => link.host))];
	return hosts.length ? `<p class="warning"><strong>Links to other sites:</strong> ${escapeHtml(hosts.join(", "))}</p>` : "";
}
// server/studio/experiment-routes.ts
/** A page config that declares an experiment (read leniently: a broken file is the config check's business). */
var declaringPage = z.looseObject({
	path: z.string(),
	experiment: experimentSchema
});
function parseJson$1(text) {
	try {
		return JSON.parse(text);
	} catch (error) {
		console.warn(`[studio] ${error instanceof Error ? error.message : String(error)}`);
		return;
	}
}
/**
* /studio/experiments (docs/experiments.md): every experiment a page declares or the database has
* counted, with the figures of `npm run experiments`; POST …/promote turns one variant into an
* ordinary change request (the editor's storage and checks). Mounted behind the studio's login.
*/
function createExperimentRoutes(deps) {
	const app = new Hono();
	const declared = async () => {
		const { pages } = await deps.files.all();
		return pages.flatMap((page) => {
			const raw = parseJson$1(page.text);
			const parsed = declaringPage.safeParse(raw);
			return parsed.success ? [{
				file: page.file,
				text: page.text,
				raw,
				path: parsed.data.path,
				experiment: parsed.data.experiment
			}] : [];
		});
	};
	const statusOf = (experiment) => {
		const now = deps.now?.() ?? Date.now();
		const { from, until } = experimentWindow(experiment);
		return now < from ? "not started" : now >= until ? "ended" : "running";
	};
	const page = async (c, message, status = 200) => {
		const [reports, pages] = await Promise.all([experimentReports(deps.db), declared()]);
		const experiments = [.../* @__PURE__ */ new Set([...pages.map((p) => p.experiment.id), ...reports.map((r) => r.experiment)])].sort().map((id) => {
			const declaration = pages.find((p) => p.experiment.id === id);
			const { experiment } = declaration ?? {};
			return {
				id,
				page: declaration && experiment && {
					path: declaration.path,
					start: experiment.start,
					end: experiment.end,
					status: statusOf(experiment),
					variants: experiment.variants.map((v) => v.id)
				},
				variants: reports.find((r) => r.experiment === id)?.variants ?? []
			};
		});
		c.header("cache-control", "no-store");
		return c.html(studioPage({
			title: "Experiments",
			session: c.var.session,
			body: experimentReportHtml({
				experiments,
				message
			})
		}), status);
	};
	app.get("/studio/experiments", (c) => page(c));
	app.post("/studio/experiments/:id/promote", async (c) => {
		const id = c.req.param("id");
		const form = await c.req.parseBody();
		const variant = typeof form.variant === "string" ? form.variant : "";
		const declaration = (await declared()).find((p) => p.experiment.id === id);
		if (!declaration) return page(c, {
			text: `No page runs the experiment ${printable(id)} any more.`,
			error: true
		}, 404);
		const promotion = promoteVariant(declaration.raw, id, variant);
		if (!promotion.ok) return page(c, {
			text: printable(promotion.message),
			error: true
		}, 409);
		const renderer = await deps.renderer();
		const problems = await checkProposal({
			files: deps.files,
			file: declaration.file,
			config: promotion.config,
			check: renderer.checkAllSiteConfigs,
			read: deps.read
		});
		if (problems.length > 0) return page(c, {
			text: `Promoting ${variant} would break the page: ${problems.map((p) => p.message).join("; ")}`,
			error: true
		}, 422);
		const request = await deps.requests.create({
			author: c.var.session.name,
			configFile: declaration.file,
			baseHash: sha256(declaration.text),
			proposed: promotion.config,
			note: `Promote ${variant} of the experiment ${id} on ${declaration.path}: its section order becomes the page's own and the experiment ends.`
		});
		deps.logger.info({
			id: request.id,
			experiment: id,
			variant,
			author: request.author
		}, "studio experiment promoted (change request)");
		return page(c, {
			text: `Change request #${request.id} made: ${variant} becomes the page's order once a developer applies it.`,
			error: false,
			requestId: request.id
		});
	});
	return app;
}
// server/studio/drafts.ts
/** One row of studio_drafts (migration 008): a person's autosaved, unsent edits of one page config. */
var draftRowSchema = z.object({
	base_hash: z.string().nullable(),
	proposed: z.unknown(),
	updated_at: z.union([z.date(), z.string()]).transform((value) => new Date(value).toISOString())
});
function createDrafts(db) {
	return {
		async find(author, configFile) {
			const [row] = parseRows(draftRowSchema, await db.query("SELECT base_hash, proposed, updated_at FROM studio_drafts WHERE author = $1 AND config_file = $2", [author, configFile]));
			return row ? {
				baseHash: row.base_hash,
				config: row.proposed,
				savedAt: row.updated_at
			} : void 0;
		},
		/** Saves (or replaces) the draft; returns when it was saved. */
		async save(author, configFile, draft) {
			const result = await db.query(`INSERT INTO studio_drafts (author, config_file, base_hash, proposed) VALUES ($1, $2, $3, $4)
         ON CONFLICT (author, config_file) DO UPDATE SET base_hash = EXCLUDED.base_hash, proposed = EXCLUDED.proposed, updated_at = now()
         RETURNING updated_at`, [
				author,
				configFile,
				draft.baseHash,
				JSON.stringify(draft.config)
			]);
			const [row] = parseRows(z.object({ updated_at: draftRowSchema.shape.updated_at }), result);
			if (!row) throw new Error("the draft was not saved");
			return row.updated_at;
		},
		async remove(author, configFile) {
			await db.query("DELETE FROM studio_drafts WHERE author = $1 AND config_file = $2", [author, configFile]);
		}
	};
}
// server/studio/image-library.ts
var IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** Site paths of images inside JSON text (the image props accept site paths only). */
var IMAGE_PATH = /"(\/[^"\s]+\.(?:svg|png|jpe?g|webp|avif|gif))"/gi;
var MAX_IMAGES = 1e3;
/**
* The studio's image picker: the images the content and the page configs already use, then the
* site's own files under public/images (the folder next to the page-configs the studio edits).
*/
async function listImageLibrary(options) {
	const used = /* @__PURE__ */ new Set();
	for (const text of options.configTexts) for (const match of text.matchAll(IMAGE_PATH)) if (match[1]) used.add(match[1]);
	const rows = parseRows(z.object({ src: z.string() }), await options.db.query(`SELECT DISTINCT (regexp_matches(body::text, '"(/[^"[:space:]]+\\.(svg|png|jpe?g|webp|avif|gif))"', 'gi'))[1] AS src FROM content_documents LIMIT ${MAX_IMAGES}`));
	for (const row of rows) used.add(row.src);
	const own = existsSync(options.siteImagesDir) ? (await readdir(options.siteImagesDir, { recursive: true })).filter((file) => IMAGE_FILE.test(file)).map((file) => `/images/${file.split(sep).join("/")}`) : [];
	return [...[...used].sort().map((src) => ({
		src,
		source: "content"
	})), ...own.filter((src) => !used.has(src)).sort().map((src) => ({
		src,
		source: "site"
	}))].slice(0, MAX_IMAGES);
}
var siteImagesDirFor = (configDir) => join(configDir, "..", "public", "images");
function createLoginLimiter(limits) {
	const perNameAndAddress = limits.counter("login", {
		max: 5,
		windowSeconds: 900
	});
	const perAddress = limits.counter("login-address", {
		max: 30,
		windowSeconds: 900
	});
	const keyOf = (name, address) => `${name.trim().toLowerCase()}\n${address}`;
	return {
		/**
		* Counts one attempt; the seconds to wait when it is over a limit, 0 when the password may be
		* checked. Rejects with LimitsUnavailable when the store cannot be asked: logins fail closed.
		*/
		async attempt(name, address) {
			const pair = await perNameAndAddress.hit(keyOf(name, address));
			if (!pair.allowed) return pair.retryAfterSeconds;
			const wide = await perAddress.hit(address);
			return wide.allowed ? 0 : wide.retryAfterSeconds;
		},
		succeed(name, address) {
			return perNameAndAddress.reset(keyOf(name, address));
		}
	};
}
// server/studio/password-hash.ts
/**
* Studio passwords are stored as `scrypt.<salt hex>.<key hex>` (no ":" or "," in it, so a hash
* fits in a `name:role:hash` entry of STUDIO_USERS). Node's scrypt with its default cost (N=16384).
*/
var KEY_LENGTH = 32;
function derive(password, salt, options = {}) {
	return new Promise((resolve, reject) => {
		scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => error ? reject(error) : resolve(key));
	});
}
var isPasswordHash = (value) => /^scrypt\.[0-9a-f]{32}\.[0-9a-f]{64}$/.test(value);
/** Constant-time comparison; a malformed hash never matches. */
async function verifyPassword(password, hash) {
	if (!isPasswordHash(hash)) return false;
	const [, saltHex = "", keyHex = ""] = hash.split(".");
	const expected = Buffer.from(keyHex, "hex");
	const actual = await derive(password, Buffer.from(saltHex, "hex"));
	return actual.length === expected.length && timingSafeEqual(actual, expected);
}
// server/studio/preview.ts
/**
* The page as the change request would make it, rendered on the server with the proposal in place
* of the live config. Sent without the site's scripts: hydrating would load the live config and
* put the old page back.
*/
async function renderPreview(options) {
	const { page, request } = options;
	const path = page.path.includes(":") ? page.path.replace(/:[a-zA-Z0-9]+/g, "preview") : page.path;
	const result = await options.renderer.renderPage({
		url: path,
		read: options.read,
		apiToken: "",
		siteUrl: "http://studio.invalid",
		dev: false,
		pageOverrides: [page]
	});
	if (result.kind === "redirect") return `<!doctype html><title>Preview</title><p>The page redirects to ${escapeHtml(result.location)}.</p>`;
	const banner = `<p class="studio-preview-banner" role="note" style="margin:0;padding:.5rem 1rem;background:#fff4c2;color:#1b1b1b;font:600 15px/1.4 system-ui,sans-serif">Preview of change request #${request.id} (${escapeHtml(request.status)}) by ${escapeHtml(request.author)}: ${escapeHtml(request.config_file)}. <a href="/studio/requests">All change requests</a></p>`;
	return fillTemplate(await options.template(path), {
		head: result.head,
		html: result.html,
		data: ""
	}).replace(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "").replace(/<meta name="robots"[^>]*>/i, "").replace("</head>", "<meta name=\"robots\" content=\"noindex\"></head>").replace(/<body([^>]*)>/, `<body$1>${banner}`);
}
// server/studio/request-screenshots.ts
/** The widths a request is pictured at: a phone and a desktop (docs/studio.md). */
var SHOT_WIDTHS = [390, 1280];
var SHOT_SIDES = ["before", "after"];
/** A very long page is cut here: the top of the page is what the change is judged by, and the PNG stays small. */
var MAX_SHOT_HEIGHT = 4e3;
/** The origin Chromium believes it is on: every request to it is answered in-process, nothing leaves the machine. */
var SHOT_ORIGIN = "http://studio-shots.invalid";
function createScreenshotStore(db) {
	return {
		async save(requestId, side, width, png) {
			await db.query("INSERT INTO studio_request_screenshots (request_id, side, width, png) VALUES ($1, $2, $3, $4) ON CONFLICT (request_id, side, width) DO UPDATE SET png = EXCLUDED.png, created_at = now()", [
				requestId,
				side,
				width,
				png
			]);
		},
		async find(requestId, side, width) {
			return parseRows(z.object({ png: z.instanceof(Uint8Array) }), await db.query("SELECT png FROM studio_request_screenshots WHERE request_id = $1 AND side = $2 AND width = $3", [
				requestId,
				side,
				width
			]))[0]?.png;
		},
		/** "before-390", "after-1280"… of the pictures a request has. */
		async available(requestIds) {
			const found = /* @__PURE__ */ new Map();
			if (requestIds.length === 0) return found;
			const rows = parseRows(z.object({
				request_id: z.coerce.number(),
				side: z.string(),
				width: z.coerce.number()
			}), await db.query("SELECT request_id, side, width FROM studio_request_screenshots WHERE request_id = ANY($1::bigint[])", [requestIds]));
			for (const row of rows) found.set(row.request_id, (found.get(row.request_id) ?? /* @__PURE__ */ new Set()).add(`${row.side}-${row.width}`));
			return found;
		}
	};
}
/**
* Pictures each request before and after at 390 and 1280 px in Chromium (playwright-core with
* Debian's /usr/bin/chromium or CHROMIUM_PATH), one job at a time so a burst of requests does not
* start a browser each. The pages are the studio's preview documents (no scripts); their styles,
* fonts and images are answered by the site's own app in-process (`fetchSite`). A missing
* Chromium logs a warning and leaves the request without pictures.
*/
function createScreenshotter(options) {
	const { store, logger } = options;
	let queue = Promise.resolve();
	async function shoot(job) {
		const started = performance.now();
		let playwright;
		try {
			playwright = await import("playwright-core");
		} catch (error) {
			logger.warn({
				requestId: job.requestId,
				err: String(error)
			}, "studio screenshots skipped: playwright-core is not installed");
			return;
		}
		let browser;
		try {
			browser = await playwright.chromium.launch({
				executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
				headless: true,
				args: [
					"--no-sandbox",
					"--disable-gpu",
					"--disable-background-networking",
					"--disable-component-update",
					"--disable-sync",
					"--no-first-run",
					"--disable-quic"
				]
			});
		} catch (error) {
			logger.warn({
				requestId: job.requestId,
				err: error instanceof Error ? error.message.split("\n")[0] : String(error)
			}, "studio screenshots skipped: Chromium did not start");
			return;
		}
		try {
			for (const side of SHOT_SIDES) {
				const html = await job.render(side);
				if (html === void 0) continue;
				for (const width of SHOT_WIDTHS) {
					const context = await browser.newContext({
						viewport: {
							width,
							height: width < 600 ? 844 : 900
						},
						...width < 600 ? {
							isMobile: true,
							hasTouch: true
						} : {}
					});
					await context.route("**/*", async (route) => {
						const url = new URL(route.request().url());
						if (url.origin !== SHOT_ORIGIN) return route.abort();
						if (url.pathname === "/__shot__") return route.fulfill({
							status: 200,
							contentType: "text/html; charset=utf-8",
							body: html
						});
						const answer = await options.fetchSite(new Request(url.href, { headers: { accept: route.request().headers().accept ?? "*/*" } }));
						return route.fulfill({
							status: answer.status,
							headers: Object.fromEntries(answer.headers),
							body: Buffer.from(await answer.arrayBuffer())
						});
					});
					const page = await context.newPage();
					await page.goto(`${SHOT_ORIGIN}/__shot__`, { waitUntil: "load" });
					await page.addStyleTag({ content: ".studio-preview-banner{display:none!important}" });
					await page.evaluate(() => document.querySelectorAll("img[loading=\"lazy\"]").forEach((img) => img.setAttribute("loading", "eager")));
					await page.waitForLoadState("networkidle");
					const height = Math.min(MAX_SHOT_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
					const png = await page.screenshot({
						clip: {
							x: 0,
							y: 0,
							width,
							height
						},
						fullPage: true
					});
					await store.save(job.requestId, side, width, png);
					await context.close();
				}
			}
			logger.info({
				requestId: job.requestId,
				ms: Math.round(performance.now() - started)
			}, "studio request screenshots made");
		} catch (error) {
			logger.warn({
				requestId: job.requestId,
				err: error instanceof Error ? error.message.split("\n")[0] : String(error)
			}, "studio screenshots failed");
		} finally {
			await browser.close();
		}
	}
	return {
		enqueue(job) {
			queue = queue.then(() => shoot(job));
		},
		idle: () => queue
	};
}
// src/studio/marketer-names.ts
/**
* The words a marketer sees in the studio: a block's title instead of its kebab-case type, a
* section named by what it shows (its heading) instead of its id. Ids and types stay in the data.
*/
/** Titles where the type's words alone would read oddly; every other type reads from its words. */
var TITLES = {
	"landing-yelp-carousel": "Yelp reviews",
	"landing-fix": "Our answer",
	"landing-problem": "Problem",
	"landing-story": "Story",
	"landing-banner": "Landing banner",
	"static-text": "Text page",
	"page-status": "Page status",
	"where-to": "Where to go",
	aim: "Our aim",
	faq: "Questions and answers"
};
/** "review-carousel" → "Review carousel"; titles above win. */
function blockTitle(type) {
	const known = TITLES[type];
	if (known) return known;
	const words = type.replace(/-/g, " ");
	return words.charAt(0).toUpperCase() + words.slice(1);
}
/** Props that hold what a visitor reads as the section's title, in the order they are tried. */
var HEADING_PROPS = [
	"heading",
	"title",
	"headline",
	"advisorName",
	"eyebrow",
	"intro",
	"subHeading"
];
var MAX_HEADING = 60;
/** The section's own heading from its props, shortened; undefined when it has none (it reads it from content). */
function sectionHeading(props) {
	for (const name of HEADING_PROPS) {
		const value = props[name];
		if (typeof value === "string" && value.trim() !== "") {
			const text = value.trim().replace(/\s+/g, " ");
			return text.length > MAX_HEADING ? `${text.slice(0, 59).trimEnd()}…` : text;
		}
	}
}
/** "Problem: Hundreds of Ships…" or, without a heading of its own, the block's title: never an id. */
function sectionName(type, props) {
	const heading = sectionHeading(props);
	return heading ? `${blockTitle(type)}: ${heading}` : blockTitle(type);
}
// src/studio/change-summary.ts
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
/** The page's sections as far as they can be read: a malformed one is skipped, not fatal. */
function sectionsOf(config) {
	return (isRecord(config) && Array.isArray(config.sections) ? config.sections : []).flatMap((section) => isRecord(section) && typeof section.id === "string" && typeof section.type === "string" ? [{
		id: section.id,
		type: section.type,
		props: isRecord(section.props) ? section.props : {}
	}] : []);
}
var quoted = (section) => `"${sectionName(section.type, section.props)}"`;
var same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** "Heading", "Heading and Button link", "Heading, Text and Image". */
function listOf(words) {
	if (words.length <= 1) return words.join("");
	return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
/** The ids kept in place: the longest common subsequence of the ids both orders share. */
function keptInOrder(before, after) {
	const rows = before.length;
	const cols = after.length;
	const table = Array.from({ length: rows + 1 }, () => new Array(cols + 1).fill(0));
	for (let i = rows - 1; i >= 0; i -= 1) for (let j = cols - 1; j >= 0; j -= 1) table[i][j] = before[i] === after[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
	const kept = /* @__PURE__ */ new Set();
	for (let i = 0, j = 0; i < rows && j < cols;) if (before[i] === after[j]) {
		kept.add(before[i]);
		i += 1;
		j += 1;
	} else if (table[i + 1][j] > table[i][j + 1]) i += 1;
	else j += 1;
	return kept;
}
/** Where a section now stands: above the section that follows it, or at the end. */
function place(after, index, skip) {
	const next = after.slice(index + 1).find((section) => !skip(section));
	return next ? `above ${quoted(next)}` : "to the end of the page";
}
/** One sentence per change, in page order: moves, additions, edits, removals, then the page's own settings. */
function changeSummary(before, after) {
	const afterSections = sectionsOf(after);
	if (before === void 0 || before === null) return [`New page ${isRecord(after) && typeof after.path === "string" ? after.path : ""} with ${afterSections.length} section${afterSections.length === 1 ? "" : "s"}: ${afterSections.map(quoted).join(", ")}.`];
	const beforeSections = sectionsOf(before);
	const beforeById = new Map(beforeSections.map((section) => [section.id, section]));
	const afterIds = new Set(afterSections.map((section) => section.id));
	const shared = (ids) => ids.map((section) => section.id).filter((id) => beforeById.has(id) && afterIds.has(id));
	const kept = keptInOrder(shared(beforeSections), shared(afterSections));
	const added = (section) => !beforeById.has(section.id);
	const sentences = [];
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
		const names = [.../* @__PURE__ */ new Set([...Object.keys(old.props), ...Object.keys(section.props)])].filter((name) => !same(old.props[name], section.props[name]));
		if (names.length > 0) sentences.push(`Changed ${listOf(names.map(labelOf))} of ${quoted(old)}.`);
	});
	for (const section of beforeSections) if (!afterIds.has(section.id)) sentences.push(`Removed ${quoted(section)}.`);
	const settings = (config) => isRecord(config) ? config : {};
	const flat = (config) => Object.entries(config).flatMap(([name, value]) => name === "sections" ? [] : isRecord(value) ? Object.entries(value).map(([inner, innerValue]) => [`${name} ${inner}`, innerValue]) : [[name, value]]);
	const oldSettings = new Map(flat(settings(before)));
	const newSettings = new Map(flat(settings(after)));
	const changedSettings = [.../* @__PURE__ */ new Set([...oldSettings.keys(), ...newSettings.keys()])].filter((name) => !same(oldSettings.get(name), newSettings.get(name)));
	if (changedSettings.length > 0) sentences.push(`Changed the page's ${listOf(changedSettings.map((name) => labelOf(name.replace(/ (\w)/g, (_, letter) => letter.toUpperCase()))))}.`);
	return sentences;
}
// src/site/page-scaffold.ts
/** page-configs/pages/ file name for a route: "/landing-ski/" → "landing-ski.json", "/" → "home.json". */
function fileNameFor(path) {
	return `${path.split("/").filter(Boolean).map((segment) => segment.replace(/^:/, "")).join("-") || "home"}.json`;
}
var record = (value) => value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};
function scaffoldPage(request, pages, exists) {
	if (!ROUTE_PATH.test(request.path)) return {
		ok: false,
		error: `--path "${request.path}" is not a route path: it starts and ends with "/", e.g. "/landing-ski/"`,
		message: `"${request.path}" is not a page address: an address starts and ends with "/" and uses lower-case letters, digits and "-", e.g. "/landing-ski/".`
	};
	const parsed = pages.map((file) => ({
		file,
		config: record(safeJson$1(file.text))
	}));
	const source = parsed.find((p) => p.config.path === request.like);
	if (!source) {
		const known = parsed.map((p) => p.config.path).filter((p) => typeof p === "string").sort();
		return {
			ok: false,
			error: `--like "${request.like}": no page config has that path. Pages: ${known.join(", ")}`,
			message: `There is no page at "${request.like}" to copy: choose one from the list.`
		};
	}
	const taken = parsed.find((p) => p.config.path === request.path);
	if (taken) return {
		ok: false,
		error: `${taken.file.file} already serves ${request.path}; not overwriting it`,
		message: `The page ${request.path} already exists: choose another address, or edit that page from the list.`
	};
	const file = `page-configs/pages/${fileNameFor(request.path)}`;
	if (exists(file)) return {
		ok: false,
		error: `${file} already exists; not overwriting it`,
		message: `The address ${request.path} is too much like an existing page's address: choose another address.`
	};
	const counts = /* @__PURE__ */ new Map();
	const sections = (Array.isArray(source.config.sections) ? source.config.sections : []).map((section) => {
		const { id: _oldId, type, ...rest } = record(section);
		const base = typeof type === "string" ? type : "section";
		const n = (counts.get(base) ?? 0) + 1;
		counts.set(base, n);
		return {
			id: `${base}-${n}`,
			type,
			...rest
		};
	});
	const config = {
		...source.config,
		path: request.path,
		sections
	};
	return {
		ok: true,
		file,
		text: `${JSON.stringify(config, null, 2)}\n`
	};
}
function safeJson$1(text) {
	try {
		return JSON.parse(text);
	} catch {
		return;
	}
}
// server/studio/studio-users.ts
/** An editor may propose changes; a developer may also apply or reject them. */
var studioRoleSchema = z.enum(["editor", "developer"]);
var studioUserSchema = z.object({
	name: z.string().regex(/^[a-z0-9][a-z0-9._-]*$/i, "a studio user name is letters, digits, \".\", \"_\" or \"-\""),
	role: studioRoleSchema,
	hash: z.string().refine(isPasswordHash, "not a studio password hash: make one with npm run studio:user"),
	/** Where the outcome of this person's change requests is e-mailed (optional). */
	email: z.email().optional()
});
var StudioUsersError = class extends Error {
	constructor(message) {
		super(`STUDIO_USERS: ${message}`);
		this.name = "StudioUsersError";
	}
};
/** A value that names a JSON file rather than listing entries. */
var isFilePath = (value) => value.endsWith(".json");
/**
* STUDIO_USERS is either `name:role:hash[:email]` entries separated by commas, or the path of a JSON file
* holding `[{ "name", "role", "hash", "email"? }]`. Unset or empty: the studio is off (undefined).
*/
function parseStudioUsers(value, readFile = (path) => readFileSync(path, "utf8")) {
	const setting = value?.trim();
	if (!setting) return void 0;
	let raw;
	if (isFilePath(setting)) try {
		raw = JSON.parse(readFile(setting));
	} catch (error) {
		throw new StudioUsersError(`cannot read ${setting}: ${error instanceof Error ? error.message : String(error)}`);
	}
	else raw = setting.split(",").map((entry) => {
		const [name, role, hash, email, ...rest] = entry.trim().split(":");
		return rest.length > 0 ? {} : {
			name,
			role,
			hash,
			...email ? { email } : {}
		};
	});
	const parsed = z.array(studioUserSchema).min(1).safeParse(raw);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new StudioUsersError(`entry ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"} (expected name:role:hash or name:role:hash:email, role editor or developer)`);
	}
	const names = /* @__PURE__ */ new Set();
	for (const user of parsed.data) {
		if (names.has(user.name)) throw new StudioUsersError(`user "${user.name}" is listed twice`);
		names.add(user.name);
	}
	return parsed.data;
}
// server/studio/sessions.ts
var SESSION_COOKIE = "studio_session";
var sessionRow = z.object({
	name: z.string(),
	role: studioRoleSchema,
	expires_at: z.coerce.date()
});
/** Only the token's hash is stored: a copy of the table logs nobody in. */
var hashOf = (token) => createHash("sha256").update(token).digest("hex");
/**
* Sessions in the database (studio_sessions, migration 007): a login made through one instance is
* valid on every other and after a restart; logging out deletes the row, and `DELETE FROM
* studio_sessions WHERE name = …` (revokeUser) logs a user out everywhere.
*/
function createSessionStore(db, now = Date.now) {
	return {
		async create(name, role) {
			const token = randomBytes(32).toString("base64url");
			await db.query("DELETE FROM studio_sessions WHERE expires_at <= $1", [new Date(now())]);
			await db.query("INSERT INTO studio_sessions (token_hash, name, role, expires_at) VALUES ($1, $2, $3, $4)", [
				hashOf(token),
				name,
				role,
				new Date(now() + 432e5)
			]);
			return token;
		},
		async find(token) {
			if (!token) return void 0;
			const [row] = parseRows(sessionRow, await db.query("SELECT name, role, expires_at FROM studio_sessions WHERE token_hash = $1 AND expires_at > $2", [hashOf(token), new Date(now())]));
			return row && {
				name: row.name,
				role: row.role,
				expiresAt: row.expires_at.getTime()
			};
		},
		async remove(token) {
			if (token) await db.query("DELETE FROM studio_sessions WHERE token_hash = $1", [hashOf(token)]);
		},
		/** Logs a user out on every instance; the number of sessions ended. */
		async revokeUser(name) {
			return (await db.query("DELETE FROM studio_sessions WHERE name = $1 RETURNING 1", [name])).rows.length;
		}
	};
}
/** The session cookie (hono/cookie): never readable by scripts, never sent cross-site, Secure behind TLS. */
function setSessionCookie(c, token, options) {
	setCookie(c, SESSION_COOKIE, token, {
		path: "/studio",
		httpOnly: true,
		sameSite: "Strict",
		maxAge: options.maxAgeSeconds ?? 43200,
		secure: options.secure
	});
}
var sessionTokenOf = (c) => getCookie(c, "studio_session") || void 0;
// server/studio/pages-list-html.ts
/**
* The studio's first page: the site's pages grouped (landing pages, specialties, places, other)
* by title and visitor address, a search by title (a plain GET form: the list works without a
* script), and the form that starts a new landing page.
*/
function pagesPage(session, options) {
	const query = options.query?.trim() ?? "";
	const groups = groupPages(options.pages, options.site, query);
	const list = groups.map((group) => `<section class="page-group" aria-labelledby="group-${group.group}"><h2 id="group-${group.group}">${escapeHtml(group.title)}</h2>
<ul class="pages">${group.pages.map((page) => `<li><a href="/studio/edit/${escapeHtml(page.name)}/">${escapeHtml(page.title)}</a><br><small>${escapeHtml(page.address)}</small></li>`).join("")}</ul></section>`).join("");
	const found = query ? `<p role="status">${groups.length ? `Pages whose title contains “${escapeHtml(query)}”.` : `No page title contains “${escapeHtml(query)}”.`} <a href="/studio/">Show all pages</a></p>` : "";
	const modelOptions = groupPages(options.pages, options.site).flatMap((group) => group.pages).filter((page) => page.address.startsWith("/")).map((page) => `<option value="${escapeHtml(page.address)}">${escapeHtml(page.title)} (${escapeHtml(page.address)})</option>`).join("");
	const error = options.error;
	return studioPage({
		title: "Pages",
		session,
		body: `<h1>Pages</h1><p>Choose a page to rearrange or edit. Your changes become a change request that a developer applies.</p>
<form role="search" method="get" action="/studio/" class="page-search">
  <label for="page-search">Find a page by its title</label>
  <input id="page-search" type="search" name="q" value="${escapeHtml(query)}" placeholder="e.g. Cruise">
  <button type="submit">Search</button>
</form>${found}
${list}
<h2>Start a new landing page</h2>${error ? `<p class="error" role="alert" id="new-page-error">${escapeHtml(error)}</p>` : ""}
<form method="get" action="/studio/new">
  <label for="new-path">Address of the new page</label><input id="new-path" name="path" placeholder="/landing-ski/" required${error ? " aria-describedby=\"new-page-error\"" : ""}>
  <label for="like">Copy the sections of</label><select id="like" name="like">${modelOptions}</select>
  <p><button type="submit">Start editing</button></p>
</form>`
	});
}
// server/studio/studio-routes.ts
var CONTENT_TYPES = {
	".js": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".svg": "image/svg+xml",
	".woff2": "font/woff2",
	".jpg": "image/jpeg"
};
var proposalSchema = z.object({
	/** Only a page's file: site.json (navigation, phone, redirects) is a developer's, never a request's. */
	file: z.string().refine(isPageConfigFile),
	/** The sha256 of the file the editor started from; absent for a new page. */
	baseHash: z.string().nullable(),
	config: z.unknown(),
	note: z.string().max(2e3).default("").transform((note) => printable(note, { keepLineBreaks: true }))
});
var draftSchema = z.object({
	file: z.string().regex(/^page-configs\/pages\/[a-z0-9][a-z0-9-]*\.json$/),
	baseHash: z.string().nullable(),
	config: z.unknown()
});
/** A draft is one page config: far below this; the cap keeps one person from filling the table. */
var MAX_DRAFT_BYTES = 1e6;
var html = (c, body, status = 200) => {
	c.header("cache-control", "no-store");
	return c.html(body, status);
};
/** /studio/: login, the pages list, the editor, change requests and their previews (mounted at the root). */
function createStudioRoutes(deps) {
	const app = new Hono();
	const sessions = createSessionStore(deps.db);
	const limiter = createLoginLimiter(deps.limits ?? createLimitsStore(deps.db));
	const requests = createChangeRequests(deps.db);
	const shots = createScreenshotStore(deps.db);
	const files = createPageConfigFiles(deps.configDir);
	const editorShell = createEditorShell({
		assetsDir: deps.assetsDir,
		devTemplate: deps.devTemplate
	});
	const users = new Map(deps.users.map((user) => [user.name, user]));
	app.use("/studio/*", async (c, next) => {
		c.header("cache-control", "no-store");
		c.header("x-robots-tag", "noindex");
		await next();
	});
	app.get("/studio", (c) => c.redirect("/studio/", 301));
	app.get("/studio/login", (c) => html(c, loginPage()));
	app.post("/studio/login", async (c) => {
		const form = await c.req.parseBody();
		const name = typeof form.name === "string" ? form.name.trim() : "";
		const password = typeof form.password === "string" ? form.password : "";
		const address = clientAddressOf(c);
		let wait;
		try {
			wait = await limiter.attempt(name, address);
		} catch (error) {
			if (!(error instanceof LimitsUnavailable)) throw error;
			deps.logger.error({ err: error.message }, "studio login refused: limits store unavailable");
			c.header("retry-after", "60");
			return html(c, loginPage({
				name,
				error: "Logging in is not possible right now. Try again in a minute."
			}), 503);
		}
		if (wait > 0) {
			deps.logger.warn({ name }, "studio login refused: too many failed attempts");
			c.header("retry-after", String(wait));
			return html(c, loginPage({
				name,
				error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`
			}), 429);
		}
		const user = users.get(name);
		const valid = await verifyPassword(password, user?.hash ?? "scrypt.00000000000000000000000000000000." + "0".repeat(64));
		if (!user || !valid) {
			deps.logger.warn({ name }, "studio login failed");
			return html(c, loginPage({
				name,
				error: "Wrong name or password."
			}), 401);
		}
		await limiter.succeed(name, address);
		setSessionCookie(c, await sessions.create(user.name, user.role), { secure: isHttps(c) });
		deps.logger.info({
			name: user.name,
			role: user.role
		}, "studio login");
		return c.redirect("/studio/", 303);
	});
	app.use("/studio/*", async (c, next) => {
		const session = await sessions.find(sessionTokenOf(c));
		if (!session) return c.req.method === "GET" && !c.req.path.startsWith("/studio/api/") && !c.req.path.startsWith("/studio/assets/") ? c.redirect("/studio/login", 302) : c.json({
			status: 401,
			message: "Log in to the studio first."
		}, 401);
		c.set("session", session);
		await next();
	});
	app.post("/studio/logout", async (c) => {
		await sessions.remove(sessionTokenOf(c));
		setSessionCookie(c, "", {
			secure: isHttps(c),
			maxAgeSeconds: 0
		});
		return c.redirect("/studio/login", 303);
	});
	app.get("/studio/assets/*", async (c) => {
		const relative = normalize(c.req.path.slice(15));
		if (relative.startsWith("..") || relative.includes("\0")) return c.notFound();
		const body = await readFile(join(deps.assetsDir, "assets", relative)).catch(() => void 0);
		if (!body) return c.notFound();
		return c.body(body, 200, {
			"content-type": CONTENT_TYPES[extname(relative)] ?? "application/octet-stream",
			"cache-control": "private, no-store"
		});
	});
	/** The pages list (grouped, searchable by title: pages-list-html.ts), with a message when something was refused. */
	const pagesList = async (session, options = {}) => {
		const { pages, site } = await files.all();
		return pagesPage(session, {
			pages: pages.flatMap((page) => {
				const parsed = pageConfigBaseSchema.safeParse(safeJson(page.text));
				if (!parsed.success) return [];
				return [{
					name: page.file.replace(/^page-configs\/pages\/|\.json$/g, ""),
					path: parsed.data.path,
					title: parsed.data.meta.title,
					sectionTypes: parsed.data.sections.map((section) => section.type)
				}];
			}),
			site: site[0] ? safeJson(site[0].text) : void 0,
			...options
		});
	};
	app.get("/studio/", async (c) => html(c, await pagesList(c.var.session, { query: c.req.query("q") })));
	app.get("/studio/edit/:name/", async (c) => {
		const file = `page-configs/pages/${c.req.param("name")}.json`;
		if (!/^[a-z0-9][a-z0-9-]*$/.test(c.req.param("name")) || !files.exists(file)) return html(c, await pagesList(c.var.session, { error: "There is no such page (it may have been renamed): choose it from the list." }), 404);
		return html(c, await editorShell({
			file,
			apiToken: deps.apiToken
		}, cspNonceOf(c)));
	});
	app.get("/studio/new", async (c) => {
		const path = c.req.query("path") ?? "";
		const like = c.req.query("like") ?? "";
		const scaffold = scaffoldPage({
			path,
			like
		}, (await files.all()).pages, files.exists);
		if (!scaffold.ok) return html(c, await pagesList(c.var.session, { error: scaffold.message }), 409);
		const boot = {
			file: scaffold.file,
			apiToken: deps.apiToken,
			newPage: {
				path,
				like
			}
		};
		return html(c, await editorShell(boot, cspNonceOf(c)));
	});
	app.get("/studio/api/me", (c) => c.json({
		name: c.var.session.name,
		role: c.var.session.role
	}));
	const drafts = createDrafts(deps.db);
	app.get("/studio/api/draft", async (c) => {
		const draft = await drafts.find(c.var.session.name, c.req.query("file") ?? "");
		return c.json({ draft: draft ?? null });
	});
	app.put("/studio/api/draft", async (c) => {
		const text = await c.req.text();
		if (text.length > MAX_DRAFT_BYTES) return c.json({
			status: 413,
			message: "This draft is too large to save."
		}, 413);
		const body = draftSchema.safeParse(safeJson(text));
		if (!body.success) return c.json({
			status: 400,
			message: "A draft needs file, baseHash and config."
		}, 400);
		const savedAt = await drafts.save(c.var.session.name, body.data.file, {
			baseHash: body.data.baseHash,
			config: body.data.config
		});
		return c.json({ savedAt });
	});
	app.delete("/studio/api/draft", async (c) => {
		await drafts.remove(c.var.session.name, c.req.query("file") ?? "");
		return c.body(null, 204);
	});
	app.get("/studio/api/images", async (c) => {
		const { pages, site } = await files.all();
		const configTexts = [...pages, ...site].map((file) => file.text);
		return c.json({ images: await listImageLibrary({
			db: deps.db,
			configTexts,
			siteImagesDir: siteImagesDirFor(deps.configDir)
		}) });
	});
	app.get("/studio/api/page", async (c) => {
		const file = c.req.query("file") ?? "";
		const path = c.req.query("path");
		const like = c.req.query("like");
		if (path && like) {
			const scaffold = scaffoldPage({
				path,
				like
			}, (await files.all()).pages, files.exists);
			if (!scaffold.ok) return c.json({
				status: 409,
				message: scaffold.message
			}, 409);
			return c.json({
				file: scaffold.file,
				baseHash: null,
				config: JSON.parse(scaffold.text)
			});
		}
		if (!isPageConfigFile(file) || !files.exists(file)) return c.json({
			status: 404,
			message: "There is no such page (it may have been renamed): open it again from the pages list."
		}, 404);
		const text = await files.read(file);
		return c.json({
			file,
			baseHash: sha256(text),
			config: JSON.parse(text)
		});
	});
	app.post("/studio/api/requests", async (c) => {
		const body = proposalSchema.safeParse(await c.req.json().catch(() => void 0));
		if (!body.success) {
			const message = body.error.issues.some((issue) => issue.path[0] === "file") ? "A change request is for one page of the site, never the site's menus and settings." : "A change request needs the page, its sections and a note: reload the editor and try again.";
			return c.json({
				status: 400,
				message
			}, 400);
		}
		const { file, baseHash, config, note } = body.data;
		const existing = files.exists(file) ? await files.read(file) : void 0;
		if (existing === void 0 !== (baseHash === null) || existing !== void 0 && sha256(existing) !== baseHash) return c.json({
			status: 409,
			message: "This page was changed by someone else since you opened it. Reload the editor to start from the page as it is now."
		}, 409);
		const renderer = await deps.renderer();
		const problems = await checkProposal({
			files,
			file,
			config,
			check: renderer.checkAllSiteConfigs,
			read: deps.read
		});
		if (problems.length > 0) return c.json({
			status: 422,
			message: "The page has problems: fix them and request again.",
			problems
		}, 422);
		const before = existing === void 0 ? null : safeJson(existing);
		const request = await requests.create({
			author: c.var.session.name,
			authorEmail: users.get(c.var.session.name)?.email,
			configFile: file,
			baseHash,
			proposed: config,
			note,
			summary: changeSummary(before, config)
		});
		await drafts.remove(c.var.session.name, file);
		deps.logger.info({
			id: request.id,
			file,
			author: request.author
		}, "studio change request");
		deps.screenshots?.enqueue({
			requestId: request.id,
			render: async (side) => {
				const page = pageConfigBaseSchema.safeParse(side === "before" ? before : config);
				if (!page.success) return void 0;
				return renderPreview({
					renderer: await deps.renderer(),
					template: deps.template,
					read: deps.read,
					page: page.data,
					request
				});
			}
		});
		return c.json({
			request,
			previewUrl: `/studio/preview/${request.id}/`
		}, 201);
	});
	app.get("/studio/api/requests", async (c) => c.json({ requests: await requests.list() }));
	app.get("/studio/api/my-requests", async (c) => {
		const mine = await requests.byAuthor(c.var.session.name);
		return c.json({ requests: mine.map((request) => ({
			id: request.id,
			page: pageConfigBaseSchema.safeParse(request.proposed).data?.path ?? request.config_file,
			status: request.status,
			createdAt: request.created_at,
			decidedAt: request.decided_at,
			decidedBy: request.decided_by,
			reason: request.reason,
			summary: request.summary
		})) });
	});
	app.get("/studio/requests/:id/:side/:file", async (c) => {
		const side = SHOT_SIDES.find((known) => known === c.req.param("side"));
		const width = SHOT_WIDTHS.find((known) => `${known}.png` === c.req.param("file"));
		const png = side && width ? await shots.find(Number(c.req.param("id")), side, width) : void 0;
		if (!png) return c.notFound();
		return c.body(new Uint8Array(png), 200, {
			"content-type": "image/png",
			"cache-control": "private, no-store"
		});
	});
	app.get("/studio/requests", async (c) => {
		const list = await requests.list();
		return html(c, requestsPage(c.var.session, list, {
			canApply: deps.canApplyFromStudio,
			shots: await shots.available(list.map((request) => request.id))
		}));
	});
	const developerOnly = (c) => c.var.session.role === "developer" ? void 0 : html(c, requestsPage(c.var.session, [], {
		canApply: false,
		message: "Only a developer may apply or reject a change request."
	}), 401);
	app.post("/studio/requests/:id/apply", async (c) => {
		const refused = developerOnly(c);
		if (refused) return refused;
		if (!deps.canApplyFromStudio) return html(c, requestsPage(c.var.session, await requests.list(), {
			canApply: false,
			message: "Apply with npm run studio:apply on a checkout of the project."
		}), 409);
		const result = await applyChangeRequest({
			requests,
			files,
			id: Number(c.req.param("id")),
			by: c.var.session.name
		});
		return html(c, requestsPage(c.var.session, await requests.list(), {
			canApply: true,
			message: result.message
		}), result.ok ? 200 : result.status === 404 ? 404 : 409);
	});
	app.post("/studio/requests/:id/reject", async (c) => {
		const refused = developerOnly(c);
		if (refused) return refused;
		const form = await c.req.parseBody();
		const reason = typeof form.reason === "string" ? form.reason.trim() : "";
		const id = Number(c.req.param("id"));
		const done = reason !== "" && await requests.decide(id, {
			status: "rejected",
			by: c.var.session.name,
			reason
		});
		const message = done ? `Rejected change request #${id}.` : reason ? `Change request #${id} is not open.` : "Give a reason for rejecting.";
		return html(c, requestsPage(c.var.session, await requests.list(), {
			canApply: deps.canApplyFromStudio,
			message
		}), done ? 200 : 409);
	});
	app.get("/studio/preview/:id/", async (c) => {
		const request = await requests.find(Number(c.req.param("id")));
		const page = request ? pageConfigBaseSchema.safeParse(request.proposed) : void 0;
		if (!request || !page?.success) return html(c, requestsPage(c.var.session, [], {
			canApply: false,
			message: "There is no such change request."
		}), 404);
		return html(c, await renderPreview({
			renderer: await deps.renderer(),
			template: deps.template,
			read: deps.read,
			page: page.data,
			request
		}));
	});
	app.route("/", createExperimentRoutes({
		db: deps.db,
		files,
		requests,
		renderer: deps.renderer,
		read: deps.read,
		logger: deps.logger
	}));
	return app;
	function isHttps(c) {
		return servedOverHttps(c, deps.trustProxy);
	}
}
function safeJson(text) {
	try {
		return JSON.parse(text);
	} catch (error) {
		console.warn(`[studio] ${error instanceof Error ? error.message : String(error)}`);
		return;
	}
}
// server/studio/register-studio.ts
/** The renderer module (src/entry-server.tsx) exports the full config check for the studio. */
async function studioRenderer(load) {
	const module = await load();
	const check = module.checkAllSiteConfigs;
	if (typeof check !== "function") throw new Error("src/entry-server.tsx does not export checkAllSiteConfigs");
	const checkAllSiteConfigs = (options) => Promise.resolve(check(options));
	return {
		renderPage: module.renderPage,
		checkAllSiteConfigs
	};
}
/**
* Mounts /studio/ (docs/studio.md) when STUDIO_USERS is set; without it the studio does not exist
* and /studio/ is an ordinary 404. A bad STUDIO_USERS stops the server at start-up.
*/
function registerStudio(app, deps) {
	const users = parseStudioUsers(process.env.STUDIO_USERS);
	if (!users) return false;
	const dev = deps.env.NODE_ENV === "development";
	app.route("/", createStudioRoutes({
		users,
		db: deps.db,
		limits: deps.limits,
		logger: deps.logger,
		read: deps.read,
		configDir: process.env.STUDIO_CONFIG_DIR ?? "page-configs",
		assetsDir: defaultStudioAssetsDir(),
		devTemplate: dev ? () => deps.template("/studio/") : void 0,
		template: deps.template,
		renderer: () => studioRenderer(deps.renderer),
		canApplyFromStudio: dev,
		trustProxy: deps.env.TRUST_PROXY.enabled,
		apiToken: deps.env.SITE_API_TOKEN,
		screenshots: process.env.STUDIO_SCREENSHOTS !== "off" ? createScreenshotter({
			store: createScreenshotStore(deps.db),
			logger: deps.logger,
			fetchSite: (request) => app.fetch(request)
		}) : void 0
	}));
	deps.logger.info({ users: users.length }, "studio is on at /studio/");
	return true;
}
// server/ssr/route-discovery.ts
/** The same for every visitor and changed only by a deployment: browsers and CDNs may keep it a while. */
var ROUTE_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
var MAX_PATH_LENGTH = 2048;
/**
* `GET /__route?path=/family-travel/`: the route a browser needs for a client-side navigation to a
* path it has not seen (React Router's lazy route discovery, src/site/browser-route-discovery.ts):
* `{ "route": { "path": <route pattern>, "module": <config chunk> } }`, or `{ "route": null }` when
* no page has the path (the browser shows the 404 page) or it is a redirect (the browser has those).
*/
function createRouteDiscovery(deps) {
	const routes = new Hono();
	routes.get(ROUTE_DISCOVERY_PATH, async (c) => {
		const path = c.req.query("path");
		if (!path || !path.startsWith("/") || path.length > MAX_PATH_LENGTH) return c.json({ message: `path must be a site path starting with "/", at most ${MAX_PATH_LENGTH} characters` }, 400, { "cache-control": "no-store" });
		const route = (await deps.renderer()).browserRouteOf(path);
		return c.json({ route }, 200, { "cache-control": ROUTE_CACHE_CONTROL });
	});
	return routes;
}
// server/app.ts
/** The one server: the API, the static files and every page, rendered on the server. */
function createApp(deps) {
	const { env, logger } = deps;
	const app = new Hono();
	app.use("*", compression());
	const limits = createLimitsStore(deps.db);
	registerHardening(app, {
		...deps,
		limits
	});
	const read = createServerReader(deps.source, logger);
	app.onError((error, c) => {
		logger.error({
			err: error.message,
			path: c.req.path
		}, "unhandled error");
		return c.req.path.startsWith("/api/") ? c.json({
			status: 500,
			message: "Something went wrong on our side. Please try again."
		}, 500) : c.html("<!doctype html><title>Error</title><h1>Something went wrong</h1><p>Please try again in a moment.</p>", 500, { "cache-control": "no-store" });
	});
	app.route("/", createRouteDiscovery({ renderer: deps.renderer }));
	app.route("/", createSeoRoutes({
		siteUrl: siteUrlOf(env),
		read,
		entries: async (r) => (await deps.renderer()).sitemapEntries(r)
	}));
	const pipeline = createLeadPipeline(deps.db, logger, {
		mailEnabled: leadMailEnabled(env),
		forwardEnabled: forwardingEnabled(env),
		choices: createChoiceLookup(deps.source, logger)
	});
	const formLimiter = createFormRateLimiter({
		limits,
		logger
	});
	const attribute = async (origin) => {
		const renderer = await deps.renderer().catch((error) => {
			logger.warn({ err: String(error) }, "lead attribution: the renderer is not available; the lead is stored without its experiment");
		});
		return attributeLead(origin, (path) => renderer?.experimentAt?.(path));
	};
	const handleForm = createFormHandler({
		pipeline,
		limiter: formLimiter,
		logger,
		attribute
	});
	const handleNewsletter = createNewsletterHandler(deps.db, logger, { limits });
	app.route("/api", createApiRoutes({
		source: deps.source,
		token: env.SITE_API_TOKEN,
		logger,
		handleForm,
		handleNewsletter
	}));
	registerStudio(app, {
		env,
		db: deps.db,
		limits,
		logger,
		read,
		renderer: deps.renderer,
		template: deps.template
	});
	app.route("/", createImagePipeline(env, logger, deps.publicDir, deps.shutdown));
	deps.staticFiles?.(app);
	app.post("*", createPageFormPost({
		pipeline,
		limiter: formLimiter,
		logger,
		attribute,
		renderer: deps.renderer,
		template: deps.template,
		read,
		apiToken: env.SITE_API_TOKEN,
		siteUrl: siteUrlOf(env),
		dev: env.NODE_ENV === "development"
	}));
	const renderCache = env.RENDER_CACHE === "on" && env.NODE_ENV !== "development" ? createRenderCache() : void 0;
	app.get("*", (c) => handlePage(c, {
		cache: renderCache && {
			store: renderCache,
			version: () => deps.source.version()
		},
		renderer: deps.renderer,
		template: deps.template,
		read,
		apiToken: env.SITE_API_TOKEN,
		apiOrigin: env.PUBLIC_API_ORIGIN,
		siteUrl: siteUrlOf(env),
		dev: env.NODE_ENV === "development",
		experiments: {
			countNewVisitor: (experimentId, variant) => countNewVisitor(deps.db, experimentId, variant),
			secureCookies: siteUrlOf(env).startsWith("https:"),
			warn: (details, message) => logger.warn(details, message)
		}
	}));
	return app;
}
// server/content-source/doc-key.ts
/**
* Which request field identifies a stored answer: the embedded store keeps one document per
* (call, key). Calls without a parameter have the empty key.
*/
var keyFields = {
	"pages/get": "pageId",
	"Blogs/details": "blogId",
	"pages/monthPageDetails": "monthId",
	"pages/CountryPageDetails": "countryId"
};
function docKey(call, body) {
	const field = keyFields[call];
	if (!field) return "";
	const value = body[field];
	return value === void 0 || value === null ? "" : String(value);
}
// server/content-source/embedded-source.ts
var documentRow = z.object({ body: z.unknown() });
var versionRow = z.object({ version: z.union([z.string(), z.number()]) });
var MAX_KEPT_DOCUMENTS = 5e3;
/** The embedded content store: one stored answer per (call, key) in the database. */
function createEmbeddedSource(db, options = {}) {
	const versionTtlMs = options.versionTtlMs ?? 1e3;
	let knownVersion;
	let versionInFlight;
	let documentsVersion = "";
	const documents = /* @__PURE__ */ new Map();
	const readVersion = async () => {
		const rows = parseRows(versionRow, await db.query("SELECT version FROM content_version WHERE id = 1"));
		return String(rows[0]?.version ?? "0");
	};
	const version = () => {
		if (knownVersion && Date.now() - knownVersion.readAt < versionTtlMs) return Promise.resolve(knownVersion.value);
		versionInFlight ??= readVersion().then((value) => {
			knownVersion = {
				value,
				readAt: Date.now()
			};
			return value;
		}).finally(() => {
			versionInFlight = void 0;
		});
		return versionInFlight;
	};
	const query = async (call, key) => {
		const found = parseRows(documentRow, await db.query("SELECT body FROM content_documents WHERE call = $1 AND doc_key = $2", [call, key]))[0];
		if (!found) return {
			status: 404,
			body: {
				success: false,
				message: "No data found",
				data: null
			}
		};
		return {
			status: 200,
			body: found.body
		};
	};
	return {
		kind: "embedded",
		async answer(call, body) {
			const key = docKey(call, body);
			const current = await version();
			if (current !== documentsVersion) {
				documents.clear();
				documentsVersion = current;
			}
			const cacheKey = `${call} ${key}`;
			const kept = documents.get(cacheKey);
			if (kept) return kept;
			const answer = query(call, key);
			if (documents.size < MAX_KEPT_DOCUMENTS) documents.set(cacheKey, answer);
			const forget = () => {
				if (documents.get(cacheKey) === answer) documents.delete(cacheKey);
			};
			answer.then((found) => found.status === 200 || forget(), forget);
			return answer;
		},
		version
	};
}
// server/security/bounded-read.ts
/** What the remote content service may send for one call; the biggest demo answer is far below. */
var MAX_REMOTE_ANSWER_BYTES = 2097152;
var AnswerTooLargeError = class extends Error {};
/**
* Reads a response body as text, refusing (and cancelling the download) once it passes
* `maxBytes`: a broken or hostile service cannot make the server buffer hundreds of megabytes,
* nor push them into a page's hydration data.
*/
async function readBoundedText(response, maxBytes = MAX_REMOTE_ANSWER_BYTES) {
	const declared = Number(response.headers.get("content-length") ?? "0");
	if (declared > maxBytes) {
		await response.body?.cancel();
		throw new AnswerTooLargeError(`answer of ${declared} bytes is over the ${maxBytes} byte limit`);
	}
	if (!response.body) return "";
	const reader = response.body.getReader();
	const decoder = new TextDecoder();
	let size = 0;
	let text = "";
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes) {
			await reader.cancel();
			throw new AnswerTooLargeError(`answer is over the ${maxBytes} byte limit`);
		}
		text += decoder.decode(value, { stream: true });
	}
	return text + decoder.decode();
}
/**
* The agency's existing back end, speaking the same contract. Bounded: a slow or dead service
* costs a page at most the timeout (ky's timeout spans its one retry; the signal also covers a
* body that trickles in after the headers), never a hung request; an answer over 2 MB is refused.
*/
function createRemoteSource(options) {
	const warn = (details, message) => options.logger?.warn(details, message);
	const client = ky.create({
		prefixUrl: options.baseUrl.replace(/\/?$/, "/"),
		timeout: options.timeoutMs ?? 3e3,
		retry: {
			limit: 1,
			methods: ["post"],
			statusCodes: [
				502,
				503,
				504
			]
		},
		throwHttpErrors: false,
		headers: { token: options.token }
	});
	return {
		kind: "remote",
		async answer(call, body) {
			const { path, body: json } = callPath(call, body);
			const timeoutMs = options.timeoutMs ?? 3e3;
			const response = await client.post(path, {
				json,
				signal: AbortSignal.timeout(timeoutMs + 500)
			});
			const text = await readBoundedText(response).catch((error) => {
				warn({
					call,
					err: error instanceof Error ? error.message : String(error)
				}, "content service answer not read");
				return null;
			});
			if (text === null) return {
				status: 502,
				body: {
					success: false,
					message: "The content service answered too slowly or too much."
				}
			};
			try {
				return {
					status: response.status,
					body: JSON.parse(text)
				};
			} catch (error) {
				warn({
					call,
					status: response.status,
					err: String(error)
				}, "content service answered with non-JSON");
				return {
					status: 502,
					body: {
						success: false,
						message: "The content service answered with invalid data."
					}
				};
			}
		},
		version: async () => `remote-${Math.floor(Date.now() / 3e4)}`
	};
}
// server/security/log-redaction.ts
/**
* The safety net under "no e-mail address or phone number in a log line": every line pino writes
* is parsed and each string in it is scrubbed before it reaches stdout, whatever the code that
* logged it put in (an error message quoting a recipient, a path a visitor typed). Fields that
* hold such data by name are censored by pino's own redaction first (REDACT_PATHS).
*/
var EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.[\p{L}]{2,}/gu;
/** Seven or more digits, optionally with +, spaces, dots, dashes or brackets between them; not part of a word, a date-time or a UUID. */
var PHONE = /(?<![\w.-])\+?\d(?:[ ().-]{0,2}\d){6,}(?![\w-])/g;
var PERSONAL_KEY = /mail|phone/i;
var REDACT_PATHS = [
	"email",
	"conf_email",
	"phone",
	"*.email",
	"*.conf_email",
	"*.phone",
	"payload",
	"*.payload"
];
function scrubText(text) {
	return text.replace(EMAIL, "[email]").replace(PHONE, "[phone]");
}
/** Every string scrubbed, every number under an e-mail or phone key masked; the log's own time kept. */
function scrubValue(value, key = "") {
	if (typeof value === "string") return key === "time" ? value : scrubText(value);
	if (typeof value === "number" && PERSONAL_KEY.test(key)) return "[redacted]";
	if (Array.isArray(value)) return value.map((item) => scrubValue(item, key));
	if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, k)]));
	return value;
}
function parseJson(text) {
	try {
		return {
			ok: true,
			value: JSON.parse(text)
		};
	} catch (error) {
		if (error instanceof SyntaxError) return { ok: false };
		throw error;
	}
}
/** One pino line (JSON plus newline), scrubbed; a line that is not JSON (never trust that) is scrubbed as text. */
function scrubLogLine(line) {
	const trimmed = line.trimEnd();
	const parsed = parseJson(trimmed);
	return `${parsed.ok ? JSON.stringify(scrubValue(parsed.value)) : scrubText(trimmed)}\n`;
}
/** A pino destination that scrubs each line and hands it on (stdout by default). */
function scrubbingDestination(write = (line) => void process.stdout.write(line)) {
	return { write: (line) => write(scrubLogLine(line)) };
}
// server/logger.ts
/** Structured JSON logs, one line per event. E-mail addresses and phone numbers never go in. */
function createLogger(level, write) {
	return pino({
		level,
		base: void 0,
		timestamp: pino.stdTimeFunctions.isoTime,
		redact: {
			paths: REDACT_PATHS,
			censor: "[redacted]"
		}
	}, scrubbingDestination(write));
}
/** "[content] pages/get answered HTTP 404" → tag "content", the rest the message. */
var TAGGED = /^\[([\w .:/-]{1,40})\]\s*([\s\S]*)$/;
/**
* The server process logs JSON lines only. Code shared with the browser (src/) reports problems
* with console.warn('[tag] …'); on the server those calls are sent through pino instead, so they
* are JSON lines too (a path with a newline in it cannot start a line of its own, and the
* scrubber masks e-mail addresses and phone numbers in them). Returns a function that undoes it.
*/
function routeConsoleToLogger(logger) {
	const original = {
		log: console.log,
		info: console.info,
		warn: console.warn,
		error: console.error,
		debug: console.debug
	};
	const forward = (level) => (...args) => {
		const text = format(...args);
		const tagged = TAGGED.exec(text);
		if (tagged) logger[level]({ tag: tagged[1] }, tagged[2] ?? "");
		else logger[level](text);
	};
	console.log = forward("info");
	console.info = forward("info");
	console.debug = forward("debug");
	console.warn = forward("warn");
	console.error = forward("error");
	return () => Object.assign(console, original);
}
// server/db/database.ts
var stderrWarn = (details, message) => createLogger("warn", (line) => void process.stderr.write(line)).warn(details, message);
/** `dataDir` 'memory://' gives a throw-away in-memory database (tests). */
async function openPglite(dataDir) {
	const db = new PGlite(dataDir);
	await db.waitReady;
	return {
		kind: "pglite",
		query: async (sql, params) => ({ rows: (await db.query(sql, params)).rows }),
		exec: async (sql) => {
			await db.exec(sql);
		},
		transaction: (work) => db.transaction((tx) => work({
			query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows }),
			exec: async (sql) => {
				await tx.exec(sql);
			}
		})),
		close: () => db.close()
	};
}
async function openPostgres(connectionString, warn = stderrWarn, poolMax = 10) {
	const pool = new pg.Pool({
		connectionString,
		max: poolMax,
		connectionTimeoutMillis: 5e3
	});
	pool.on("error", (error) => warn({ err: error.message }, "database: idle client error"));
	await pool.query("SELECT 1");
	return {
		kind: "postgres",
		query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
		exec: async (sql) => {
			await pool.query(sql);
		},
		transaction: async (work) => {
			const client = await pool.connect();
			let lost;
			const onLost = (error) => {
				lost = error;
				warn({ err: error.message }, "database: connection lost during a transaction");
			};
			client.on("error", onLost);
			try {
				await client.query("BEGIN");
				const result = await work({
					query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
					exec: async (sql) => {
						await client.query(sql);
					}
				});
				await client.query("COMMIT");
				return result;
			} catch (error) {
				await client.query("ROLLBACK").catch((rollbackError) => {
					warn({ err: String(rollbackError) }, "database: rollback failed");
				});
				throw error;
			} finally {
				client.off("error", onLost);
				client.release(lost);
			}
		},
		close: () => pool.end(),
		pgPool: pool
	};
}
function openDatabase(options) {
	return options.databaseUrl ? openPostgres(options.databaseUrl, options.warn, options.poolMax) : openPglite(options.dataDir);
}
var migrations = Object.entries(/* @__PURE__ */ Object.assign({
	"./migrations/001-content.sql": "-- Content documents: one stored answer of the content service per (call, key).\nCREATE TABLE content_documents (\n  call text NOT NULL,\n  doc_key text NOT NULL,\n  body jsonb NOT NULL,\n  updated_at timestamptz NOT NULL DEFAULT now(),\n  PRIMARY KEY (call, doc_key)\n);\n\n-- Bumped on every content change: the render cache is keyed by it.\nCREATE TABLE content_version (\n  id integer PRIMARY KEY CHECK (id = 1),\n  version bigint NOT NULL\n);\nINSERT INTO content_version (id, version) VALUES (1, 1);\n",
	"./migrations/002-leads.sql": "-- Enquiries (contact page) and leads (landing pages), stored before the visitor is answered.\nCREATE TABLE leads (\n  id bigserial PRIMARY KEY,\n  kind text NOT NULL CHECK (kind IN ('enquiry', 'lead')),\n  submission_id text NOT NULL UNIQUE,\n  lead_page text,\n  payload jsonb NOT NULL,\n  response jsonb NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE INDEX leads_created_at ON leads (created_at);\n",
	"./migrations/003-newsletter.sql": "-- Newsletter sign-ups from the trip-inspiration hub: one row per address, stored before answering.\nCREATE TABLE newsletter_subscribers (\n  id bigserial PRIMARY KEY,\n  email text NOT NULL UNIQUE,\n  source text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now()\n);\n",
	"./migrations/004-lead-outbox.sql": "-- Lead e-mails to the agency, written in the same transaction as the lead (only when SMTP_URL is\n-- set), sent at least once by the outbox worker, retried with backoff while the mail server is down.\nCREATE TABLE lead_outbox (\n  id bigserial PRIMARY KEY,\n  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id),\n  attempts integer NOT NULL DEFAULT 0,\n  next_attempt_at timestamptz NOT NULL DEFAULT now(),\n  last_error text,\n  sent_at timestamptz,\n  created_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE INDEX lead_outbox_due ON lead_outbox (next_attempt_at) WHERE sent_at IS NULL;\n",
	"./migrations/005-lead-forwarding.sql": "-- The names the visitor chose, looked up in the content source's lists when the lead is stored\n-- (the payload keeps the ids the back end expects); empty when the lists could not be read.\nALTER TABLE leads ADD COLUMN destination_name text;\nALTER TABLE leads ADD COLUMN country_name text;\n\n-- Remote mode (CONTENT_API_URL): each lead forwarded to the back end's enquiries/register or\n-- enquiries/lead_contact, written in the same transaction as the lead, delivered at least once by\n-- the forwarding worker. A 4xx answer is a refusal: kept with its message, never retried.\nCREATE TABLE lead_forward (\n  id bigserial PRIMARY KEY,\n  lead_id bigint NOT NULL UNIQUE REFERENCES leads (id),\n  attempts integer NOT NULL DEFAULT 0,\n  next_attempt_at timestamptz NOT NULL DEFAULT now(),\n  last_error text,\n  delivered_at timestamptz,\n  refused_at timestamptz,\n  refusal text,\n  created_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE INDEX lead_forward_due ON lead_forward (next_attempt_at) WHERE delivered_at IS NULL AND refused_at IS NULL;\n",
	"./migrations/006-studio-change-requests.sql": "-- The studio's change requests (server/studio, docs/studio.md): a marketer's proposed page config,\n-- kept with its outcome. The page config files stay the source of truth until a developer applies.\nCREATE TABLE studio_change_requests (\n  id bigserial PRIMARY KEY,\n  author text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now(),\n  config_file text NOT NULL,\n  base_hash text,\n  proposed jsonb NOT NULL,\n  note text NOT NULL DEFAULT '',\n  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'applied', 'rejected')),\n  decided_by text,\n  decided_at timestamptz,\n  reason text\n);\nCREATE INDEX studio_change_requests_open ON studio_change_requests (created_at) WHERE status = 'proposed';\n",
	"./migrations/007-experiments.sql": "-- Experiments (docs/experiments.md): distinct visitors per variant as counts, one row per\n-- experiment, variant and UTC day (never a row per page view or per visitor).\nCREATE TABLE experiment_exposures (\n  experiment_id text NOT NULL,\n  variant text NOT NULL,\n  day date NOT NULL,\n  visitors integer NOT NULL DEFAULT 0,\n  PRIMARY KEY (experiment_id, variant, day)\n);\n-- Each lead keeps the page it was sent from, the experiment and variant its visitor saw, the\n-- page config's version, and the first-touch campaign that brought the visitor.\nALTER TABLE leads ADD COLUMN page_path text;\nALTER TABLE leads ADD COLUMN experiment_id text;\nALTER TABLE leads ADD COLUMN experiment_variant text;\nALTER TABLE leads ADD COLUMN config_version text;\nALTER TABLE leads ADD COLUMN campaign jsonb;\nCREATE INDEX leads_experiment ON leads (experiment_id, experiment_variant) WHERE experiment_id IS NOT NULL;\n",
	"./migrations/007-shared-instance-state.sql": "-- State every instance shares (docs/deployment.md, several instances on one PostgreSQL).\n\n-- Studio sessions (server/studio/sessions.ts): a login is valid on every instance and after a\n-- restart; logging out, or deleting a user's rows, revokes. Only the token's SHA-256 is kept, so\n-- a copy of this table logs nobody in.\nCREATE TABLE studio_sessions (\n  token_hash text PRIMARY KEY,\n  name text NOT NULL,\n  role text NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now(),\n  expires_at timestamptz NOT NULL\n);\nCREATE INDEX studio_sessions_expiry ON studio_sessions (expires_at);\nCREATE INDEX studio_sessions_name ON studio_sessions (name);\n\n-- Rate limits (server/limits): rate-limiter-flexible's RateLimiterPostgres table, its own layout\n-- (key, points, expire in epoch milliseconds), created here so no instance creates it at run time.\nCREATE TABLE rate_limits (\n  key varchar(255) PRIMARY KEY,\n  points integer NOT NULL DEFAULT 0,\n  expire bigint\n);\n",
	"./migrations/008-studio-drafts.sql": "-- The studio's drafts (server/studio/drafts.ts): each person's unsent edits of one page config,\n-- autosaved while they work, so a closed tab, a restart or another instance loses nothing. A draft\n-- is deleted when its change request is stored or its author discards it.\nCREATE TABLE studio_drafts (\n  author text NOT NULL,\n  config_file text NOT NULL,\n  -- The sha256 of the file the draft started from (null for a new page): a draft of an older\n  -- file is offered for discarding, not restored over the current one.\n  base_hash text,\n  proposed jsonb NOT NULL,\n  updated_at timestamptz NOT NULL DEFAULT now(),\n  PRIMARY KEY (author, config_file)\n);\n",
	"./migrations/010-lead-submission-per-kind.sql": "-- A submission id is unique per form kind, not across both (issue 25): a landing-page lead whose\n-- id happened to equal an enquiry's (ids come from the visitor's browser) was answered with the\n-- enquiry's stored answer and never stored. Repeats of one form still get their first answer.\nALTER TABLE leads DROP CONSTRAINT leads_submission_id_key;\nALTER TABLE leads ADD CONSTRAINT leads_kind_submission_id_key UNIQUE (kind, submission_id);\n",
	"./migrations/011-studio-request-followups.sql": "-- What follows a studio change request (docs/studio.md): a sentence per change, computed when the\n-- request is stored; the author's e-mail address (from STUDIO_USERS) so the outcome can be mailed\n-- even when a developer applies it from the command line; before/after screenshots; the outbox of\n-- those e-mails, sent at least once with retries like the leads' (lead_outbox).\nALTER TABLE studio_change_requests ADD COLUMN summary jsonb NOT NULL DEFAULT '[]'::jsonb;\nALTER TABLE studio_change_requests ADD COLUMN author_email text;\n\nCREATE TABLE studio_request_screenshots (\n  request_id bigint NOT NULL REFERENCES studio_change_requests (id) ON DELETE CASCADE,\n  side text NOT NULL CHECK (side IN ('before', 'after')),\n  width integer NOT NULL,\n  png bytea NOT NULL,\n  created_at timestamptz NOT NULL DEFAULT now(),\n  PRIMARY KEY (request_id, side, width)\n);\n\nCREATE TABLE studio_mail_outbox (\n  id bigserial PRIMARY KEY,\n  request_id bigint NOT NULL UNIQUE REFERENCES studio_change_requests (id),\n  to_address text NOT NULL,\n  subject text NOT NULL,\n  body text NOT NULL,\n  attempts integer NOT NULL DEFAULT 0,\n  next_attempt_at timestamptz NOT NULL DEFAULT now(),\n  last_error text,\n  sent_at timestamptz,\n  created_at timestamptz NOT NULL DEFAULT now()\n);\nCREATE INDEX studio_mail_outbox_due ON studio_mail_outbox (next_attempt_at) WHERE sent_at IS NULL;\n"
})).map(([file, sql]) => ({
	name: file.replace("./migrations/", ""),
	sql
})).sort((a, b) => a.name.localeCompare(b.name));
/** The advisory lock every instance takes before migrating and seeding (any constant; this one spells "travel"). */
var SCHEMA_LOCK_ID = 1953653110;
/**
* Runs `work` while holding the schema lock: on PostgreSQL a session-level pg_advisory_lock on a
* connection of its own, so instances starting together on an empty database migrate one after
* the other (the second finds nothing left to do); an instance that dies holding it loses its
* session and with it the lock. PGlite is one process: nothing to take.
*/
async function underSchemaLock(db, work) {
	if (!db.pgPool) return work();
	const client = await db.pgPool.connect();
	let lost;
	const onLost = (error) => {
		lost = error;
	};
	client.on("error", onLost);
	try {
		await client.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK_ID]);
		try {
			return await work();
		} finally {
			await client.query("SELECT pg_advisory_unlock($1)", [SCHEMA_LOCK_ID]);
		}
	} finally {
		client.off("error", onLost);
		client.release(lost);
	}
}
/**
* Without the lock: only for a caller that holds it (prepareDatabase). Each file runs whole (the
* database parses it, function bodies and all), with its row in schema_migrations, in one transaction.
*/
async function applyPendingMigrations(db, list = migrations) {
	await db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
	const applied = new Set(parseRows(z.object({ name: z.string() }), await db.query("SELECT name FROM schema_migrations")).map((r) => r.name));
	const ran = [];
	for (const migration of list) {
		if (applied.has(migration.name)) continue;
		await db.transaction(async (tx) => {
			await tx.exec(migration.sql);
			await tx.query("INSERT INTO schema_migrations (name) VALUES ($1)", [migration.name]);
		});
		ran.push(migration.name);
	}
	return ran;
}
// server/db/seed-store.ts
/** On first start, an empty store is filled with the complete demo content. */
async function seedIfEmpty(db, documents = seedDocuments) {
	const [row] = parseRows(z.object({ count: z.coerce.number() }), await db.query("SELECT count(*) AS count FROM content_documents"));
	if ((row?.count ?? 0) > 0) return 0;
	await replaceContent(db, documents);
	return documents.length;
}
/** Writes documents (insert or update) and bumps the content version, in one transaction. */
async function replaceContent(db, documents) {
	await db.transaction(async (tx) => {
		for (const document of documents) await tx.query(`INSERT INTO content_documents (call, doc_key, body, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (call, doc_key) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`, [
			document.call,
			document.key,
			JSON.stringify(document.body)
		]);
		await tx.query("UPDATE content_version SET version = version + 1 WHERE id = 1");
	});
}
// server/db/prepare-database.ts
/**
* Start-up: migrations, then the demo content into an empty store, both under one schema lock,
* so of several instances starting together on an empty database exactly one migrates and seeds.
*/
function prepareDatabase(db) {
	return underSchemaLock(db, async () => {
		return {
			migrations: await applyPendingMigrations(db),
			seeded: await seedIfEmpty(db)
		};
	});
}
// server/http/graceful-close.ts
/** In-flight requests get this long to finish; then their connections are cut (the whole stop stays under 10 s). */
var DRAIN_DEADLINE_MS = 8e3;
/**
* Stops taking connections and waits for in-flight requests: idle keep-alive connections close
* at once, busy ones after their answer (which says `Connection: close`, see drainingConnectionClose).
* Resolves with how many connections had to be cut at the deadline.
*/
function drainServer(server, deadlineMs = DRAIN_DEADLINE_MS) {
	markDraining();
	return new Promise((resolve) => {
		const deadline = setTimeout(() => {
			server.closeAllConnections();
			resolve({ forced: true });
		}, deadlineMs);
		server.close(() => {
			clearTimeout(deadline);
			resolve({ forced: false });
		});
		server.closeIdleConnections();
	});
}
/** Node's options for a server facing slow or stalled clients. */
function serverTimeouts(requestTimeoutMs, keepAliveTimeoutMs = 5e3) {
	return {
		/** The whole request (headers and body) must arrive within this time, or the client gets 408. */
		requestTimeout: requestTimeoutMs,
		headersTimeout: Math.min(1e4, requestTimeoutMs),
		/**
		* Idle keep-alive connections close after this. Behind a load balancer it must outlast the
		* balancer's own idle timeout, or the balancer reuses a connection we are closing (a 502).
		*/
		keepAliveTimeout: keepAliveTimeoutMs,
		/** How often Node checks those timeouts (its default, 30 s, would let a slow client linger). */
		connectionsCheckingInterval: 1e3,
		/**
		* Node refuses a request without a Host header with a bare 400, before any route sees it; a
		* balancer's plain HTTP/1.0 health check (`GET /healthz HTTP/1.0`) sends none. The app reads
		* the Host only for absolute links, and the cross-site guard never trusts it.
		*/
		requireHostHeader: false
	};
}
/**
* Options of @hono/node-server's request listener: a request without a Host header (HTTP/1.0, a
* balancer's plain health check) is read as addressed to this host instead of being refused.
*/
var requestListenerOptions = { hostname: "localhost" };
// server/studio/studio-mail.ts
/** A claimed row of studio_mail_outbox (leased-queue.ts reads it). */
var claimedMail = z.object({
	queue_id: queueIdSchema,
	attempts: z.number().int(),
	request_id: z.union([z.string(), z.number()]).transform(Number),
	to_address: z.string(),
	subject: z.string(),
	body: z.string()
});
/**
* Sends the studio's outcome e-mails (studio_mail_outbox, queued by ChangeRequests.decide, from the
* studio or from `npm run studio:apply`) the way the leads' outbox sends leads (mail-outbox.ts):
* rows claimed with a lease (one instance per row), marked sent once the mail server took the
* message, retried with backoff while it does not.
*/
function startStudioMailWorker(options) {
	return startMailOutbox({
		queue: "studio_mail_outbox",
		claim: (leaseMs) => claimDue(options.db, "studio_mail_outbox", claimedMail, leaseMs),
		compose: (mail) => ({
			from: options.from,
			to: mail.to_address,
			replyTo: void 0,
			subject: mail.subject,
			text: mail.body
		}),
		describe: (mail) => ({ requestId: mail.request_id }),
		said: {
			sent: "studio outcome e-mailed to the author",
			notSent: "studio e-mail not sent; will retry",
			passFailed: "studio mail pass failed; will try again"
		}
	}, options);
}
/** start.ts: the worker when the studio is on (STUDIO_USERS) and SMTP_URL is set. */
function startStudioMail(env, db, logger) {
	if (!env.SMTP_URL || !process.env.STUDIO_USERS?.trim()) return void 0;
	return startStudioMailWorker({
		db,
		logger,
		sender: smtpSender(env.SMTP_URL),
		from: env.LEADS_EMAIL_FROM
	});
}
// server/start.ts
function createContentSource(env, db, logger) {
	return env.CONTENT_API_URL ? createRemoteSource({
		baseUrl: env.CONTENT_API_URL,
		token: env.CONTENT_API_TOKEN,
		logger
	}) : createEmbeddedSource(db);
}
/** Opens the database, migrates, seeds an empty store, checks the configs and listens. */
async function startServer(options) {
	const env = options.env ?? parseEnv();
	const logger = createLogger(env.LOG_LEVEL);
	if (!options.dev) routeConsoleToLogger(logger);
	if (!options.dev) {
		const problems = await (await options.renderer()).checkSiteConfigs();
		if (problems.length > 0) throw new Error(`page configs are invalid (${problems.length} problems): run npm run check:configs`);
	}
	const db = await openDatabase({
		databaseUrl: env.DATABASE_URL,
		dataDir: env.DATA_DIR,
		poolMax: env.DATABASE_POOL_MAX,
		warn: (details, message) => logger.warn(details, message)
	});
	const { migrations: ran, seeded } = await prepareDatabase(db);
	if (ran.length) logger.info({ migrations: ran }, "migrations applied");
	if (seeded) logger.info({ documents: seeded }, "empty content store seeded with demo content");
	const source = createContentSource(env, db, logger);
	const leadMail = startLeadMail(env, db, logger);
	const studioMail = startStudioMail(env, db, logger);
	const forwarding = startForwarding(env, db, logger);
	const handler = {};
	const server = createServer(serverTimeouts(env.REQUEST_TIMEOUT_MS, env.KEEP_ALIVE_TIMEOUT_MS), (req, res) => {
		const handle = () => void handler.listener?.(req, res);
		if (options.middleware) options.middleware(req, res, handle);
		else handle();
	});
	await new Promise((resolve) => server.listen(env.PORT, env.HOST, resolve));
	const port = server.address().port;
	const url = `http://localhost:${port}`;
	const appEnv = {
		...env,
		SITE_URL: env.SITE_URL ?? url
	};
	const shutdown = new AbortController();
	const app = createApp({
		env: appEnv,
		db,
		source,
		logger,
		renderer: options.renderer,
		template: options.template,
		staticFiles: options.staticFiles,
		publicDir: options.publicDir,
		shutdown: shutdown.signal
	});
	handler.listener = getRequestListener(app.fetch, requestListenerOptions);
	logger.info({
		url,
		content: source.kind,
		database: db.kind
	}, "site is up");
	let closing;
	const close = () => {
		closing ??= (async () => {
			shutdown.abort();
			if ((await drainServer(server)).forced) logger.warn("in-flight requests cut off at the drain deadline");
			await leadMail?.stop();
			await studioMail?.stop();
			await forwarding?.stop();
			await db.close();
			logger.info("database closed");
		})();
		return closing;
	};
	return {
		port,
		url,
		db,
		logger,
		close
	};
}
/** SIGTERM and SIGINT drain in-flight requests (at most 10 s) and close the database. */
function closeOnSignals(running) {
	const stop = (signal) => {
		running.logger.info({ signal }, "shutting down");
		setTimeout(() => process.exit(1), 1e4).unref();
		running.close().then(() => process.exit(0), (error) => {
			running.logger.error({ err: String(error) }, "shutdown failed");
			process.exit(1);
		});
	};
	process.once("SIGTERM", () => stop("SIGTERM"));
	process.once("SIGINT", () => stop("SIGINT"));
}
// server/production-server.ts
/** The production server (started by main.ts): the bundled renderer, the built client in ../client. */
function runProductionServer(serverDir) {
	const clientDir = resolve(serverDir, "../client");
	const template = scriptsAfterFirstPaint(inlineStylesheets(readFileSync(resolve(clientDir, "index.html"), "utf8"), clientDir));
	Promise.resolve().then(() => {
		const env = parseEnv();
		const archiveDir = env.ASSETS_ARCHIVE_DIR ? resolve(env.ASSETS_ARCHIVE_DIR) : void 0;
		return startServer({
			env,
			renderer: async () => entry_server_exports,
			template: async () => template,
			publicDir: clientDir,
			staticFiles: (app) => {
				if (archiveDir) {
					const archived = archiveBuildAssets({
						assetsDir: resolve(clientDir, "assets"),
						archiveDir,
						retentionDays: env.ASSETS_ARCHIVE_DAYS
					});
					console.info(`[assets-archive] ${archived.copied} assets copied to ${archiveDir}, ${archived.kept} already there, ${archived.removed} expired removed`);
				}
				registerBuiltFiles(app, clientDir, { assetsArchiveDir: archiveDir });
			}
		});
	}).then(closeOnSignals, (error) => {
		console.error(error instanceof EnvError ? error.message : error);
		process.exit(1);
	});
}
export { runProductionServer };
