import { c as fillPath, t as FORM_KIND_FIELD } from "./form-state-Tfl0Suoa.js";
import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import { i as Honeypot, n as FormField, r as FormOutcomeMessage, t as useFormController } from "./use-form-controller-Bd8MZuT9.js";
import { n as keptLeadValues, r as leadFieldNames, t as emptyLeadValues } from "./lead-fields-B5eG4Cjc.js";
import { n as onDemand } from "./use-single-flight-submit-N49iUCHL.js";
import { useMemo } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/lead-form/lead-form.tsx
/** The lead form's fields and rules for one landing page; the form controller does the rest. */
var leadFormOf = (leadPage) => ({
	kind: "lead",
	fields: leadFieldNames,
	empty: emptyLeadValues,
	kept: keptLeadValues,
	modules: leadModules,
	check: ([{ checkLeadForm }], values, extras) => checkLeadForm(values, leadPage, extras),
	send: ([, { sendLead }], body) => sendLead(body),
	offlineMessage: LEAD_MESSAGES.thrown
});
/** The submit-time checks and the sender (zod among them): loaded on demand, not with the page. */
var leadModules = onDemand("[lead]", () => Promise.all([import("./lead-rules-BpSUF9oz.js"), import("./send-lead-CzFKvk9c.js")]));
/** The page's marker: its path without slashes, e.g. /landing-cruise/ → landing-cruise. */
var markerOf = (path) => path.replace(/^\/+|\/+$/g, "").replace(/\//g, "-");
/**
* The landing pages' lead form (spec 2 §5 "Lead form"): checked on submit with the table of
* messages, no request while a check fails; 'Submitting...' while sending; the green thanks and a
* cleared form on status '200' (docs/forms.md: a numeric 200 too); the server's message (or the
* spec's fallback) otherwise; an unreadable answer is only logged. Without JavaScript it posts to
* its own page.
*/
function LeadForm({ props, content, context }) {
	const path = fillPath(context.page.path, context.params);
	const sectionId = context.section.id;
	const leadPage = props.leadPage ?? markerOf(path);
	const definition = useMemo(() => leadFormOf(leadPage), [leadPage]);
	const form = useFormController(definition, path);
	const { submitting } = form;
	const input = form.control;
	const field = form.fieldOf(sectionId);
	return /* @__PURE__ */ jsx("section", {
		className: "lead-form section",
		id: sectionId,
		"aria-labelledby": `${sectionId}-heading`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container lead-form__inner",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "lead-form__pitch",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: `${sectionId}-heading`,
						children: props.heading
					}),
					props.intro && /* @__PURE__ */ jsx("p", {
						className: "lead-form__intro",
						children: props.intro
					}),
					props.points.length > 0 && /* @__PURE__ */ jsx("ul", {
						className: "lead-form__points",
						children: props.points.map((point) => /* @__PURE__ */ jsx("li", { children: point }, point))
					})
				]
			}), /* @__PURE__ */ jsxs("form", {
				...form.formProps(sectionId),
				className: "lead-form__form",
				"aria-labelledby": `${sectionId}-heading`,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: FORM_KIND_FIELD,
						value: "lead"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "lead_page",
						value: leadPage
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "submission_id",
						defaultValue: form.serverSubmissionId
					}),
					/* @__PURE__ */ jsx("p", {
						className: "form-required-note",
						children: "Fields marked * are required."
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "form-grid",
						children: [
							/* @__PURE__ */ jsx(FormField, {
								...field("fullName", "Full name"),
								children: (control) => /* @__PURE__ */ jsx("input", {
									...control,
									...input("fullName"),
									type: "text",
									autoComplete: "name",
									maxLength: 200
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("email", "Email"),
								children: (control) => /* @__PURE__ */ jsx("input", {
									...control,
									...input("email"),
									type: "email",
									autoComplete: "email",
									maxLength: 254
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("phone", "Phone"),
								children: (control) => /* @__PURE__ */ jsx("input", {
									...control,
									...input("phone"),
									type: "tel",
									autoComplete: "tel",
									placeholder: "+11234567890",
									maxLength: 20
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("city", "City"),
								children: (control) => /* @__PURE__ */ jsx("input", {
									...control,
									...input("city"),
									type: "text",
									autoComplete: "address-level2",
									maxLength: 100
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("country", "Country"),
								children: (control) => /* @__PURE__ */ jsxs("select", {
									...control,
									...input("country"),
									autoComplete: "off",
									children: [/* @__PURE__ */ jsx("option", {
										value: "",
										children: "---Select---"
									}), (content?.countries ?? []).map((country) => /* @__PURE__ */ jsx("option", {
										value: String(country.id),
										children: country.name
									}, String(country.id)))]
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("travelDate", "Travel date"),
								children: (control) => /* @__PURE__ */ jsx("input", {
									...control,
									...input("travelDate"),
									type: "date"
								})
							}),
							/* @__PURE__ */ jsx(FormField, {
								...field("comment", "Comments or requests", {
									hint: props.commentHint,
									wide: true
								}),
								children: (control) => /* @__PURE__ */ jsx("textarea", {
									...control,
									...input("comment"),
									required: false,
									rows: 4,
									maxLength: 5e3
								})
							})
						]
					}),
					/* @__PURE__ */ jsx(Honeypot, { id: `${sectionId}-website` }),
					/* @__PURE__ */ jsx(FormOutcomeMessage, {
						outcome: form.outcome,
						ref: form.outcomeRef
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary form-submit lead-form__submit",
						disabled: submitting,
						"aria-busy": submitting || void 0,
						children: submitting ? "Submitting..." : props.submitText
					})
				]
			})]
		})
	});
}
export { markerOf as n, LeadForm as t };
