// jsonld 3.2 ships no types: the two calls earl.test.ts makes, as the W3C Report Tool makes them.
declare module 'jsonld' {
  const jsonld: {
    expand(input: object): Promise<object[]>;
    frame(input: object, frame: object): Promise<Record<string, unknown> & { '@graph'?: unknown[] }>;
  };
  export default jsonld;
}
