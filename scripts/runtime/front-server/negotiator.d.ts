// negotiator 1.x takes the server's preferred order for ties; @types/negotiator describes 0.6.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
}
