import { t as NEWSLETTER_MESSAGES } from "./newsletter-messages-BlnAvRF1.js";
import { n as onDemand, t as useSingleFlightSubmit } from "./use-single-flight-submit-N49iUCHL.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/newsletter/newsletter.tsx
/** The address check and the sender (zod among them): loaded on demand, not with the page. */
var signUpModules = onDemand("[newsletter]", () => Promise.all([import("./newsletter-fields-54wOkH4O.js"), import("./subscribe-Bt9Y3J_Z.js")]));
var networkNames = {
	facebook: "Facebook",
	instagram: "Instagram",
	linkedin: "LinkedIn",
	twitter: "Twitter",
	youtube: "YouTube",
	yelp: "Yelp"
};
/** 'Curious About Travel?': an e-mail field checked as an e-mail, Sign Up stores it, social links. */
function Newsletter({ props }) {
	const site = useSiteSettings();
	const id = useId();
	const [email, setEmail] = useState("");
	const [state, setState] = useState({ kind: "idle" });
	const checkAndSignUp = async () => {
		const modules = signUpModules.ready() ?? await signUpModules.forSubmit("the sign-up's check");
		if (!modules) {
			setState({
				kind: "failed",
				message: NEWSLETTER_MESSAGES.failed
			});
			return;
		}
		const [{ newsletterRequestSchema }, { subscribe }] = modules;
		const request = newsletterRequestSchema.safeParse({
			email,
			source: props.source
		});
		if (!request.success) {
			setState({
				kind: "invalid",
				message: request.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail
			});
			return;
		}
		setState({ kind: "sending" });
		const outcome = await subscribe(request.data);
		if (outcome.ok) {
			setEmail("");
			setState({
				kind: "done",
				message: outcome.message
			});
		} else setState({
			kind: "failed",
			message: outcome.message
		});
	};
	const onSubmit = useSingleFlightSubmit(checkAndSignUp);
	const errorId = `${id}-message`;
	return /* @__PURE__ */ jsx("section", {
		className: "newsletter section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container newsletter__box",
			children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
				className: "newsletter__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("p", { children: props.text })] }), /* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsxs("form", {
					className: "newsletter__form",
					noValidate: true,
					onSubmit: (event) => void onSubmit(event),
					onFocus: signUpModules.warmUp,
					children: [
						/* @__PURE__ */ jsx("label", {
							className: "newsletter__label",
							htmlFor: `${id}-email`,
							children: props.emailLabel
						}),
						/* @__PURE__ */ jsxs("div", {
							className: "newsletter__row",
							children: [/* @__PURE__ */ jsx("input", {
								id: `${id}-email`,
								className: "newsletter__input",
								type: "email",
								name: "email",
								autoComplete: "email",
								inputMode: "email",
								value: email,
								onChange: (event) => setEmail(event.target.value),
								"aria-invalid": state.kind === "invalid",
								"aria-describedby": state.kind === "idle" || state.kind === "sending" ? void 0 : errorId
							}), /* @__PURE__ */ jsx("button", {
								className: "button button--primary",
								type: "submit",
								disabled: state.kind === "sending",
								children: props.buttonText
							})]
						}),
						/* @__PURE__ */ jsxs("div", {
							"aria-live": "polite",
							children: [state.kind === "done" && /* @__PURE__ */ jsx("p", {
								id: errorId,
								className: "newsletter__message",
								children: state.message
							}), (state.kind === "invalid" || state.kind === "failed") && /* @__PURE__ */ jsx("p", {
								id: errorId,
								className: "newsletter__message newsletter__message--error",
								role: "alert",
								children: state.message
							})]
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "newsletter__follow",
					children: props.socialHeading
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "newsletter__social",
					children: site.social.map((profile) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
						href: profile.href,
						target: "_blank",
						rel: "noopener noreferrer",
						"aria-label": `${profile.label} (opens in a new tab)`,
						children: networkNames[profile.network] ?? profile.network
					}) }, profile.network))
				})
			] })]
		})
	});
}
export { Newsletter as t };
