/**
 * The demo's reply when its rules could not be loaded (the connection dropped): the note stays, and
 * the visitor can send it again. Apart from content/demoReplies.ts because the store writes it
 * before the rules (and their replies) have arrived, so it is the one reply in the first load.
 */
export const demoUnavailableReply = '📶 Não consegui carregar a demonstração agora. Confira sua conexão e envie de novo.';
