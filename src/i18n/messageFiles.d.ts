// A locale file with a part query (compileMessagesLoader.mjs picks the part; webpack.config.ts).
declare module '*.json?part=core' {
  const messages: Record<string, string>;
  export default messages;
}
