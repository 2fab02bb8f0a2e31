import type { en } from './en';

// The shape of the server's texts: English defines it, the other languages must match it. On its
// own so that fr.ts and es.ts import the shape without importing the module that lists them.

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ServerTexts = Widen<typeof en>;
