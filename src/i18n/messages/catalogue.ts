/**
 * The type of a language's catalogue: English's, with any text in place of each English text. Each
 * other language's parts are typed by it, apart from the catalogues' index, which imports them.
 */
import type * as en from './en';
import type { Catalogue } from './types';

export type Messages = Catalogue<typeof en>;
