import { labelOf } from './field-label';

/**
 * The studio's help in a marketer's words (issue 37). A block's own description (src/blocks/*)
 * is written for developers: it names calls, files and content fields. The studio shows these
 * sentences instead, and names and explains a setting where its developer's name or description
 * would not do. src/studio/block-help.test.ts keeps one sentence for every block and checks that
 * no developer word is left in anything the settings panel shows.
 */
export const BLOCK_HELP: Record<string, string> = {
  about: 'About the agency: a picture, a heading, a few sentences and a button.',
  'advisor-intro': "An advisor's introduction: photo, name and story over a slowly moving background.",
  'advisor-testimonial': "What travellers say about this advisor: each quote with the traveller's name.",
  advisors: "'Meet your travel advisors': each advisor named here with photo and story, and a stand-in card while one is missing.",
  aim: "The agency's aim: a heading, a short text and a picture.",
  'appointment-panel': 'A panel to book a 30-minute meeting with an advisor: name and phone, a calendar and a contact button.',
  'blog-carousel': "The 'Travel Blog' carousel: the latest posts with a short excerpt, each opening the post.",
  'blog-detail': 'One blog post, whole: the address says which; a post that does not exist sends the visitor to the blog.',
  'blog-grid': 'Every blog post as a card, in one to three columns.',
  catalog: "The page's catalogue: pictures and texts side by side, alternating, each with a 'Ready To Travel?' link.",
  certifications: "An advisor's certifications, one per line.",
  'contact-details': "The contact cards: the phone, the office hours, and the agency's address, e-mail and social links.",
  'contact-facts': "The agency's phone, e-mail, hours or address, with links and a note if you want.",
  'contact-themed-links': "Links to the themed pages, and a 'Ready To Travel?' button.",
  'country-overview': "A country's overview: its title, a description and a button.",
  'destination-details': 'What to know about the month or the country the page is about: its name, a description and pictures.',
  'destinations-list': 'Every destination by name, each opening its page, beside a picture.',
  'enquiry-form': "The enquiry form ('Your Trip' and 'Your Details'): it checks what the visitor typed before sending, and works in every browser.",
  'experiences-carousel': "A carousel of the agency's specialities, each opening its page.",
  'hero-banner': "The page's banner: a big heading and a line under it over a video or a picture.",
  'inspiration-tabs': 'The trip ideas page: its heading and the tabs to its parts (month, inspiration, trip finder, most popular).',
  intro: "The page's introduction: a heading, a few sentences and a button.",
  introduction: 'Pictures and texts side by side, alternating, each with a button if you want.',
  'landing-banner': "A landing page's first section: a big picture across the page with the page's main heading; the header with its 'Ready To Travel?' button lies over it.",
  'landing-fix': "'The Fix': how the agency solves the problem, with numbered steps and a button, over a darkened picture.",
  'landing-problem': "The problem your visitors have: a heading, a few paragraphs, their questions and a picture.",
  'landing-story': 'A story in a few paragraphs, signed, with a photo.',
  'landing-yelp-carousel': "Reviews from Yelp, one at a time; a long review opens with 'Read More'.",
  'lead-form': "A short form where a visitor leaves their name and number to be called back; it checks what they typed before sending, and works in every browser.",
  'month-grid': 'A tile for each month, each opening where to travel that month.',
  'month-intro': "The month's introduction: where to travel that month, with a button.",
  'more-destinations': "'More Destinations': cards of other countries, each opening its page.",
  motto: "The agency's motto over a picture that moves slowly as the visitor scrolls.",
  newsletter: "The 'Curious About Travel?' box: a visitor signs up for the newsletter with their e-mail; the agency's social links beside it.",
  'package-slider': "'Discover Bespoke Journeys': trip packages in a slider, each opening its country.",
  'page-status': 'A red line that tells visitors when the page could not be loaded; otherwise it shows nothing.',
  partners: "The logos of the agency's partners.",
  'place-banner': "The banner of a month's or a country's page: its title over its picture.",
  planning: "'Start planning': a heading, a short text and a button to the planning form.",
  'review-carousel': 'Reviews by your travellers in a carousel you can swipe (one to three at a time).',
  'review-links': "The reviews page: its title, a text and buttons to the agency's reviews on Google and Yelp.",
  'safari-sections': 'The safari page: pictures and texts side by side, alternating.',
  'speciality-links': "A list of links to the agency's specialities.",
  'specialties-grid': "The agency's specialities as picture tiles, each opening its page.",
  'static-text': 'Plain text: a heading, paragraphs and parts (for legal pages, customer service, accessibility).',
  'testimonial-carousel': "What travellers say, in a carousel: photo, name, stars and words, with 'Read More'.",
  'trending-cards': "'Trending Now': picture cards of places, each with its country and title.",
  'value-cards': "The agency's values as cards (Honor, Diligence, Legacy).",
  'where-to': "'Where to next?': a heading, a line of text and a button.",
};

