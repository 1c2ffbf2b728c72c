import { n as FORM_STATE_KEY, r as readFormState } from "./form-state-Tfl0Suoa.js";
import { t as firstInvalidField } from "./field-errors-Cq1fWyR6.js";
import { t as useSingleFlightSubmit } from "./use-single-flight-submit-N49iUCHL.js";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useSWRConfig } from "swr";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/form-field.tsx
/**
* One labelled field: a visible label (a * for required ones), an optional hint, and the message
* under the field, tied by aria-describedby; an invalid field has aria-invalid and a red border.
*/
function FormField({ id, name, label, required, error, hint, wide, children }) {
	const hintId = hint ? `${id}-hint` : void 0;
	const errorId = error ? `${id}-error` : void 0;
	const describedBy = [hintId, errorId].filter(Boolean).join(" ") || void 0;
	return /* @__PURE__ */ jsxs("div", {
		className: `form-field${wide ? " form-field--wide" : ""}${error ? " form-field--invalid" : ""}`,
		children: [
			/* @__PURE__ */ jsxs("label", {
				className: "form-field__label",
				htmlFor: id,
				children: [label, required && /* @__PURE__ */ jsxs("span", {
					className: "form-field__required",
					"aria-hidden": "true",
					children: [" ", "*"]
				})]
			}),
			children({
				id,
				name,
				required,
				"aria-required": required || void 0,
				"aria-invalid": error ? true : void 0,
				"aria-describedby": describedBy
			}),
			hint && /* @__PURE__ */ jsx("p", {
				className: "form-field__hint",
				id: hintId,
				children: hint
			}),
			error && /* @__PURE__ */ jsx("p", {
				className: "form-field__error",
				id: errorId,
				children: error
			})
		]
	});
}
/**
* The honeypot: a field people never see or reach (hidden from sight, from the tab order and from
* assistive technology). A bot that fills it gets a success answer and nothing is stored.
*/
function Honeypot({ id }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "form-honeypot",
		"aria-hidden": "true",
		children: [/* @__PURE__ */ jsx("label", {
			htmlFor: id,
			children: "Website (leave this empty)"
		}), /* @__PURE__ */ jsx("input", {
			id,
			name: "website",
			type: "text",
			tabIndex: -1,
			autoComplete: "off",
			defaultValue: ""
		})]
	});
}
/**
* The outcome line, announced by screen readers (role="alert"), never a browser alert box. It can
* take the focus (tabIndex -1, not in the tab order): after a successful send the form moves the
* focus here, so the visitor continues from the message, not from a cleared field or the top.
*/
function FormOutcomeMessage({ outcome, ref }) {
	return /* @__PURE__ */ jsx("div", {
		ref,
		className: `form-outcome${outcome ? ` form-outcome--${outcome.tone}` : ""}`,
		role: "alert",
		tabIndex: -1,
		children: outcome?.message
	});
}
// src/forms/submission-id.ts
/**
* A new id for one fill of a form: a double click or a retry sends the same id, and the server
* stores one enquiry for it. Browser event handlers and effects only (never during render).
* `randomUUID` needs a secure context; plain-http deployments fall back to getRandomValues.
*/
function newSubmissionId() {
	if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
	const bytes = crypto.getRandomValues(/* @__PURE__ */ new Uint8Array(16));
	return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
// src/forms/use-enhanced-form.ts
var subscribe = () => () => {};
/**
* False on the server and while hydrating, true once the browser runs the form: the server HTML
* works without JavaScript (native required checks, CSS-driven fields), and the hydrated form
* takes over (its own messages, noValidate) without a hydration mismatch.
*/
function useEnhancedForm() {
	return useSyncExternalStore(subscribe, () => true, () => false);
}
// src/forms/use-form-controller.ts
/**
* One controller for the site's forms (the enquiry and the lead form): the values, kept after a
* post without JavaScript (the server's form state) and after a failed send; the messages under
* the fields, the first invalid field focused; one submit at a time; the outcome line, which gets
* the focus after a successful send so a screen reader and a keyboard continue from it. Without
* JavaScript the same <form method="post"> goes to the page itself and the server answers with the
* page and this state (server/leads/page-form-post.ts): the lead is stored before either answer.
*/
function useFormController(definition, path, defaults = {}) {
	const { fallback } = useSWRConfig();
	const { kind, fields } = definition;
	const server = useMemo(() => readFormState(fallback[FORM_STATE_KEY], kind, path), [
		fallback,
		kind,
		path
	]);
	const knownErrors = (errors) => {
		const known = {};
		for (const field of fields) if (errors[field]) known[field] = errors[field];
		return known;
	};
	const fresh = () => ({
		...definition.empty,
		...defaults
	});
	const [values, setValues] = useState(() => server ? definition.kept(server.values) : fresh());
	const [errors, setErrors] = useState(() => knownErrors(server?.errors ?? {}));
	const [outcome, setOutcome] = useState(() => server ? {
		tone: server.outcome,
		message: server.message
	} : null);
	const [submitting, setSubmitting] = useState(false);
	const submissionId = useRef(server?.submissionId ?? "");
	const formRef = useRef(null);
	const outcomeRef = useRef(null);
	const enhanced = useEnhancedForm();
	const serverFocus = server?.outcome === "error" ? firstInvalidField(knownErrors(server.errors), fields) : void 0;
	useEffect(() => {
		if (outcome?.tone === "success") outcomeRef.current?.focus();
	}, [outcome]);
	const focusField = (field) => {
		const element = field ? formRef.current?.elements.namedItem(field) : null;
		if (element instanceof HTMLElement) element.focus();
	};
	const setValue = (field, raw) => {
		const value = definition.normalise ? definition.normalise(field, raw) : raw;
		setValues((current) => ({
			...current,
			[field]: value
		}));
		setErrors((current) => {
			const next = { ...current };
			delete next[field];
			for (const [cleared, by] of Object.entries(definition.clearsWith ?? {})) if (by === field) delete next[cleared];
			return next;
		});
	};
	/** A value another page sent along, for a field the visitor (or a post's kept input) has not filled. */
	const { normalise } = definition;
	const prefill = useCallback((field, raw) => {
		const value = normalise ? normalise(field, raw) : raw;
		setValues((current) => current[field] ? current : {
			...current,
			[field]: value
		});
	}, [normalise]);
	const checkAndSend = async () => {
		submissionId.current ||= newSubmissionId();
		const honeypot = formRef.current?.elements.namedItem("website");
		const modules = definition.modules.ready() ?? await definition.modules.forSubmit("the form's checks");
		if (!modules) {
			setErrors({});
			setOutcome({
				tone: "error",
				message: definition.offlineMessage
			});
			return;
		}
		const check = definition.check(modules, values, {
			submission_id: submissionId.current,
			website: honeypot instanceof HTMLInputElement ? honeypot.value : ""
		});
		if (!check.ok) {
			setErrors(check.errors);
			setOutcome(null);
			focusField(firstInvalidField(check.errors, fields));
			return;
		}
		setErrors({});
		setOutcome(null);
		setSubmitting(true);
		const result = await definition.send(modules, check.body);
		setSubmitting(false);
		if (result.kind === "success") {
			setValues(fresh());
			submissionId.current = "";
			setOutcome({
				tone: "success",
				message: result.message
			});
		} else if (result.kind === "error") {
			setErrors(result.errors);
			setOutcome({
				tone: "error",
				message: result.message
			});
			focusField(firstInvalidField(result.errors, fields));
		}
	};
	const onSubmit = useSingleFlightSubmit(checkAndSend);
	/** The props of the <form> element: posts to its own page without JavaScript. */
	const formProps = (sectionId) => ({
		ref: formRef,
		method: "post",
		action: `${path}#${sectionId}`,
		noValidate: enhanced,
		onSubmit: (event) => void onSubmit(event),
		onFocus: definition.modules.warmUp
	});
	/** The props of a field's control: its value, its change handler, the focus after a post. */
	const control = (name) => ({
		className: "form-control",
		value: values[name],
		onChange: (event) => setValue(name, event.target.value),
		autoFocus: serverFocus === name ? true : void 0
	});
	/** A field's FormField props: its id within the section, its label, its message. Required unless told. */
	const fieldOf = (sectionId) => (name, label, extra = {}) => ({
		id: `${sectionId}-${name}`,
		name,
		label,
		error: errors[name],
		required: extra.required ?? true,
		hint: extra.hint,
		wide: extra.wide
	});
	return {
		values,
		outcome,
		outcomeRef,
		submitting,
		enhanced,
		serverSubmissionId: server?.submissionId ?? "",
		formProps,
		control,
		fieldOf,
		prefill
	};
}
export { Honeypot as i, FormField as n, FormOutcomeMessage as r, useFormController as t };
