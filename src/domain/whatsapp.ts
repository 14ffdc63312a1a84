/**
 * WhatsApp click-to-chat, the way shoppers in the UAE reach a shop: a plain link to wa.me that
 * opens the app (or WhatsApp Web) with a message already written. No script of WhatsApp's is
 * loaded.
 */

/** `number`: digits with the country code (WHATSAPP_NUMBER); `text`: the prefilled message. */
export function whatsappChatUrl(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