/** A setting's name for a marketer, whatever the block ("emptyText" is no one's word). */
const LABELS: Record<string, string> = {
  emptyText: 'Text when there is nothing to show',
  errorText: 'Text when it cannot be loaded',
  transitionMs: 'Slide speed (thousandths of a second)',
  swipeMinDistance: 'Shortest swipe that turns a slide',
  fromContent: "Use this page's own words",
  contentHeading: "Use the banner's own words as its heading",
  requireText: "Only when the page's banner has words",
  failureLog: 'Note for the developers when it cannot be loaded',
  maxItems: 'Most items shown',
  leadPage: 'Page name stored with each lead',
  uploadsPath: 'Folder of the pictures',
  categoryId: 'Blog category number',
  titleLevel: 'Heading level of each title',
  showMessages: 'Show the messages when there is nothing or it cannot be loaded',
};

/** A setting that means something else from block to block: named by block and setting. */
const BLOCK_LABELS: Record<string, string> = {
  'newsletter.source': 'Sign-up tag kept with each address',
  'hero-banner.source': 'Banner pictures from',
  'place-banner.source': 'Banner of',
  'destination-details.source': 'Details of',
};

/** What a setting does, where its developer's description names calls, files or fields. */
const HELP: Record<string, string> = {
  emptyText: 'Shown when there is nothing to show.',
  errorText: 'Shown in red when it cannot be loaded.',
  failureLog: 'Kept for the developers (never shown) when it cannot be loaded.',
  transitionMs: 'How long a slide takes to move, in thousandths of a second.',
  swipeMinDistance: 'A shorter swipe does not turn the slide.',
  'newsletter.heading': "The box's heading.",
  'newsletter.buttonText': "The button's words.",
  'newsletter.source': 'Kept with each address, to tell where visitors signed up.',
  'newsletter.socialHeading': "The words above the agency's social links.",
  'hero-banner.source': "Where the banner's pictures and words come from: this page, the blog, or none (the heading and line set here only).",
  'hero-banner.requireText': "Show the banner only when the page's own banner has words.",
  'hero-banner.heading': "The heading when the page's banner has none.",
  'hero-banner.subHeading': "The line under the heading when the page's banner has none.",
  'hero-banner.mobileImage': 'The picture on phones instead of the video.',
  'hero-banner.contentHeading': "Use the banner's own words as its heading. Off: the heading set here.",
  'place-banner.source': "Whether the banner is the month's or the country's.",
  'place-banner.fallbackTitle': 'The heading when the banner has no title.',
  'destination-details.source': "Whether the details are the month's or the country's.",
  'landing-fix.heading': 'The heading over the picture.',
  'landing-banner.height': "'full-screen' fills the window; '500px' is a shorter banner, as on the campaign pages.",
  'planning.defaultHeading': "The heading when the page has no planning text of its own (e.g. 'Start Planning Your Group Adventure').",
  'planning.defaultText': 'The text under that heading.',
  'planning.defaultButtonText': "The button's words when the page has none of its own.",
  'planning.defaultButtonLink': 'Where the button leads when the page has no link of its own.',
  'planning.fromContent': "Use the planning text written for this page. Off: the heading, text and button set here (as on the landing pages).",
  'where-to.heading': "The heading when the page has none of its own (always, with \"Use this page's own words\" off).",
  'where-to.text': "The text when the page has none of its own (always, with \"Use this page's own words\" off).",
  'where-to.fromContent': "Use the 'Where to next?' text written for this page, when it has one.",
  'page-status.errorText': 'The red line shown when the page cannot be loaded.',
  'page-status.emptyText': 'Shown when the page has nothing to show; leave it empty to show nothing then.',
  'safari-sections.maxIntroduction': 'Use at most this many of the introduction items.',
  'safari-sections.maxMotto': 'Then at most this many motto items.',
  'safari-sections.uploadsPath': 'Where the pictures named in the texts are kept.',
  'trending-cards.cards': 'The cards, in order.',
  'value-cards.cards': 'The cards, in order.',
  'review-links.errorText': 'Shown in red when the page cannot be loaded.',
  'experiences-carousel.transitionMs': 'How long a slide takes to move, in thousandths of a second.',
};

export const blockHelp = (type: string, description: string) => BLOCK_HELP[type] ?? description;

export const fieldLabel = (type: string | undefined, name: string) => (type ? BLOCK_LABELS[`${type}.${name}`] : undefined) ?? LABELS[name] ?? labelOf(name);

export const fieldHelp = (type: string, name: string, description: string) => HELP[`${type}.${name}`] ?? HELP[name] ?? description;
