// The format of the API's answers, in every tag a client revalidates: the key of the conditional answers' tags
// (./common/tags.ts) and the notification poll's tag (./notifications/notifications.handlers.ts). A tag names the
// data an answer shows (read versions, caller, URL, resources), not the code that shaped it: after a deploy that
// adds, renames or reformats a field while the data stays the same, a browser or a CDN revalidating the body it kept
// would get a 304, and the new SPA would read the old shape until the data next changed. A new format changes every
// tag, so each client's next read is one 200.
//
// ANSWERS_FINGERPRINT is the sha-256 of the success schemas, in the OpenAPI document (../openapi.ts), of every GET
// that may answer 304. tests/unit/answers-format.test.ts computes it and fails until the new one is recorded here,
// which changes ANSWERS_FORMAT with it. A change of such an answer that no schema shows (a handler that formats a
// date, rounds a score, orders a list, words a text or leaves out an empty field otherwise) must raise
// ANSWERS_REVISION by hand. Recorded, not computed: hosted workers start often, and building the document would cost
// every cold start.

export const ANSWERS_FINGERPRINT = 'ae2f32d452981c7b3767e3ee64c2e11ccf39b55c33b6a1d2c2ca62de53c5dfdf';

/** Raised by hand for a change of the answers that their schemas do not show. */
export const ANSWERS_REVISION = 1;

/** Short, as it goes into a tag as it is: 48 bits tell one set of shapes from the next. */
export const ANSWERS_FORMAT = `${ANSWERS_REVISION}.${ANSWERS_FINGERPRINT.slice(0, 12)}`;
