// A comment's bounds, shared by the API's schemas (./comments.ts) and the discussion's form, which shows the length
// left. A file of their own, without zod: the form loads with the idea page's discussion, and importing them from
// the schemas' file brought the whole validation library with it (about 86 kB, evaluated as the page settled).

/** docs/product-spec.md section 9: the database's check holds the same bounds. */
export const COMMENT_BOUNDS = { body: { max: 2000 }, pageLimit: { default: 20, max: 100 }, perMinute: 5 } as const;
