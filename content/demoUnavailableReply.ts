/**
 * The demo's reply when its code could not be loaded, tried twice (the app or its rules: a page
 * cached before a deploy, a script blocker, a dropped connection). What the visitor typed stays in
 * the input. Apart from content/demoReplies.ts because it is written before the rules (and their
 * replies) have arrived, by the page's early script when the app never arrives.
 */
export const demoUnavailableReply = '📶 Não consigo responder agora. Recarregue a página para usar a demonstração.';
