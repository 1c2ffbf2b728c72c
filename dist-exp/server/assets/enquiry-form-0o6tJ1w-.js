import { c as fillPath, t as FORM_KIND_FIELD } from "./form-state-Tfl0Suoa.js";
import { n as ENQUIRY_MESSAGES } from "./enquiry-messages-DXwCjmU5.js";
import { n as enquiryFieldNames, r as keptEnquiryValues, t as emptyEnquiryValues } from "./enquiry-fields-BP073NQZ.js";
import { i as Honeypot, n as FormField, r as FormOutcomeMessage, t as useFormController } from "./use-form-controller-Bd8MZuT9.js";
import { n as onDemand } from "./use-single-flight-submit-N49iUCHL.js";
import { t as MONTH_NAMES } from "./dates-4dc-WPu2.js";
import { useLocation } from "react-router-dom";
import { useEffect } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/forms/dial-codes.ts
/**
* Telephone codes once each ("+1 United States, Canada"): the form sends the code itself.
* Zod-free: the enquiry form lists them while the page hydrates (the codes come in the block's
* content, which the server has already checked).
*/
function distinctDialCodes(codes) {
	const byCode = /* @__PURE__ */ new Map();
	for (const { name, code } of codes) byCode.set(code, [...byCode.get(code) ?? [], name]);
	return [...byCode].map(([code, names]) => ({
		code,
		label: `${code} ${names.join(", ")}`
	}));
}
// src/forms/values-from-address.ts
function enquiryValuesFromAddress(search) {
	const query = new URLSearchParams(search);
	const values = {};
	const [first, ...rest] = (query.get("name") ?? "").trim().split(/\s+/).filter(Boolean);
	if (first) values.fname = first.slice(0, 100);
	if (rest.length) values.lname = rest.join(" ").slice(0, 100);
	const phone = (query.get("phone") ?? "").trim();
	if (phone) values.phone = phone.slice(0, 30);
	return values;
}
// src/blocks/enquiry-form/enquiry-form.tsx
/** Our words (the spec only logs the failed list, spec 2 §8); docs/forms.md. */
var DESTINATIONS_UNAVAILABLE = "Our list of destinations could not be loaded. Please type where you would like to go.";
/** The enquiry's fields and rules; the form controller does the rest (src/forms/use-form-controller.ts). */
var enquiry = {
	kind: "enquiry",
	fields: enquiryFieldNames,
	empty: emptyEnquiryValues,
	kept: keptEnquiryValues,
	modules: onDemand("[enquiry]", () => Promise.all([import("./enquiry-rules-b40ibomR.js"), import("./send-enquiry-S8Fooigz.js")])),
	check: ([{ checkEnquiryForm }], values, extras) => checkEnquiryForm(values, extras),
	send: ([, { sendEnquiry }], body) => sendEnquiry(body),
	offlineMessage: ENQUIRY_MESSAGES.network,
	normalise: (field, raw) => {
		if (field === "phone") return raw.replace(/\D/g, "").slice(0, 15);
		if (field === "people" && raw.trim() !== "" && !(Number(raw) >= 1)) return "1";
		return raw;
	},
	clearsWith: { custom_destination: "destination" }
};
/**
* The contact page's enquiry form (spec 2 §5, the variant with submit-time checks): checked on
* submit with the shared rules, a message under each invalid field, the first invalid field
* focused, no request while any error exists. Without JavaScript it posts to the page itself and
* the server answers with the page showing the same messages (the kept input comes back as the
* embedded form state).
*/
function EnquiryForm({ props, content, context }) {
	const path = fillPath(context.page.path, context.params);
	const sectionId = context.section.id;
	const destinations = content?.destinations ?? [];
	const noList = destinations.length === 0;
	const form = useFormController(enquiry, path, noList ? { destination: "0" } : {});
	const { values, enhanced, submitting, prefill } = form;
	const { search } = useLocation();
	useEffect(() => {
		const fromAddress = enquiryValuesFromAddress(search);
		for (const field of [
			"fname",
			"lname",
			"phone"
		]) {
			const value = fromAddress[field];
			if (value) prefill(field, value);
		}
	}, [search, prefill]);
	const text = form.control;
	const field = form.fieldOf(sectionId);
	const dialCodes = distinctDialCodes(content?.telephoneCodes ?? []);
	const customMode = values.destination === "0";
	return /* @__PURE__ */ jsx("section", {
		className: "enquiry-form section section--sand",
		id: sectionId,
		"aria-labelledby": `${sectionId}-heading`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container enquiry-form__inner",
			children: [/* @__PURE__ */ jsxs("header", {
				className: "enquiry-form__header",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: `${sectionId}-heading`,
						children: props.heading
					}),
					props.intro && /* @__PURE__ */ jsx("p", {
						className: "enquiry-form__intro",
						children: props.intro
					}),
					/* @__PURE__ */ jsx("p", {
						className: "form-required-note",
						children: "Fields marked * are required."
					})
				]
			}), /* @__PURE__ */ jsxs("form", {
				...form.formProps(sectionId),
				className: `enquiry-form__form${enhanced ? " is-enhanced" : ""}`,
				children: [
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: FORM_KIND_FIELD,
						value: "enquiry"
					}),
					/* @__PURE__ */ jsx("input", {
						type: "hidden",
						name: "submission_id",
						defaultValue: form.serverSubmissionId
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "form-fieldset",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "form-fieldset__legend",
							children: props.tripLegend
						}), /* @__PURE__ */ jsxs("div", {
							className: "form-grid",
							children: [
								/* @__PURE__ */ jsx(FormField, {
									...field("destination", "Destination"),
									children: (control) => /* @__PURE__ */ jsxs("select", {
										...control,
										...text("destination"),
										children: [
											!noList && /* @__PURE__ */ jsx("option", {
												value: "",
												children: "Select a destination"
											}),
											/* @__PURE__ */ jsx("option", {
												value: "0",
												children: "Customize Your Destination"
											}),
											destinations.map((option) => /* @__PURE__ */ jsx("option", {
												value: String(option.destinationId),
												children: option.destinationTitle
											}, String(option.destinationId)))
										]
									})
								}),
								(customMode || !enhanced) && /* @__PURE__ */ jsx("div", {
									className: "enquiry-form__custom",
									children: /* @__PURE__ */ jsx(FormField, {
										...field("custom_destination", "Your destination", {
											required: customMode,
											hint: noList ? "Our list of destinations could not be loaded. Please type where you would like to go." : void 0
										}),
										children: (control) => /* @__PURE__ */ jsx("input", {
											...control,
											...text("custom_destination"),
											type: "text",
											placeholder: "Where would you like to go?",
											maxLength: 200
										})
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("start_date", "Start date and time"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("start_date"),
										type: "datetime-local"
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("end_date", "End date and time"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("end_date"),
										type: "datetime-local",
										min: values.start_date || void 0
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("month", "Month of travel"),
									children: (control) => /* @__PURE__ */ jsxs("select", {
										...control,
										...text("month"),
										children: [/* @__PURE__ */ jsx("option", {
											value: "",
											children: "Select a month"
										}), MONTH_NAMES.map((name, index) => /* @__PURE__ */ jsx("option", {
											value: String(index + 1),
											children: name
										}, name))]
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("people", "Number of people"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("people"),
										type: "number",
										min: 1,
										step: 1,
										inputMode: "numeric"
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("per_head", "Budget per person (USD)"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("per_head"),
										type: "number",
										min: 0,
										step: 1,
										inputMode: "numeric"
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("budget", "Total budget", {
										required: false,
										hint: "Optional"
									}),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("budget"),
										type: "text",
										maxLength: 100
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("comments", "Comments", {
										wide: true,
										hint: props.commentsHint
									}),
									children: (control) => /* @__PURE__ */ jsx("textarea", {
										...control,
										...text("comments"),
										rows: 5,
										maxLength: 5e3
									})
								})
							]
						})]
					}),
					/* @__PURE__ */ jsxs("fieldset", {
						className: "form-fieldset",
						children: [/* @__PURE__ */ jsx("legend", {
							className: "form-fieldset__legend",
							children: props.detailsLegend
						}), /* @__PURE__ */ jsxs("div", {
							className: "form-grid",
							children: [
								/* @__PURE__ */ jsx(FormField, {
									...field("fname", "First name"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("fname"),
										type: "text",
										autoComplete: "given-name",
										maxLength: 100
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("lname", "Last name"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("lname"),
										type: "text",
										autoComplete: "family-name",
										maxLength: 100
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("email", "Email"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("email"),
										type: "email",
										autoComplete: "email",
										maxLength: 254
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("conf_email", "Confirm email"),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("conf_email"),
										type: "email",
										autoComplete: "email",
										maxLength: 254
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("phone_code", "Telephone code"),
									children: (control) => /* @__PURE__ */ jsxs("select", {
										...control,
										...text("phone_code"),
										autoComplete: "tel-country-code",
										children: [/* @__PURE__ */ jsx("option", {
											value: "",
											children: "Select a code"
										}), dialCodes.map((option) => /* @__PURE__ */ jsx("option", {
											value: option.code,
											children: option.label
										}, option.code))]
									})
								}),
								/* @__PURE__ */ jsx(FormField, {
									...field("phone", "Phone", { hint: "Digits only, up to 15" }),
									children: (control) => /* @__PURE__ */ jsx("input", {
										...control,
										...text("phone"),
										type: "text",
										inputMode: "numeric",
										pattern: "[0-9]*",
										maxLength: 15,
										autoComplete: "tel-national"
									})
								})
							]
						})]
					}),
					/* @__PURE__ */ jsx(Honeypot, { id: `${sectionId}-website` }),
					/* @__PURE__ */ jsx(FormOutcomeMessage, {
						outcome: form.outcome,
						ref: form.outcomeRef
					}),
					/* @__PURE__ */ jsx("button", {
						type: "submit",
						className: "button button--primary form-submit",
						disabled: submitting,
						"aria-busy": submitting || void 0,
						children: submitting ? "Submitting..." : props.submitText
					})
				]
			})]
		})
	});
}
export { EnquiryForm as n, DESTINATIONS_UNAVAILABLE as t };
