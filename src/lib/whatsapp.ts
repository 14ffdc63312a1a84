import { readSettings } from '../config/settings';

/** WHATSAPP_NUMBER, read at build time; undefined when the shop has none (no WhatsApp links at all). */
export const whatsappNumber = (): string | undefined => readSettings().site.whatsappNumber;
