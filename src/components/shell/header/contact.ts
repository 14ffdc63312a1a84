/** tel: links need the number without spaces; shown numbers keep them for reading. */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
