import { t as EMAIL_FORMAT_MESSAGE } from "./email-message-ExMJMphg.js";
import { z } from "zod";
// src/content/contract/email-rule.ts
/**
* An e-mail address a lead can be answered at: required (with the form's own message), at most
* 254 characters, and in zod's e-mail format (a name, an @, a domain with a dot and a top-level
* name). The enquiry and the lead form use this one rule, in the browser and on the server.
*/
var emailAddress = (requiredMessage, tooLongMessage) => z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(254, tooLongMessage).pipe(z.email({ error: EMAIL_FORMAT_MESSAGE }));
export { emailAddress as t };
