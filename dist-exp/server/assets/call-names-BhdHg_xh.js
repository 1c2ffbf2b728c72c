var names = /* @__PURE__ */ new Set([
	"pages/get",
	"pages/regions",
	"testimonials/testimonial_list",
	"Blogs/list",
	"Blogs/details",
	"pages/monthPageDetails",
	"pages/CountryPageDetails",
	"pages/country",
	"pages/destinations",
	"pages/telephone_code",
	"pages/specialities_list",
	"enquiries/register",
	"enquiries/lead_contact",
	"newsletter/subscribe"
]);
function isContentCallName(name) {
	return names.has(name);
}
/** The blog id of a `Blogs/details` body: a number, or text of at most 200 characters. */
function blogIdOf(body) {
	const blogId = typeof body === "object" && body !== null && "blogId" in body ? body.blogId : void 0;
	if (typeof blogId === "number" && Number.isInteger(blogId)) return String(blogId);
	if (typeof blogId === "string" && blogId.length <= 200) return blogId;
	throw new Error("Blogs/details needs a blogId (a whole number or text)");
}
/** Calls whose path carries a parameter instead of the body. */
function callPath(call, body) {
	if (call === "Blogs/details") return {
		path: `Blogs/details/${encodeURIComponent(blogIdOf(body))}`,
		body: {}
	};
	return {
		path: call,
		body
	};
}
export { isContentCallName as n, callPath as t };
