// Rows as postgres.js reads them. database.types.ts (generated) says what JSON carries, the shape supabase-js sees;
// postgres.js hands some Postgres types over otherwise, and the catalog cannot say that a function's column or a
// generated column is never null. The row types of the api function's *.sql.ts files start from the generated
// types and say with these where their rows differ.

/** timestamptz: postgres.js parses it into a Date, where JSON (and the generated types) carry ISO text. */
export type Dated<T, K extends keyof T> = Omit<T, K> & { [P in K]: null extends T[P] ? Date | null : Date };

/** bigint: postgres.js reads int8 as text (it can exceed a JavaScript number); the generated types say number. */
export type BigintText<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? string | null : string;
};

/** Generated columns computed from not-null columns only: the catalog calls every generated column nullable. */
export type NeverNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: NonNullable<T[P]> };

/** A function's columns that can be null: a function's result declares no not-null, so the generated types assume it. */
export type MaybeNull<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };
