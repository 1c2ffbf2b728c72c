// src/site/site-config.ts
/**
* site.json, parsed with its zod schema at build time (scripts/vite/site-config-plugin.ts): the
* site chrome in the browser needs no zod at page load, and a bad file still stops the build,
* the server and `npm run check:configs` with the zod message.
*/
var siteConfig = {
	"name": "Travel N Relax",
	"logo": {
		"src": "/images/icons/logo.svg",
		"srcOnDark": "/images/icons/logo-on-dark.svg",
		"alt": "Travel N Relax home",
		"width": 180,
		"height": 48
	},
	"phone": "(303) 555-0148",
	"phoneHref": "tel:+13035550148",
	"email": "hello@travelnrelax.example",
	"address": {
		"street": "1550 Wewatta Street, Suite 200",
		"city": "Denver",
		"region": "CO",
		"postalCode": "80202",
		"country": "US"
	},
	"officeHours": {
		"contact": [
			"Monday to Friday: 9AM-10PM",
			"Saturday and Sunday: Closed",
			"Excluding national holidays"
		],
		"customerService": "Monday-Friday 9:00 AM-5:00 PM (MST)"
	},
	"social": [
		{
			"network": "facebook",
			"label": "Travel N Relax on Facebook",
			"href": "https://www.facebook.com/travelnrelax"
		},
		{
			"network": "instagram",
			"label": "Travel N Relax on Instagram",
			"href": "https://www.instagram.com/travelnrelax"
		},
		{
			"network": "linkedin",
			"label": "Travel N Relax on LinkedIn",
			"href": "https://www.linkedin.com/company/travelnrelax"
		},
		{
			"network": "twitter",
			"label": "Travel N Relax on Twitter",
			"href": "https://twitter.com/travelnrelax"
		},
		{
			"network": "youtube",
			"label": "Travel N Relax on YouTube",
			"href": "https://www.youtube.com/@travelnrelax"
		},
		{
			"network": "yelp",
			"label": "Travel N Relax on Yelp",
			"href": "https://www.yelp.com/biz/travel-n-relax-denver"
		}
	],
	"navigation": [
		{
			"label": "Home",
			"href": "/"
		},
		{
			"label": "Our Specialties",
			"href": "/services/",
			"overviewLabel": "All Specialties",
			"children": [
				{
					"label": "Family Travel",
					"href": "/family-travel/"
				},
				{
					"label": "Group Travel",
					"href": "/group-travel/"
				},
				{
					"label": "Destination Wedding",
					"href": "/destinetion-wedding/"
				},
				{
					"label": "Honeymoon",
					"href": "/honeymoon/"
				},
				{
					"label": "Anniversary",
					"href": "/anniversary/"
				},
				{
					"label": "All Inclusive",
					"href": "/all-inclusive-vacations/"
				},
				{
					"label": "Ocean Cruise",
					"href": "/ocean-cruise/"
				},
				{
					"label": "River Cruise",
					"href": "/river-cruise/"
				},
				{
					"label": "Kenya Safari",
					"href": "/landing-kenya-vacations/"
				},
				{
					"label": "Theme Park Vacation",
					"href": "/disney-vacations/",
					"children": [{
						"label": "Disney",
						"href": "/disney-vacations/"
					}, {
						"label": "Universal Studios",
						"href": "/universal-studios-vacations/"
					}]
				},
				{
					"label": "Ski Vacation",
					"href": "/colorado-ski-vacations/"
				}
			]
		},
		{
			"label": "About Us",
			"href": "/about-our-travel-agency/",
			"children": [
				{
					"label": "Our Team",
					"href": "/about-our-travel-agency/"
				},
				{
					"label": "Testimonials",
					"href": "/testimonials/"
				},
				{
					"label": "Leave a Review",
					"href": "/review/"
				}
			]
		},
		{
			"label": "Blog",
			"href": "/blog/"
		},
		{
			"label": "Plans",
			"href": "/month/",
			"children": [
				{
					"label": "Month",
					"href": "/month/"
				},
				{
					"label": "Destination",
					"href": "/destinations/"
				},
				{
					"label": "Experience",
					"href": "/experiences/"
				}
			]
		},
		{
			"label": "Contact Us",
			"href": "/go/"
		}
	],
	"readyToTravel": {
		"label": "Ready To Travel?",
		"href": "/go/"
	},
	"headerVariants": {
		"country": { "navigation": [
			{
				"label": "HOME",
				"href": "/"
			},
			{
				"label": "DESTINATION",
				"href": "/destinations/"
			},
			{
				"label": "EXPERIENCES",
				"href": "/experiences/"
			},
			{
				"label": "CONTACT US",
				"href": "/go/"
			}
		] },
		"safari": { "navigation": [
			{
				"label": "Home",
				"href": "/"
			},
			{
				"label": "Specialties",
				"href": "/services/",
				"overviewLabel": "All Specialties",
				"children": [
					{
						"label": "Family Travel",
						"href": "/family-travel/"
					},
					{
						"label": "Group Travel",
						"href": "/group-travel/"
					},
					{
						"label": "Destination Wedding",
						"href": "/destinetion-wedding/"
					},
					{
						"label": "Honeymoon Getaways",
						"href": "/honeymoon/"
					},
					{
						"label": "Anniversary",
						"href": "/anniversary/"
					},
					{
						"label": "All Inclusive Vacation",
						"href": "/all-inclusive-vacations/"
					},
					{
						"label": "Ocean Cruise",
						"href": "/ocean-cruise/"
					},
					{
						"label": "River Cruise",
						"href": "/river-cruise/"
					},
					{
						"label": "Kenya Safari",
						"href": "/landing-kenya-vacations/"
					},
					{
						"label": "Theme Park Vacation",
						"href": "/disney-vacations/",
						"children": [{
							"label": "Disney",
							"href": "/disney-vacations/"
						}, {
							"label": "Universal Studios",
							"href": "/universal-studios-vacations/"
						}]
					},
					{
						"label": "Ski Vacation",
						"href": "/colorado-ski-vacations/"
					}
				]
			},
			{
				"label": "About Us",
				"href": "/about-our-travel-agency/",
				"children": [
					{
						"label": "Our Team",
						"href": "/about-our-travel-agency/"
					},
					{
						"label": "Testimonials",
						"href": "/testimonials/"
					},
					{
						"label": "Leave a Review",
						"href": "/review/"
					}
				]
			},
			{
				"label": "Blog",
				"href": "/blog/"
			},
			{
				"label": "Plans",
				"href": "/month/",
				"children": [
					{
						"label": "Month",
						"href": "/month/"
					},
					{
						"label": "Destination",
						"href": "/destinations/"
					},
					{
						"label": "Experience",
						"href": "/experiences/"
					}
				]
			},
			{
				"label": "Contact Us",
				"href": "/go/"
			}
		] }
	},
	"footer": {
		"groups": [
			{
				"title": "Travel",
				"links": [
					{
						"label": "Family Travel",
						"href": "/family-travel/"
					},
					{
						"label": "Group Travel",
						"href": "/group-travel/"
					},
					{
						"label": "Destination Wedding",
						"href": "/destinetion-wedding/"
					},
					{
						"label": "All Inclusive Vacations",
						"href": "/all-inclusive-vacations/"
					},
					{
						"label": "Ocean Cruise",
						"href": "/ocean-cruise/"
					},
					{
						"label": "River Cruise",
						"href": "/river-cruise/"
					},
					{
						"label": "Anniversary",
						"href": "/anniversary/"
					},
					{
						"label": "Honeymoon",
						"href": "/honeymoon/"
					},
					{
						"label": "Kenya Safari",
						"href": "/landing-kenya-vacations/"
					},
					{
						"label": "Disney Vacations",
						"href": "/disney-vacations/"
					},
					{
						"label": "Colorado Ski Vacations",
						"href": "/colorado-ski-vacations/"
					}
				]
			},
			{
				"title": "About Us",
				"links": [
					{
						"label": "Testimonials",
						"href": "/testimonials/"
					},
					{
						"label": "Our Team",
						"href": "/about-our-travel-agency/"
					},
					{
						"label": "Blog",
						"href": "/blog/"
					},
					{
						"label": "Terms of Use",
						"href": "/terms-of-use/"
					},
					{
						"label": "Privacy Policy",
						"href": "/privacy-policy/"
					}
				]
			},
			{
				"title": "Help",
				"links": [
					{
						"label": "Customer Service",
						"href": "/customer-service/"
					},
					{
						"label": "Contact Us",
						"href": "/go/"
					},
					{
						"label": "Accessibility",
						"href": "/accessibility/"
					}
				]
			}
		],
		"bottomLinks": [{
			"label": "Privacy Policy",
			"href": "/privacy-policy/"
		}, {
			"label": "Terms & Conditions",
			"href": "/terms-of-use/"
		}],
		"copyright": "© 2026 Travel N Relax. All rights reserved.",
		"recentTrips": [
			{
				"src": "/images/demo/trip-1.svg",
				"alt": "Family on a beach at sunset in Mexico"
			},
			{
				"src": "/images/demo/trip-2.svg",
				"alt": "Safari jeep watching elephants in Kenya"
			},
			{
				"src": "/images/demo/trip-3.svg",
				"alt": "Skiers on a Colorado slope"
			},
			{
				"src": "/images/demo/trip-4.svg",
				"alt": "Cruise ship in a Greek harbour"
			},
			{
				"src": "/images/demo/trip-5.svg",
				"alt": "Castle fireworks at a theme park"
			},
			{
				"src": "/images/demo/trip-6.svg",
				"alt": "River cruise on the Danube at dusk"
			}
		]
	},
	"redirects": [
		{
			"from": "/sarah-mitchell/",
			"to": "/about-our-travel-agency/sarah-mitchell/",
			"reason": "The first advisor's short path (her name as a slug, linked from the home About buttons); the spec names /about-our-travel-agency/{name}/ as her canonical path."
		},
		{
			"from": "/destinetion-weddings/",
			"to": "/destinetion-wedding/",
			"reason": "Mobile menu of one header variant spells the wedding path with a trailing s (spec 1, Navigation)."
		},
		{
			"from": "/months/",
			"to": "/month/",
			"reason": "The mobile menu links to /months/ while the desktop menu links to /month/ (spec 2)."
		},
		{
			"from": "/home",
			"to": "/",
			"reason": "Default 'Back to Home' button of the wedding-style pages (spec 2)."
		},
		{
			"from": "/honeymoon-geteway",
			"to": "/honeymoon/",
			"reason": "Contact page themed link (spec 2)."
		},
		{
			"from": "/destination-wedding",
			"to": "/destinetion-wedding/",
			"reason": "Contact page themed link, spelt correctly; the canonical path keeps the spec's spelling."
		},
		{
			"from": "/inclusive-vacation",
			"to": "/all-inclusive-vacations/",
			"reason": "Contact page themed link (spec 2)."
		},
		{
			"from": "/ocean-cruises",
			"to": "/ocean-cruise/",
			"reason": "Contact page themed link (spec 2)."
		},
		{
			"from": "/disney-vacation",
			"to": "/disney-vacations/",
			"reason": "Contact page themed link (spec 2)."
		},
		{
			"from": "/ski-vacation",
			"to": "/colorado-ski-vacations/",
			"reason": "Contact page themed link (spec 2)."
		},
		{
			"from": "/faqs",
			"to": "/customer-service/",
			"reason": "Customer service links to /faqs, which no page provides; its answers live on the customer service page."
		},
		{
			"from": "/trip-finder",
			"to": "/destinations/",
			"reason": "Hub tab with no page of its own; finding a trip starts at the destinations list."
		},
		{
			"from": "/most-popular",
			"to": "/experiences/",
			"reason": "Hub tab with no page of its own; the experiences carousel shows the popular specialities."
		},
		{
			"from": "/adventure-travel",
			"to": "/services/",
			"reason": "Dead entry of the older desktop dropdown; the specialties overview replaces it."
		},
		{
			"from": "/luxury-travel",
			"to": "/services/",
			"reason": "Dead entry of the older desktop dropdown; the specialties overview replaces it."
		}
	],
	"defaults": {
		"heroHeading": "Denver's Top Rated Family Travel Agency",
		"images": {
			"package": "/images/fallback/package.svg",
			"blog": "/images/fallback/blog.svg",
			"profile": "/images/fallback/profile.svg",
			"advisor": "/images/fallback/advisor.svg",
			"motto": "/images/fallback/motto-background.svg",
			"banner": "/images/fallback/banner.svg"
		}
	}
};
export { siteConfig as t };
